import { firstMotion, guessSkeleton, recognisePlan, segmentDrawing } from '@dtm/animate';
import { ClipRenderer, clipSize, loadPhoto } from '@dtm/animate/render';
import { encodeClip } from './encode-clip';

/** What one benchmark run measured (tools/bench/studio-render.ts prints it). */
export type RenderBenchResult = {
  seconds: number;
  frames: number;
  renderer: 'webgl' | 'canvas';
  /** Drawing every frame alone, then drawing and encoding them into a file. */
  drawMs: number;
  encodeMs: number;
  bytes: number;
  codec: 'avc' | 'vp9';
  /** A second render of the first frames gave the very same pixels. */
  samePixels: boolean;
};

/** A small checksum of a frame's pixels (FNV-1a over every 7th byte). */
function checksum(pixels: Uint8Array): number {
  let hash = 2166136261;
  for (let i = 0; i < pixels.length; i += 7) hash = Math.imul(hash ^ (pixels[i] as number), 16777619);
  return hash >>> 0;
}

/**
 * The studio's render of a drawing at `imageUrl` (cut out and rigged as the studio's automatic
 * start does) as a 1024x600 clip of about `seconds`: for the benchmark, not the app.
 */
export async function benchRender(
  imageUrl: string,
  seconds: number,
  codec?: 'avc' | 'vp9',
  preferWebgl = true,
): Promise<RenderBenchResult> {
  const photo = await loadPhoto(await (await fetch(imageUrl)).blob());
  const { image, mask } = segmentDrawing(photo);
  const guess = guessSkeleton(mask, recognisePlan(mask).plan);
  const canvas = () => Object.assign(document.createElement('canvas'), clipSize('frame-7', 'landscape'));
  const spec = {
    figure: { image, mask, skeleton: guess.skeleton, joints: guess.joints },
    motions: [{ motion: firstMotion(guess.skeleton), cycles: 1 }],
    clipSeconds: seconds,
    framing: { scale: 1, offsetX: 0, offsetY: 0 },
    background: { colour: '#fbf7ef' },
  };
  const drawOnly = new ClipRenderer(canvas(), spec, { preferWebgl });
  let started = performance.now();
  for (let n = 0; n < drawOnly.plan.frames; n++) drawOnly.draw(n);
  const drawMs = performance.now() - started;
  drawOnly.dispose();
  const clip = new ClipRenderer(canvas(), spec, { preferWebgl });
  started = performance.now();
  const video = await encodeClip(clip, codec ? { codec } : {});
  const encodeMs = performance.now() - started;
  clip.dispose();
  // The same spec drawn twice, frame by frame: the same pixels (no clock, no randomness).
  const sums = () => {
    const again = new ClipRenderer(canvas(), spec, { preferWebgl });
    const pixels = new Uint8Array(again.canvas.width * again.canvas.height * 4);
    const out: number[] = [];
    for (let n = 0; n < Math.min(45, again.plan.frames); n++) {
      again.draw(n);
      again.readPixels(pixels);
      out.push(checksum(pixels));
    }
    again.dispose();
    return out.join(',');
  };
  const first = sums();
  const samePixels = first === sums();
  return {
    samePixels,
    seconds: clip.plan.seconds,
    frames: clip.plan.frames,
    renderer: clip.kind,
    drawMs,
    encodeMs,
    bytes: video.blob.size,
    codec: video.codec,
  };
}
