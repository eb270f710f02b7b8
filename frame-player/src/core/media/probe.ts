import { open } from 'node:fs/promises';
import { SNIFF_BYTES, type Sniffed, sniffMedia } from '../playable.ts';
import { mp4Truncation, probeMp4 } from './mp4-probe.ts';
import type { TrackInfo } from './probe-types.ts';
import { probeWebm, WEBM_PROBE_BYTES } from './webm-probe.ts';

export type Codec = 'h264' | 'hevc' | 'vp8' | 'vp9' | 'av1' | 'other' | 'unknown';

/** A video file as its bytes describe it, before anything is copied. */
export interface VideoInfo extends TrackInfo {
  sniffed: Extract<Sniffed, { video: true }>;
  codec: Codec;
  size: number;
}

export type ProbeResult = { video: true; info: VideoInfo } | { video: false; reason: string };

const CODECS: Record<string, Codec> = {
  avc1: 'h264',
  avc3: 'h264',
  hvc1: 'hevc',
  hev1: 'hevc',
  dvh1: 'hevc',
  dvhe: 'hevc',
  vp08: 'vp8',
  vp09: 'vp9',
  av01: 'av1',
  V_VP8: 'vp8',
  V_VP9: 'vp9',
  V_AV1: 'av1',
  'V_MPEG4/ISO/AVC': 'h264',
  V_MPEGH_ISO_HEVC: 'hevc',
  'V_MPEGH/ISO/HEVC': 'hevc',
};

/** The codec a sample entry or CodecID names (`other` for ProRes, MPEG-4 part 2, MJPEG...). */
export function codecOf(tag: string | null): Codec {
  if (tag === null) return 'unknown';
  return CODECS[tag] ?? 'other';
}

/** The first bytes of a file, for sniffing. */
export async function readHead(path: string, length = SNIFF_BYTES): Promise<{ head: Uint8Array; size: number }> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return { head: buffer.subarray(0, bytesRead), size: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

/**
 * What a file is, from its bytes only: the container family, the video codec (so HEVC is known
 * without trying to play it), its size, frame rate and duration. `video: false` says why not.
 */
export async function probeMedia(path: string): Promise<ProbeResult> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    const read = async (position: number, length: number): Promise<Uint8Array> => {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, size - position)));
      if (buffer.length === 0) return buffer;
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    };
    const sniffed = sniffMedia(await read(0, SNIFF_BYTES));
    if (!sniffed.video) return { video: false, reason: sniffed.reason };
    let track: TrackInfo | null = null;
    if (sniffed.family === 'webm' || sniffed.family === 'matroska') track = probeWebm(await read(0, WEBM_PROBE_BYTES));
    else if (sniffed.family !== 'avi') track = await probeMp4(read, size).catch(() => null);
    // A copy cut short keeps its movie header at the front: it sniffs and decodes, then fails part-way.
    if (track && sniffed.container === 'mp4' && (await mp4Truncation(read, size).catch(() => null))) {
      return { video: false, reason: 'incomplete' };
    }
    if (!track && sniffed.container === 'mp4') {
      // A moov without a video track is sound only. No moov at all: a recording cut short (ftyp,
      // then media data, never finished), or not QuickTime in the first place (no ftyp either).
      if (await hasMoov(read, size)) return { video: false, reason: 'no-video-track' };
      return { video: false, reason: sniffed.brand === null ? 'not-a-video' : 'incomplete' };
    }
    const known = track ?? { codecTag: null, width: null, height: null, fps: null, durationMs: null };
    return { video: true, info: { ...known, sniffed, codec: codecOf(known.codecTag), size } };
  } finally {
    await handle.close();
  }
}

async function hasMoov(
  read: (position: number, length: number) => Promise<Uint8Array>,
  size: number,
): Promise<boolean> {
  let at = 0;
  for (let i = 0; i < 64 && at + 8 <= size; i++) {
    const header = await read(at, 16);
    if (header.length < 8) return false;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    let boxSize = view.getUint32(0);
    if (String.fromCharCode(...header.subarray(4, 8)) === 'moov') return true;
    if (boxSize === 1 && header.length >= 16) boxSize = Number(view.getBigUint64(8));
    if (boxSize < 8) return false;
    at += boxSize;
  }
  return false;
}
