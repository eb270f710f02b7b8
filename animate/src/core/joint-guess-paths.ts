/**
 * The shape reading under the standing-figure joint guess (joint-guess.ts): paths down the middle of
 * the mask, the tips they end in, and points along a path. Work-mask pixels.
 */
import { pathTo } from './distance';
import type { Plane, Point } from './types';

/**
 * Shortest paths inside the mask from one pixel, where a step near the outline costs more: the
 * paths run down the middle of arms and legs instead of hugging their inner corners.
 */
export function medialPaths(
  mask: Plane,
  depth: Float32Array,
  start: number,
): { distance: Float64Array; previous: Int32Array } {
  const weighted = new Float32Array(depth.length);
  for (let i = 0; i < depth.length; i++) weighted[i] = 1 + 1.5 / Math.max(1, depth[i] as number);
  const { width, height, data } = mask;
  const distance = new Float64Array(width * height).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(width * height).fill(-1);
  // A bucket queue is enough at this size: keys in steps of 0.25 pixel.
  const buckets: number[][] = [];
  const push = (i: number, d: number) => {
    const k = Math.floor(d * 4);
    const bucket = buckets[k];
    if (bucket) bucket.push(i);
    else buckets[k] = [i];
  };
  distance[start] = 0;
  push(start, 0);
  for (let k = 0; k < buckets.length; k++) {
    const bucket = buckets[k];
    if (!bucket) continue;
    for (let b = 0; b < bucket.length; b++) {
      const i = bucket[b] as number;
      const di = distance[i] as number;
      if (Math.floor(di * 4) !== k) continue;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (!dx && !dy) continue;
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const j = yy * width + xx;
          if (!data[j]) continue;
          const step = (dx && dy ? Math.SQRT2 : 1) * 0.5 * ((weighted[i] as number) + (weighted[j] as number));
          const next = di + step;
          if (next < (distance[j] as number)) {
            distance[j] = next;
            previous[j] = i;
            push(j, next);
          }
        }
      }
    }
    buckets[k] = [];
  }
  return { distance, previous };
}

/** Pixels whose path length is the largest within `radius` of them: the tips of the shape. */
export function extremities(distance: Float64Array, width: number, height: number, radius: number): number[] {
  const value = (i: number) => {
    const d = distance[i] as number;
    return Number.isFinite(d) ? d : -1;
  };
  // Separable running max (square window).
  const rows = new Float64Array(distance.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = -1;
      for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++)
        m = Math.max(m, value(y * width + xx));
      rows[y * width + x] = m;
    }
  }
  const tips: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const d = value(i);
      if (d <= 0) continue;
      let m = -1;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++)
        m = Math.max(m, rows[yy * width + x] as number);
      if (d >= m) tips.push(i);
    }
  }
  // One tip per plateau.
  const kept: number[] = [];
  for (const i of tips.sort((a, b) => value(b) - value(a))) {
    const x = i % width;
    const y = Math.floor(i / width);
    if (kept.every((j) => Math.max(Math.abs((j % width) - x), Math.abs(Math.floor(j / width) - y)) > radius))
      kept.push(i);
  }
  return kept;
}

/** The farthest reachable pixel below `lowY` (a figure with no separate legs). */
export function farthestBelow(distance: Float64Array, width: number, lowY: number, fallback: number): number {
  let best = -1;
  for (let i = 0; i < distance.length; i++) {
    const d = distance[i] as number;
    if (!Number.isFinite(d) || Math.floor(i / width) <= lowY) continue;
    if (best < 0 || d > (distance[best] as number)) best = i;
  }
  return best < 0 ? fallback : best;
}

export function arcLengths(points: Point[]): number[] {
  const out = [0];
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1] as Point;
    const b = points[k] as Point;
    out.push((out[k - 1] as number) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  return out;
}

export function pointAt(points: Point[], lengths: number[], at: number): Point {
  const k = lengths.findIndex((l) => l >= at);
  return points[k < 0 ? points.length - 1 : k] as Point;
}

/**
 * Where the paths from the source of `previous` to `a` and to `b` part: the last pixel of the path
 * to `a` that lies within `near` pixels of the path to `b` before the two run apart (-1 when they
 * never run together). Two paths down a line two pixels wide may each keep to one side of it.
 */
export function lastCommon(previous: Int32Array, a: number, b: number, width: number, near = 1): number {
  const pa = pathTo(previous, a);
  const onB = new Set(pathTo(previous, b));
  const close = (i: number) => {
    const x = i % width;
    for (let dy = -near; dy <= near; dy++)
      for (let dx = -near; dx <= near; dx++)
        if (x + dx >= 0 && x + dx < width && onB.has(i + dy * width + dx)) return true;
    return false;
  };
  let last = -1;
  for (const i of pa) {
    if (!close(i)) break;
    last = i;
  }
  return last;
}
