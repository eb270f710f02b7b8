/**
 * A four-legged figure's legs: what hangs below the belly line (the first row under the body's
 * middle where the figure covers much less of the body's width), piece by piece; a piece holding
 * two legs drawn together is split in two.
 */
import type { Point } from '../core/types';
import { components } from './grid';
import type { Shape } from './shape';

export type Leg = { root: Point; knee: Point; foot: Point };

export function legsBelowBody(shape: Shape): { legs: Leg[]; belly: number; inLeg: Uint8Array } {
  const { mask, bodyBox, box } = shape;
  const { width, height } = mask;
  const coverage = (y: number) => {
    let n = 0;
    for (let x = bodyBox.x0; x <= bodyBox.x1; x++) n += mask.data[y * width + x] as number;
    return n;
  };
  const startY = Math.round((bodyBox.y0 + bodyBox.y1) / 2);
  let most = 0;
  for (let y = bodyBox.y0; y <= startY; y++) most = Math.max(most, coverage(y));
  let belly = box.y1;
  for (let y = startY; y <= box.y1; y++) {
    if (coverage(y) < 0.6 * most) {
      belly = y;
      break;
    }
  }
  // Legs drawn close together may still touch just under the belly: cut them apart a third of the way down.
  const cut = Math.round(belly + 0.35 * (box.y1 - belly));
  const below = new Uint8Array(width * height);
  for (let y = cut; y <= box.y1; y++)
    for (let x = 0; x < width; x++) below[y * width + x] = mask.data[y * width + x] as number;
  const figureHeight = box.y1 - box.y0 + 1;
  const pieces = components({ width, height, data: below })
    .regions.map((pixels) => {
      let bottom = 0;
      let x0 = width;
      let x1 = 0;
      for (const i of pixels) {
        const x = i % width;
        bottom = Math.max(bottom, (i - x) / width);
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
      return { pixels, bottom, x0, x1 };
    })
    // Legs reach the ground; a hanging tail or a low head does not.
    .filter((piece) => piece.bottom >= box.y1 - 0.15 * figureHeight && piece.pixels.length >= 4)
    .sort((a, b) => b.pixels.length - a.pixels.length)
    .slice(0, 4);
  const inLeg = new Uint8Array(width * height);
  for (const piece of pieces) for (const i of piece.pixels) inLeg[i] = 1;

  // Each piece as one leg, or split at its middle column when too few pieces were found.
  type Part = { pixels: number[]; x0: number; x1: number };
  let parts: Part[] = pieces.map(({ pixels, x0, x1 }) => ({ pixels, x0, x1 }));
  while (parts.length > 0 && parts.length < 4) {
    parts.sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0));
    const widest = parts[0] as Part;
    if (widest.x1 - widest.x0 < 3) break;
    const cut = (widest.x0 + widest.x1) / 2;
    const left = widest.pixels.filter((i) => i % width < cut);
    const right = widest.pixels.filter((i) => i % width >= cut);
    parts = parts.slice(1).concat([
      { pixels: left, x0: widest.x0, x1: Math.floor(cut) },
      { pixels: right, x0: Math.ceil(cut), x1: widest.x1 },
    ]);
  }
  const legs = parts
    .filter((part) => part.pixels.length > 0)
    .map((part) => {
      const rows = new Map<number, number[]>();
      for (const i of part.pixels) {
        const x = i % width;
        const y = (i - x) / width;
        const row = rows.get(y) ?? [];
        row.push(x);
        rows.set(y, row);
      }
      const ys = [...rows.keys()].sort((a, b) => a - b);
      const centreOf = (y: number): Point => {
        const xs = rows.get(y) as number[];
        return { x: xs.reduce((a, b) => a + b, 0) / xs.length, y };
      };
      const top = ys[0] as number;
      // The root just above the belly line, the foot a little above the sole.
      // The leg starts inside the body, a little above the belly line; the knee half way to the foot.
      const footY = ys[Math.max(0, Math.round(ys.length - 1 - 0.06 * ys.length))] as number;
      const foot = centreOf(footY);
      const start = centreOf(top);
      let back = Math.min(top, belly);
      while (back > 0 && mask.data[(back - 1) * width + Math.round(start.x)]) back--;
      const root = { ...start, y: belly - 0.35 * (belly - back) };
      const kneeY = (root.y + foot.y) / 2;
      if (kneeY >= top) return { root, knee: centreOf(ys.find((y) => y >= kneeY) ?? top), foot };
      // Short legs: the piece starts below the knee. The knee on the line from the root to the foot,
      // in the middle of the leg's row there when that row is about as wide as the leg.
      const t = (kneeY - root.y) / Math.max(1, foot.y - root.y);
      const knee = { x: root.x + t * (foot.x - root.x), y: kneeY };
      const row = Math.round(kneeY);
      let a = Math.round(knee.x);
      let b = a;
      if (mask.data[row * width + a]) {
        while (a > 0 && mask.data[row * width + a - 1]) a--;
        while (b < width - 1 && mask.data[row * width + b + 1]) b++;
        if (b - a <= 1.5 * (part.x1 - part.x0 + 1)) knee.x = (a + b) / 2;
      }
      return { root, knee, foot };
    });
  return { legs, belly, inLeg };
}
