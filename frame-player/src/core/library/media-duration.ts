import { open } from 'node:fs/promises';
import type { Container } from '../playable.ts';

/** WebM keeps its Info element near the start; MP4 boxes are walked by seeking, wherever moov is. */
const WEBM_HEAD_BYTES = 256 * 1024;

/** The duration a container header announces, in whole milliseconds, or null when it says nothing. */
export async function readDurationMs(path: string, container: Container): Promise<number | null> {
  const handle = await open(path, 'r');
  try {
    const read = async (position: number, length: number): Promise<Uint8Array> => {
      const buffer = new Uint8Array(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    if (container === 'mp4') return await mp4Duration(read, (await handle.stat()).size);
    return webmDuration(await read(0, WEBM_HEAD_BYTES));
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

type Read = (position: number, length: number) => Promise<Uint8Array>;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Finds `type` among the boxes in [start, end); returns where its body starts and ends. */
async function findBox(read: Read, start: number, end: number, type: string) {
  let at = start;
  while (at + 8 <= end) {
    const header = await read(at, 16);
    if (header.length < 8) return null;
    let size = view(header).getUint32(0);
    const name = String.fromCharCode(...header.subarray(4, 8));
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(view(header).getBigUint64(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < headerSize) return null;
    if (name === type) return { body: at + headerSize, end: Math.min(at + size, end) };
    at += size;
  }
  return null;
}

async function mp4Duration(read: Read, fileSize: number): Promise<number | null> {
  const moov = await findBox(read, 0, fileSize, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(read, moov.body, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = view(await read(mvhd.body, 32));
  const version = body.getUint8(0);
  const timescale = version === 1 ? body.getUint32(20) : body.getUint32(12);
  const duration = version === 1 ? Number(body.getBigUint64(24)) : body.getUint32(16);
  if (!timescale || duration === 0xffffffff) return null;
  return Math.round((duration / timescale) * 1000);
}

/** An EBML variable-length integer at `at`: its length in bytes and value (marker bit kept for ids). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  // All ones means "unknown size" (a live-written Segment): read on as if it ran to the end.
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { length, value: unknown ? Number.POSITIVE_INFINITY : value };
}

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMECODE_SCALE_ID = 0x2ad7b1;
const DURATION_ID = 0x4489;

function webmDuration(bytes: Uint8Array): number | null {
  let at = 0;
  let scale = 1_000_000;
  let ticks: number | null = null;
  let inInfo = false;
  let infoEnd = bytes.length;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    if (!id) return null;
    const size = vint(bytes, at + id.length, false);
    if (!size) return null;
    const body = at + id.length + size.length;
    if (inInfo && body >= infoEnd) break;
    if (id.value === SEGMENT_ID) {
      at = body;
    } else if (id.value === INFO_ID) {
      inInfo = true;
      infoEnd = Math.min(body + size.value, bytes.length);
      at = body;
    } else {
      if (inInfo && id.value === TIMECODE_SCALE_ID) {
        scale = 0;
        for (let i = 0; i < size.value; i++) scale = scale * 256 + (bytes[body + i] ?? 0);
      } else if (inInfo && id.value === DURATION_ID && body + size.value <= bytes.length) {
        const data = view(bytes.subarray(body, body + size.value));
        ticks = size.value === 4 ? data.getFloat32(0) : data.getFloat64(0);
      } else if (!inInfo && id.value !== EBML_ID && id.value !== SEGMENT_ID && !Number.isFinite(size.value)) {
        return null;
      }
      at = body + size.value;
    }
  }
  return ticks === null ? null : Math.round((ticks * scale) / 1_000_000);
}
