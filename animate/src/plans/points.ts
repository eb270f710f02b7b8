/** Points along paths in the working mask, and points brought back into the full mask. */
import type { Plane, Point } from '../core/types';
import { toFull, type WorkMask } from './grid';
import { xyOf } from './shape';

/** The point `share` (0..1) of the way along a path of pixels. */
export function alongPath(width: number, path: number[], share: number): Point {
  if (path.length === 0) return { x: 0, y: 0 };
  const points = path.map((i) => xyOf(width, i));
  const lengths = [0];
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1] as Point;
    const b = points[k] as Point;
    lengths.push((lengths[k - 1] as number) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const at = share * (lengths[lengths.length - 1] as number);
  const k = lengths.findIndex((l) => l >= at);
  return points[k < 0 ? points.length - 1 : k] as Point;
}

/** The nearest pixel of the work mask that is inside it. */
export function insideWork(mask: Plane, p: Point): Point {
  const x = Math.round(p.x);
  const y = Math.round(p.y);
  for (let r = 0; r < Math.max(mask.width, mask.height); r++) {
    let best: Point | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= mask.width || yy >= mask.height || !mask.data[yy * mask.width + xx]) continue;
        const d = dx * dx + dy * dy;
        if (d < bestD) {
          bestD = d;
          best = { x: xx, y: yy };
        }
      }
    }
    if (best) return best;
  }
  return { x, y };
}

/** A work-mask point in full-mask pixels, moved onto the full mask's nearest inside pixel. */
export function toFullInside(work: WorkMask, full: Plane, p: Point): Point {
  const q = toFull(work, insideWork(work.mask, p));
  const x = Math.min(full.width - 1, Math.max(0, Math.floor(q.x)));
  const y = Math.min(full.height - 1, Math.max(0, Math.floor(q.y)));
  if (full.data[y * full.width + x]) return q;
  const near = insideWork(full, { x, y });
  return { x: near.x + 0.5, y: near.y + 0.5 };
}

export const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
