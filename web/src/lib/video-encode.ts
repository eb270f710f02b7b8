/**
 * Video files made in the browser from frames drawn one by one: WebCodecs' VideoEncoder, H.264 in
 * MP4 where the browser encodes it, else VP9 in WebM, written by mediabunny (the maintained successor
 * of mp4-muxer and webm-muxer, loaded on first use; it drives VideoEncoder with back-pressure). Each
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

/**
 * Encodes every frame of `source` in order. `onProgress` gets 0..1; aborting `signal` stops at the
 * next frame, discards everything and throws EncodeCancelled.
 */
export async function encodeFrames(source: FrameSource, options: EncodeOptions = {}): Promise<EncodedClip> {
  const { width, height, frames, fps } = source;
  const codec = options.codec ?? (await chooseCodec(width, height));
  if (!codec) throw new Error(CANNOT_ENCODE);
  const { BufferTarget, Mp4OutputFormat, Output, VideoSample, VideoSampleSource, WebMOutputFormat } = await import(
    'mediabunny'
  );
  const mp4 = codec === 'avc';
  const target = new BufferTarget();
  const output = new Output({
    format: mp4 ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const video = new VideoSampleSource({
    codec,
    bitrate: bitrateFor(width, height),
    keyFrameInterval: 2,
    latencyMode: 'quality',
  });
  output.addVideoTrack(video, { frameRate: fps });
  await output.start();
  const pixels = new Uint8Array(width * height * 4);
  const yuv = new Uint8Array(i420Size(width, height));
  try {
    for (let n = 0; n < frames; n++) {
      if (options.signal?.aborted) throw new EncodeCancelled();
      source.rgba(n, pixels);
      rgbaToI420(pixels, width, height, yuv);
      const sample = new VideoSample(yuv, {
        format: 'I420',
        codedWidth: width,
        codedHeight: height,
        timestamp: n / fps,
        duration: 1 / fps,
        colorSpace: CLIP_COLOR_SPACE,
      });
      try {
        await video.add(sample);
      } finally {
        sample.close();
      }
      options.onProgress?.((n + 1) / frames);
      // Let the page paint the progress bar and hear a Cancel now and then.
      if (n % 8 === 7) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (options.signal?.aborted) throw new EncodeCancelled();
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => {});
    throw error;
  }
  if (!target.buffer) throw new Error('The video could not be made. Please try again.');
  const type = mp4 ? 'video/mp4' : 'video/webm';
  return { blob: new Blob([target.buffer], { type }), type, extension: mp4 ? 'mp4' : 'webm', codec };
}

/** Draws every frame of `clip` in order and encodes it: what is encoded is exactly what was drawn. */
export function encodeClip(clip: ClipRenderer, options: EncodeOptions = {}): Promise<EncodedClip> {
  const { width, height } = clip.canvas;
  return encodeFrames(
    {
      width,
      height,
      frames: clip.plan.frames,
      fps: clip.plan.fps,
      rgba: (n, out) => {
        clip.draw(n);
        clip.readPixels(out);
      },
    },
    options,
  );
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
