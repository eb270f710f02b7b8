/**
 * Writes a ZIP straight into an R2 multipart upload, a part at a time, so the whole archive is
 * never in memory (a 200 MB export uses about one part plus one read chunk).
 *
 * Why fflate: it is small, dependency-free, maintained, runs unchanged in Workers and Node (no
 * Node streams), and has both a streaming writer (`Zip` + `ZipPassThrough`, CRC and sizes written
 * in a data descriptor after each file, so a file's length need not be known first) and a
 * streaming reader (`Unzip`), which the tests use to open what was written. client-zip would write
 * as well but cannot read. Files are stored, not deflated: drawings and videos are already compressed.
 *
 * This module imports nothing of Workers, so tools/bench/export.ts runs it under Node.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** R2 wants every part but the last the same size, at least 5 MiB. */
export const ZIP_PART_BYTES = 8 * 1024 * 1024;

/** The largest offset a classic (non-ZIP64) archive can point at. */
const ZIP_MAX_BYTES = 0xffff_ffff - 64 * 1024 * 1024;

export type UploadedPart = { partNumber: number; etag: string };

/** The slice of R2's multipart API used here (R2Bucket fits it; the benchmark passes its own). */
export type MultipartTarget = {
  createMultipartUpload(
    key: string,
    options?: { httpMetadata?: { contentType?: string; contentDisposition?: string } },
  ): Promise<{
    uploadPart(partNumber: number, value: Uint8Array): Promise<UploadedPart>;
    complete(parts: UploadedPart[]): Promise<unknown>;
    abort(): Promise<void>;
  }>;
};

/** One file of the archive: small bytes (deflated) or a stream opened only when its turn comes. */
export type ZipEntry =
  | { name: string; bytes: Uint8Array; mtime?: Date }
  | { name: string; open: () => Promise<ReadableStream<Uint8Array> | null>; mtime?: Date };

export type ZipResult = { size: number; parts: number; files: number; skipped: string[] };

/** Collects the ZIP's output and uploads each full part before more is produced. */
class PartWriter {
  private chunks: Uint8Array[] = [];
  private pending = 0;
  readonly parts: UploadedPart[] = [];
  size = 0;

  constructor(private readonly upload: Awaited<ReturnType<MultipartTarget['createMultipartUpload']>>) {}

  push(chunk: Uint8Array) {
    if (chunk.byteLength === 0) return;
    this.chunks.push(chunk);
    this.pending += chunk.byteLength;
    this.size += chunk.byteLength;
  }

  /** Uploads every full part waiting; with `final`, the rest as the last (shorter) part. */
  async drain(final = false) {
    while (this.pending >= ZIP_PART_BYTES || (final && (this.pending > 0 || this.parts.length === 0))) {
      const length = Math.min(this.pending, ZIP_PART_BYTES);
      const part = new Uint8Array(length);
      let filled = 0;
      while (filled < length) {
        const head = this.chunks[0];
        if (!head) break;
        const take = Math.min(head.byteLength, length - filled);
        part.set(head.subarray(0, take), filled);
        filled += take;
        if (take === head.byteLength) this.chunks.shift();
        else this.chunks[0] = head.subarray(take);
      }
      this.pending -= length;
      this.parts.push(await this.upload.uploadPart(this.parts.length + 1, part));
      if (length === 0) break;
    }
  }
}

/** Unique names inside the archive: a second "a.png" becomes "a (2).png". */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > name.lastIndexOf('/') ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  used.add(candidate);
  return candidate;
}

/**
 * Streams `entries` as one ZIP into `target` at `key`. A stream entry whose object is gone is
 * left out and named in `skipped`. On any failure the multipart upload is aborted.
 */
export async function writeZipToMultipart(
  target: MultipartTarget,
  key: string,
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  options: { downloadName?: string } = {},
): Promise<ZipResult> {
  const upload = await target.createMultipartUpload(key, {
    httpMetadata: {
      contentType: 'application/zip',
      ...(options.downloadName ? { contentDisposition: `attachment; filename="${options.downloadName}"` } : {}),
    },
  });
  const writer = new PartWriter(upload);
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, _final) => {
    if (error) failure = error;
    else writer.push(chunk);
  });
  const used = new Set<string>();
  const skipped: string[] = [];
  let files = 0;
  try {
    for await (const entry of entries) {
      // fflate writes no ZIP64 records: past 4 GiB the offsets would wrap and the archive break.
      if (writer.size >= ZIP_MAX_BYTES)
        throw new Error('the export is larger than a ZIP without ZIP64 can hold (4 GiB)');
      const name = uniqueName(entry.name, used);
      if ('bytes' in entry) {
        const file = new ZipDeflate(name, { level: 6 });
        if (entry.mtime) file.mtime = entry.mtime;
        zip.add(file);
        file.push(entry.bytes, true);
      } else {
        const stream = await entry.open();
        if (!stream) {
          used.delete(name);
          skipped.push(entry.name);
          continue;
        }
        const file = new ZipPassThrough(name);
        if (entry.mtime) file.mtime = entry.mtime;
        zip.add(file);
        const reader = stream.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          file.push(value, false);
          if (failure) throw failure;
          await writer.drain();
        }
        file.push(new Uint8Array(0), true);
      }
      files += 1;
      if (failure) throw failure;
      await writer.drain();
    }
    zip.end();
    if (failure) throw failure;
    await writer.drain(true);
    await upload.complete(writer.parts);
    return { size: writer.size, parts: writer.parts.length, files, skipped };
  } catch (error) {
    zip.terminate();
    await upload.abort().catch(() => undefined);
    throw error;
  }
}
