import type { Plane, Point } from './types';

/** Paints a round brush stroke from `from` to `to` into a copy of the mask: 1 adds, 0 removes. */
export function paintStroke(mask: Plane, from: Point, to: Point, radius: number, value: 0 | 1): Plane {
  const out = { ...mask, data: mask.data.slice() };
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / Math.max(1, radius / 2)));
  for (let s = 0; s <= steps; s++) {
    const cx = from.x + ((to.x - from.x) * s) / steps;
    const cy = from.y + ((to.y - from.y) * s) / steps;
    const x0 = Math.max(0, Math.floor(cx - radius));
    const x1 = Math.min(mask.width - 1, Math.ceil(cx + radius));
    const y0 = Math.max(0, Math.floor(cy - radius));
    const y1 = Math.min(mask.height - 1, Math.ceil(cy + radius));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius * radius) out.data[y * mask.width + x] = value;
      }
    }
  }
  return out;
}
