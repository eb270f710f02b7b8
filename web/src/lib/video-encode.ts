/**
 * Video files made in the browser from frames drawn one by one: WebCodecs' VideoEncoder, H.264 in
 * MP4 where the browser encodes it, else VP9 in WebM, written by mediabunny (the maintained successor
 * of mp4-muxer and webm-muxer, loaded on first use). Frames are encoded in parts that each start
 * with a key frame, so a long render can be kept part by part and resumed (the studio's jobs). Each
 * frame has its own timestamp (n / fps), so the file is the same however busy the device is, unlike
 * a recording of the screen in real time. One encoder for every clip the shop makes: the studio's
 * renders and the instant preview's download.
 *
 * The frames go to the encoder as BT.709 limited-range I420 that we convert ourselves (rgbaToI420)
 * and tag as such, so the file says `yuv420p` BT.709 and players show the colours drawn.
 */
import { CLIP_COLOR_SPACE, ClipRenderer, type ClipSpec, i420Size, rgbaToI420 } from '@dtm/animate/render';

/** The WebCodecs codec strings asked about: H.264 High profile level 4.0 (up to 1080p), VP9 profile 0. */
const CODEC_STRINGS: Record<'avc' | 'vp9', string> = { avc: 'avc1.640028', vp9: 'vp09.00.40.08' };

export type VideoCodecChoice = 'avc' | 'vp9';

/** What the studio says when the browser can encode neither format (nothing is saved then). */
export const CANNOT_ENCODE =
  'This browser cannot make video files (it encodes neither H.264 nor VP9). Please use a current Chrome, Edge or Safari.';

/** Bits per second for a size: about 3.3 bits per pixel per second (a drawing on a flat background). */
export function bitrateFor(width: number, height: number): number {
  return Math.round(Math.min(8_000_000, Math.max(1_000_000, width * height * 3.3)));
}

/** H.264 when VideoEncoder takes it at this size, else VP9, else null (the browser cannot encode). */
export async function chooseCodec(width: number, height: number): Promise<VideoCodecChoice | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  for (const codec of ['avc', 'vp9'] as const) {
    try {
      const { supported } = await VideoEncoder.isConfigSupported({
        codec: CODEC_STRINGS[codec],
        width,
        height,
        bitrate: bitrateFor(width, height),
        framerate: 30,
      });
      if (supported) return codec;
    } catch {
      // A codec string the browser does not know: try the next.
    }
  }
  return null;
}

export type EncodedClip = {
  blob: Blob;
  type: 'video/mp4' | 'video/webm';
  extension: 'mp4' | 'webm';
  codec: VideoCodecChoice;
};

/** Thrown when the person cancels; nothing was kept. */
export class EncodeCancelled extends Error {
  constructor() {
    super('The render was cancelled.');
    this.name = 'EncodeCancelled';
  }
}

export type EncodeOptions = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  codec?: VideoCodecChoice;
};

/** Frames to encode: `rgba(n, out)` writes frame n's pixels (width x height RGBA, top row first). */
export type FrameSource = {
  width: number;
  height: number;
  frames: number;
  fps: number;
  rgba: (n: number, out: Uint8Array) => void;
};

/** One encoded packet of a part: key or delta, its time and length in seconds, its bytes. */
export type EncodedPacketData = { type: 'key' | 'delta'; timestamp: number; duration: number; data: Uint8Array };

/**
 * Frames `from` to `to` (exclusive) encoded on their own: the first is a key frame, so parts made
 * at different times (a render resumed in another tab) join into one file. `description` is the
 * encoder's decoder configuration (H.264's avcC; none for VP9): parts join only when it matches.
 */
export type EncodedPart = {
  from: number;
  to: number;
  codec: VideoCodecChoice;
  /** The codec string the encoder reported (for the file's sample description). */
  decoderCodec: string;
  width: number;
  height: number;
  fps: number;
  description: Uint8Array | null;
  packets: EncodedPacketData[];
};

/** Seconds between key frames: a part is a whole number of these. */
export const KEY_FRAME_SECONDS = 2;

/** Resolves once the encoder's queue is short again (WebCodecs' back-pressure). */
function drained(encoder: VideoEncoder): Promise<void> {
  if (encoder.encodeQueueSize <= 4) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      encoder.removeEventListener('dequeue', done);
      clearTimeout(timer);
      resolve();
    };
    // A browser without the dequeue event: look again shortly.
    const timer = setTimeout(done, 20);
    encoder.addEventListener('dequeue', done);
  });
}

/**
 * Encodes frames `from`..`to` of `source` (WebCodecs' VideoEncoder, BT.709 limited I420 we convert
 * ourselves), a key frame every KEY_FRAME_SECONDS counted from `from`. `onFrame` hears each frame
 * done; aborting `signal` stops at the next frame and throws EncodeCancelled.
 */
