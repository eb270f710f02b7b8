import { ClipRenderer, type ClipSpec } from '@dtm/animate/render';

/**
 * Plays several figures of the page together on the stage's canvas, looping: the clip renderer
 * the studio and the finished video use, so they stand as they will in the studio's first recipe.
 * Returns what stops it.
 */
export function playGroup(canvas: HTMLCanvasElement, spec: ClipSpec): () => void {
  const clip = new ClipRenderer(canvas, spec);
  canvas.dataset.renderer = clip.kind;
  let handle = 0;
  let shown = -1;
  const started = performance.now();
  const tick = (now: number) => {
    const n = Math.floor(((now - started) / 1000) * clip.plan.fps) % clip.plan.frames;
    if (n !== shown) clip.draw(n);
    shown = n;
    handle = requestAnimationFrame(tick);
  };
  handle = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(handle);
    clip.dispose();
  };
}
