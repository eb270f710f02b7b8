import type { TrackInfo } from './probe-types.ts';

/** WebM writers put Info and Tracks before the first Cluster; this much of the head holds them. */
export const WEBM_PROBE_BYTES = 1024 * 1024;

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const VIDEO = 0xe0;
const CLUSTER = 0x1f43b675;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const DEFAULT_DURATION = 0x23e383;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

interface Element {
  id: number;
  body: number;
  end: number;
}

/** An EBML variable-length integer: its length in bytes and value (marker bit kept for ids). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { length, value: unknown ? Number.POSITIVE_INFINITY : value };
}

function elements(bytes: Uint8Array, start: number, end: number): Element[] {
  const found: Element[] = [];
  let at = start;
  while (at < end && found.length < 4096) {
    const id = vint(bytes, at, true);
    if (!id) break;
    const size = vint(bytes, at + id.length, false);
    if (!size) break;
    const body = at + id.length + size.length;
    const elementEnd = Math.min(body + size.value, end);
    found.push({ id: id.value, body, end: elementEnd });
    if (id.value === CLUSTER) break;
    at = elementEnd;
  }
  return found;
}

function uint(bytes: Uint8Array, element: Element): number {
  let value = 0;
  for (let i = element.body; i < element.end; i++) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

function float(bytes: Uint8Array, element: Element): number | null {
  const length = element.end - element.body;
  if (length !== 4 && length !== 8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.body, length);
  return length === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

/**
 * The first video track of a WebM file, from the head's Tracks element: CodecID (V_VP8, V_VP9,
 * V_AV1...), pixel size and the frame rate from DefaultDuration; the duration from Info.
 */
export function probeWebm(head: Uint8Array): TrackInfo | null {
  const top = elements(head, 0, head.length);
  const segment = top.find((e) => e.id === SEGMENT);
  if (!segment) return null;
  const level1 = elements(head, segment.body, segment.end);
  let durationMs: number | null = null;
  const info = level1.find((e) => e.id === INFO);
  if (info) {
    const fields = elements(head, info.body, info.end);
    const scaleElement = fields.find((e) => e.id === TIMECODE_SCALE);
    const scale = scaleElement ? uint(head, scaleElement) : 1_000_000;
    const durationElement = fields.find((e) => e.id === DURATION);
    const ticks = durationElement ? float(head, durationElement) : null;
    if (ticks !== null) durationMs = Math.round((ticks * scale) / 1_000_000);
  }
  const tracks = level1.find((e) => e.id === TRACKS);
  if (!tracks) return null;
  for (const entry of elements(head, tracks.body, tracks.end).filter((e) => e.id === TRACK_ENTRY)) {
    const fields = elements(head, entry.body, entry.end);
    const type = fields.find((e) => e.id === TRACK_TYPE);
    if (!type || uint(head, type) !== 1) continue;
    const codec = fields.find((e) => e.id === CODEC_ID);
    const frameNs = fields.find((e) => e.id === DEFAULT_DURATION);
    const video = fields.find((e) => e.id === VIDEO);
    const videoFields = video ? elements(head, video.body, video.end) : [];
    const width = videoFields.find((e) => e.id === PIXEL_WIDTH);
    const height = videoFields.find((e) => e.id === PIXEL_HEIGHT);
    const ns = frameNs ? uint(head, frameNs) : 0;
    return {
      codecTag: codec ? String.fromCharCode(...head.subarray(codec.body, codec.end)).replace(/\0+$/, '') : null,
      width: width ? uint(head, width) : null,
      height: height ? uint(head, height) : null,
      fps: ns > 0 ? Math.round((1e9 / ns) * 100) / 100 : null,
      durationMs,
    };
  }
  return null;
}