export async function encodePart(
  source: FrameSource,
  range: { from: number; to: number },
  options: { codec: VideoCodecChoice; signal?: AbortSignal; onFrame?: (n: number) => void },
): Promise<EncodedPart> {
  const { width, height, fps } = source;
  const { codec } = options;
  const packets: EncodedPacketData[] = [];
  let description: Uint8Array | null = null;
  let decoderCodec = CODEC_STRINGS[codec];
  let failure: unknown = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      packets.push({ type: chunk.type, timestamp: chunk.timestamp / 1e6, duration: (chunk.duration ?? 0) / 1e6, data });
      const config = meta?.decoderConfig;
      if (config) {
        decoderCodec = config.codec;
        if (config.description && !description) {
          const from = config.description;
          description = ArrayBuffer.isView(from)
            ? new Uint8Array(from.buffer.slice(from.byteOffset, from.byteOffset + from.byteLength))
            : new Uint8Array(from.slice(0));
        }
      }
    },
    error: (error) => {
      failure = error;
    },
  });
  encoder.configure({
    codec: CODEC_STRINGS[codec],
    width,
    height,
    bitrate: bitrateFor(width, height),
    framerate: fps,
    latencyMode: 'quality',
    ...(codec === 'avc' ? { avc: { format: 'avc' as const } } : {}),
  });
  const pixels = new Uint8Array(width * height * 4);
  const yuv = new Uint8Array(i420Size(width, height));
  const keyEvery = Math.max(1, Math.round(KEY_FRAME_SECONDS * fps));
  try {
    for (let n = range.from; n < range.to; n++) {
      if (options.signal?.aborted) throw new EncodeCancelled();
      if (failure) throw failure;
      source.rgba(n, pixels);
      rgbaToI420(pixels, width, height, yuv);
      const frame = new VideoFrame(yuv, {
        format: 'I420',
        codedWidth: width,
        codedHeight: height,
        timestamp: Math.round((n * 1e6) / fps),
        duration: Math.round(1e6 / fps),
        colorSpace: CLIP_COLOR_SPACE,
      });
      try {
        encoder.encode(frame, { keyFrame: (n - range.from) % keyEvery === 0 });
      } finally {
        frame.close();
      }
      await drained(encoder);
      options.onFrame?.(n);
      // Let the page paint the progress bar and hear a Cancel now and then.
      if (n % 8 === 7) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (options.signal?.aborted) throw new EncodeCancelled();
    await encoder.flush();
    if (failure) throw failure;
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
  return { ...range, codec, decoderCodec, width, height, fps, description, packets };
}

/** Thrown when parts made by different encoders cannot share one file (the render starts over). */
export class PartsDoNotJoin extends Error {
  constructor() {
    super('The parts of this render were made by different encoders and cannot be joined.');
    this.name = 'PartsDoNotJoin';
  }
}

const sameBytes = (a: Uint8Array | null, b: Uint8Array | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((byte, i) => byte === b[i]));

/** Joins encoded parts, in order, into one MP4 (H.264) or WebM (VP9) file (mediabunny writes it). */
export async function muxParts(parts: EncodedPart[]): Promise<EncodedClip> {
  const first = parts[0];
  if (!first) throw new Error('The video could not be made. Please try again.');
  if (parts.some((part) => part.codec !== first.codec || !sameBytes(part.description, first.description))) {
    throw new PartsDoNotJoin();
  }
  const { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, WebMOutputFormat } =
    await import('mediabunny');
  const mp4 = first.codec === 'avc';
  const target = new BufferTarget();
  const output = new Output({
    format: mp4 ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const video = new EncodedVideoPacketSource(first.codec);
  output.addVideoTrack(video, { frameRate: first.fps });
  await output.start();
  const decoderConfig: VideoDecoderConfig = {
    codec: first.decoderCodec,
    codedWidth: first.width,
    codedHeight: first.height,
    colorSpace: CLIP_COLOR_SPACE,
    ...(first.description ? { description: first.description } : {}),
  };
  try {
    let meta: EncodedVideoChunkMetadata | undefined = { decoderConfig };
    for (const part of parts) {
      for (const packet of part.packets) {
        await video.add(new EncodedPacket(packet.data, packet.type, packet.timestamp, packet.duration), meta);
        meta = undefined;
      }
    }
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => {});
    throw error;
  }
  if (!target.buffer) throw new Error('The video could not be made. Please try again.');
  const type = mp4 ? 'video/mp4' : 'video/webm';
  return { blob: new Blob([target.buffer], { type }), type, extension: mp4 ? 'mp4' : 'webm', codec: first.codec };
}

/**
 * Encodes every frame of `source` in order into one file (one part, joined). `onProgress` gets
 * 0..1; aborting `signal` stops at the next frame, discards everything and throws EncodeCancelled.
 */
export async function encodeFrames(source: FrameSource, options: EncodeOptions = {}): Promise<EncodedClip> {
  const codec = options.codec ?? (await chooseCodec(source.width, source.height));
  if (!codec) throw new Error(CANNOT_ENCODE);
  const part = await encodePart(
    source,
    { from: 0, to: source.frames },
    { codec, signal: options.signal, onFrame: (n) => options.onProgress?.((n + 1) / source.frames) },
  );
  return muxParts([part]);
}

/** The frames of `clip` as a source: what is encoded is exactly what was drawn. */
export function clipSource(clip: ClipRenderer): FrameSource {
  const { width, height } = clip.canvas;
  return {
    width,
    height,
    frames: clip.plan.frames,
    fps: clip.plan.fps,
    rgba: (n, out) => {
      clip.draw(n);
      clip.readPixels(out);
    },
  };
}

/** Draws every frame of `clip` in order and encodes it. */
export function encodeClip(clip: ClipRenderer, options: EncodeOptions = {}): Promise<EncodedClip> {
  return encodeFrames(clipSource(clip), options);
}

/**
 * The one render of a finished clip, for every file the shop makes (the studio's versions and
 * squares, the instant preview's download): `spec` drawn frame by frame in software (no seams, the
 * same bytes on every machine, nothing read back from a canvas) at `size` and encoded.
 */
export async function renderClipVideo(
  spec: ClipSpec,
  size: { width: number; height: number },
  options: EncodeOptions = {},
): Promise<{ video: EncodedClip; seconds: number }> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const clip = new ClipRenderer(canvas, spec, { software: true });
  try {
    return { video: await encodeClip(clip, options), seconds: clip.plan.seconds };
  } finally {
    clip.dispose();
  }
}
