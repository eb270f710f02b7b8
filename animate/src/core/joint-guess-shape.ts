/** Shape readings under the standing-figure joint guess (joint-guess.ts): the waist above a skirt, the columns a figure stands on. Work-mask pixels. */
import type { Plane } from './types';

type Limb = { root: { x: number; y: number }; middle: { x: number; y: number }; tip: { x: number; y: number } };

/**
 * The waist above a wide skirt the legs come out of, or null when there is none: going up from
 * the hem (its widest last rows), the body (its run of pixels across `axis`) narrows steadily and then stops narrowing,
 * in the lower half between the shoulders and the hem, at most 1/1.4 of the hem's width. A dress
 * that narrows all the way up to the shoulders keeps its hips at the hem.
 */
export function skirtWaist(mask: Plane, axis: number, right: Limb, left: Limb, shouldersY: number): number | null {
  const { width, data } = mask;
  const across = (y: number) => {
    if (y < 0 || y >= mask.height || !data[y * width + axis]) return 0;
    let a = axis;
    let b = axis;
    while (a > 0 && data[y * width + a - 1]) a--;
    while (b < width - 1 && data[y * width + b + 1]) b++;
    return b - a + 1;
  };
  const smoothed = (y: number) => (across(y - 1) + across(y) + across(y + 1)) / 3;
  const hem = Math.round(Math.min(right.root.y, left.root.y)) - 1;
  if (hem - shouldersY < 4) return null;
  // The hem's outline is ragged (a cut-out): the climb starts from the widest of its last rows.
  let widest = hem;
  for (let y = hem - 1; y >= hem - Math.max(2, Math.round(0.1 * (hem - shouldersY))); y--) {
    if (smoothed(y) > smoothed(widest)) widest = y;
  }
  let y = widest;
  while (y - 3 > shouldersY && smoothed(y - 3) < smoothed(y) - 1) y--;
  const flares = smoothed(widest) >= 1.4 * smoothed(y);
  return flares && y > shouldersY + 0.4 * (hem - shouldersY) ? y : null;
}

/** The columns the figure stands on: those whose lowest pixel is within 6 % of its height of the bottom. */
export function groundSpan(mask: Plane, box: { x0: number; y0: number; x1: number; y1: number }, figureHeight: number) {
  let x0 = box.x1;
  let x1 = box.x0;
  for (let x = box.x0; x <= box.x1; x++) {
    for (let y = box.y1; y >= box.y1 - 0.06 * figureHeight; y--) {
      if (!mask.data[y * mask.width + x]) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      break;
    }
  }
  return x1 >= x0 ? { x0, x1 } : { x0: box.x0, x1: box.x1 };
}

/**
 * The mask shrunk to width x height: a pixel is set where its box of the mask is 40 % set, or
 * where it holds part of a line too thin for that (a stick leg, an antenna, as one pixel wide
 * at the shrunk size), so lines drawn as one stroke are not lost to the guess.
 */
export function shrinkKeepingLines(mask: Plane, width: number, height: number): Plane {
  const counts = new Float32Array(width * height);
  const totals = new Float32Array(width * height);
  for (let y = 0; y < mask.height; y++) {
    const wy = Math.min(height - 1, Math.floor((y * height) / mask.height));
    for (let x = 0; x < mask.width; x++) {
      const i = wy * width + Math.min(width - 1, Math.floor((x * width) / mask.width));
      totals[i] = (totals[i] as number) + 1;
      if (mask.data[y * mask.width + x]) counts[i] = (counts[i] as number) + 1;
    }
  }
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    const share = (counts[i] as number) / Math.max(1, totals[i] as number);
    data[i] = share >= 0.4 ? 1 : 0;
  }
  // A line: some of its box set, with at most two set pixels round it (a gap in a thin line; the
  // rim of a thick shape has its inside next to it).
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (data[i] || !(counts[i] as number)) continue;
      let around = 0;
      for (const j of [i - width - 1, i - width, i - width + 1, i - 1, i + 1, i + width - 1, i + width, i + width + 1])
        if (data[j] === 1) around++;
      if (around <= 2) data[i] = 2;
    }
  }
  for (let i = 0; i < data.length; i++) if (data[i] === 2) data[i] = 1;
  return { width, height, data };
}
