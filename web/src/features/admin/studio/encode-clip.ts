/**
 * Encodes a clip drawn frame by frame (ClipRenderer) into a video file in the browser: WebCodecs'
 * VideoEncoder, H.264 in MP4 where the browser encodes H.264, else VP9 in WebM.
 *
 * The container is written by mediabunny: the maintained successor of mp4-muxer and webm-muxer by
 * the same author (one package for both containers, typed, no dependencies, tree-shakable), and it
 * drives VideoEncoder itself with back-pressure, so no container or encoder plumbing is ours.
 */
import type { ClipRenderer } from '@dtm/animate/render';
import {
  BufferTarget,
  Mp4OutputFormat,
  Output,
  type VideoCodec,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
} from 'mediabunny';
import { bitrateFor, chooseCodec } from '../../../lib/video-encode';

export { chooseCodec };

/** What the studio says when the browser can encode neither format (nothing is saved then). */
export const CANNOT_ENCODE =
  'This browser cannot make video files (it encodes neither H.264 nor VP9). Please use a current Chrome, Edge or Safari.';

export type EncodedClip = {
  blob: Blob;
  type: 'video/mp4' | 'video/webm';
  extension: 'mp4' | 'webm';
  codec: 'avc' | 'vp9';
};

/** Thrown when the admin cancels; nothing was kept. */
export class EncodeCancelled extends Error {
  constructor() {
    super('The render was cancelled.');
    this.name = 'EncodeCancelled';
  }
}

/**
 * Draws every frame of `clip` in order and encodes it. Each frame goes to the encoder as its RGBA
 * pixels (ClipRenderer.readPixels), so what is encoded is exactly what was drawn. `onProgress` gets 0..1; aborting `signal`
 * stops at the next frame, discards everything and throws EncodeCancelled.
 */
export async function encodeClip(
  clip: ClipRenderer,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; codec?: 'avc' | 'vp9' } = {},
): Promise<EncodedClip> {
  const { width, height } = clip.canvas;
  const codec = options.codec ?? (await chooseCodec(width, height));
  if (!codec) throw new Error(CANNOT_ENCODE);
  const mp4 = codec === 'avc';
  const target = new BufferTarget();
  const output = new Output({
    format: mp4 ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const source = new VideoSampleSource({
    codec: codec as VideoCodec,
    bitrate: bitrateFor(width, height),
    keyFrameInterval: 2,
    latencyMode: 'quality',
  });
  output.addVideoTrack(source, { frameRate: clip.plan.fps });
  await output.start();
  const { frames, fps } = clip.plan;
  const pixels = new Uint8Array(width * height * 4);
  try {
    for (let n = 0; n < frames; n++) {
      if (options.signal?.aborted) throw new EncodeCancelled();
      clip.draw(n);
      clip.readPixels(pixels);
      const sample = new VideoSample(pixels, {
        format: 'RGBA',
        codedWidth: width,
        codedHeight: height,
        timestamp: n / fps,
        duration: 1 / fps,
      });
      try {
        await source.add(sample);
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
