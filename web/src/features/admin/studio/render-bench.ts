import { firstMotion, readDrawing } from '@dtm/animate';
import { ClipRenderer, type ClipSpec, clipSize, loadPhoto } from '@dtm/animate/render';
import { encodeClip, encodeFrames } from '../../../lib/video-encode';

/** What one benchmark run measured (tools/bench/studio-render.ts prints it). */
export type RenderBenchResult = {
  seconds: number;
  frames: number;
  renderer: 'software' | 'webgl' | 'canvas';
  /** The studio's whole render: drawing and encoding every frame into a file. */
  encodeMs: number;
  /** Where the time goes (ms for the whole clip): solving the mesh, drawing, reading the pixels back, encoding alone. */
  breakdown: { solveMs: number; drawMs: number; readMs: number; encodeOnlyMs: number };
  bytes: number;
  codec: 'avc' | 'vp9';
  /** A second render of the first frames gave the very same pixels. */
  samePixels: boolean;
  /** Every frame of the clip's second pass had the same pixels as the first pass's. */
  passesSame: boolean;
  /** The mean pixel difference (0-255) from the last frame of a pass back to the first, and the largest between two other frames. */
  wrap: { step: number; largest: number };
  /** The file, base64 (when asked for). */
  video?: string;
  /** PNG data URLs of the frames asked for. */
  looks: string[];
};

export type RenderBenchOptions = {
  seconds: number;
  codec?: 'avc' | 'vp9';
  /** Draw on a canvas (WebGL or 2D) and read the pixels back, as the studio did before the software path. */
  onCanvas?: 'webgl' | 'canvas';
  scale?: number;
  keepVideo?: boolean;
  look?: number[];
  /** A motion of the figure's plan; its plan's first when not given. */
  motion?: string;
};

/** A small checksum of a frame's pixels (FNV-1a over every 7th byte). */
function checksum(pixels: Uint8Array): number {
  let hash = 2166136261;
  for (let i = 0; i < pixels.length; i += 7) hash = Math.imul(hash ^ (pixels[i] as number), 16777619);
  return hash >>> 0;
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The studio's render of a drawing at `imageUrl` (read as the studio's automatic start reads it:
 * `loadPhoto`, then `readDrawing`, here on the page's thread: the bundle has no worker) as a
 * 1024x600 clip of about `seconds`: for the benchmark, not the app.
 */
export async function benchRender(imageUrl: string, options: RenderBenchOptions): Promise<RenderBenchResult> {
  const how = options.onCanvas ? { preferWebgl: options.onCanvas === 'webgl' } : { software: true };
  const photo = await loadPhoto(await (await fetch(imageUrl)).blob());
  const { image, mask, skeleton, joints } = readDrawing(photo);
  const canvas = () => Object.assign(document.createElement('canvas'), clipSize('frame-7', 'landscape'));
  const spec: ClipSpec = {
    figure: { image, mask, skeleton, joints },
    motions: [{ motion: options.motion ?? firstMotion(skeleton), cycles: 1 }],
    clipSeconds: options.seconds,
    framing: { scale: options.scale ?? 1, offsetX: 0, offsetY: 0 },
    background: { colour: '#fbf7ef' },
  };
  const parts = new ClipRenderer(canvas(), spec, how);
  const { width, height } = parts.canvas;
  const frames = parts.plan.frames;
  let started = performance.now();
  parts.draw(0);
  const solveMs = performance.now() - started;
  started = performance.now();
  for (let n = 0; n < frames; n++) parts.draw(n);
  const drawMs = performance.now() - started;
  const pixels = new Uint8Array(width * height * 4);
  started = performance.now();
  for (let n = 0; n < frames; n++) parts.readPixels(pixels);
  const readMs = performance.now() - started;
  // Encoding alone: 30 different frames drawn and read first, then encoded in turn.
  const held = Array.from({ length: 30 }, (_, k) => {
    parts.draw(k);
    const out = new Uint8Array(width * height * 4);
    parts.readPixels(out);
    return out;
  });
  // The loop's wrap as a viewer sees it: the mean difference of the pixels from one frame to the next.
  const period = frames / parts.plan.passes;
  const previous = new Uint8Array(width * height * 4);
  const meanStep = (a: Uint8Array, b: Uint8Array) => {
    let sum = 0;
    for (let i = 0; i < a.length; i += 4)
      sum +=
        Math.abs((a[i] as number) - (b[i] as number)) +
        Math.abs((a[i + 1] as number) - (b[i + 1] as number)) +
        Math.abs((a[i + 2] as number) - (b[i + 2] as number));
    return sum / ((a.length / 4) * 3);
  };
  let largest = 0;
  let wrapStep = 0;
  parts.draw(0);
  parts.readPixels(previous);
  const firstFrame = previous.slice();
  for (let n = 1; n < period; n++) {
    parts.draw(n);
    parts.readPixels(pixels);
    largest = Math.max(largest, meanStep(previous, pixels));
    previous.set(pixels);
  }
  wrapStep = meanStep(previous, firstFrame);
  // Two passes drawn one after the other: frame n of the second is frame n of the first.
  let passesSame = true;
  if (parts.plan.passes > 1) {
    for (let n = 0; n < period && passesSame; n++) {
      parts.draw(n);
      parts.readPixels(pixels);
      const first = checksum(pixels);
      parts.draw(n + period);
      parts.readPixels(pixels);
      passesSame = first === checksum(pixels);
    }
  }
  const looks = (options.look ?? []).map((n) => {
    parts.draw(n);
    parts.readPixels(pixels);
    const shown = Object.assign(document.createElement('canvas'), { width, height });
    shown.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
    return shown.toDataURL('image/png');
  });
  parts.dispose();
  started = performance.now();
  await encodeFrames(
    { width, height, frames, fps: parts.plan.fps, rgba: (n, out) => out.set(held[n % held.length] as Uint8Array) },
    options.codec ? { codec: options.codec } : {},
  );
  const encodeOnlyMs = performance.now() - started;

  const clip = new ClipRenderer(canvas(), spec, how);
  started = performance.now();
  const video = await encodeClip(clip, options.codec ? { codec: options.codec } : {});
  const encodeMs = performance.now() - started;
  clip.dispose();
  // The same spec drawn twice, frame by frame: the same pixels (no clock, no randomness).
  const sums = () => {
    const again = new ClipRenderer(canvas(), spec, how);
    const out: number[] = [];
    for (let n = 0; n < Math.min(45, again.plan.frames); n++) {
      again.draw(n);
      again.readPixels(pixels);
      out.push(checksum(pixels));
    }
    again.dispose();
    return out.join(',');
  };
  const once = sums();
  const samePixels = once === sums();
  return {
    samePixels,
    passesSame,
    seconds: clip.plan.seconds,
    frames,
    renderer: clip.kind,
    encodeMs,
    breakdown: { solveMs, drawMs, readMs, encodeOnlyMs },
    wrap: { step: wrapStep, largest },
    bytes: video.blob.size,
    codec: video.codec,
    looks,
    ...(options.keepVideo ? { video: await base64(video.blob) } : {}),
  };
}
