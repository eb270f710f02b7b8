import type { ApiError } from '../lib/errors';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const MAX_HEADER_BYTES = 16 * 1024;

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first ?? 0, from); i !== -1; i = haystack.indexOf(first ?? 0, i + 1)) {
    if (i + needle.length > haystack.length) return -1;
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The multipart boundary of a `multipart/form-data` Content-Type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

export type FilePart = {
  filename: string | null;
  declaredType: string | null;
  /** The part's bytes as they arrive; ends at the closing boundary. */
  chunks: AsyncGenerator<Uint8Array>;
};

/**
 * Finds the form field `field` in a multipart/form-data body and streams its bytes: the body is
 * never held whole in memory (a 100 MB video goes straight through). Other fields are skipped.
 * Returns null when the body has no such field.
 */
export async function readFilePart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  field: string,
  malformed: () => ApiError,
): Promise<FilePart | null> {
  const reader = body.getReader();
  const delimiter = encoder.encode(`--${boundary}`);
  const partEnd = encoder.encode(`\r\n--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  let buffer: Uint8Array = new Uint8Array(0);

  const fill = async (): Promise<boolean> => {
    const { done, value } = await reader.read();
    if (done) return false;
    buffer = concat(buffer, value);
    return true;
  };

  // Positions the buffer just after the next `--boundary`.
  const skipTo = async (needle: Uint8Array): Promise<void> => {
    for (;;) {
      const at = indexOf(buffer, needle);
      if (at !== -1) {
        buffer = buffer.subarray(at + needle.length);
        return;
      }
      buffer = buffer.subarray(Math.max(0, buffer.length - needle.length));
      if (!(await fill())) throw malformed();
    }
  };

  await skipTo(delimiter);
  for (;;) {
    while (buffer.length < 2) if (!(await fill())) throw malformed();
    if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
      await reader.cancel();
      return null;
    }
    let end = indexOf(buffer, headerEnd);
    while (end === -1) {
      if (buffer.length > MAX_HEADER_BYTES || !(await fill())) throw malformed();
      end = indexOf(buffer, headerEnd);
    }
    const headers = decoder.decode(buffer.subarray(0, end));
    buffer = buffer.subarray(end + headerEnd.length);
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name !== field) {
      await skipTo(partEnd);
      continue;
    }
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    const declaredType = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? null;
    return { filename, declaredType, chunks: partChunks() };
  }

  async function* partChunks(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        const at = indexOf(buffer, partEnd);
        if (at !== -1) {
          if (at > 0) yield buffer.subarray(0, at);
          await reader.cancel();
          return;
        }
        // Keep a tail that could be the start of the closing boundary.
        const safe = buffer.length - (partEnd.length - 1);
        if (safe > 0) {
          yield buffer.subarray(0, safe);
          buffer = buffer.subarray(safe);
        }
        if (!(await fill())) throw malformed();
      }
    } finally {
      reader.releaseLock();
    }
  }
}
