/**
 * Small grid tools for the body-plan analysis: a shrunk working mask, distances to a set of
 * pixels, shortest paths with a cost per pixel, and connected regions. All 8-connected.
 */
import { bounds } from '../core/planes';
import type { Plane, Point } from '../core/types';

const DIAGONAL = Math.SQRT2;

/** The mask cropped to its figure (with a margin) and shrunk so its longer side is at most `side`. */
export type WorkMask = {
  mask: Plane;
  /** Work pixel → full-mask pixel: full = offset + (work + 0.5) / scale. */
  scale: number;
  offsetX: number;
  offsetY: number;
};

export function workMask(full: Plane, side: number): WorkMask | null {
  const box = bounds(full);
  if (!box) return null;
  const margin = 2;
  const boxWidth = box.x1 - box.x0 + 1;
  const boxHeight = box.y1 - box.y0 + 1;
  const scale = Math.min(1, (side - 2 * margin) / Math.max(boxWidth, boxHeight));
  const width = Math.max(1, Math.ceil(boxWidth * scale)) + 2 * margin;
  const height = Math.max(1, Math.ceil(boxHeight * scale)) + 2 * margin;
  const counts = new Float32Array(width * height);
  const totals = new Float32Array(width * height);
  for (let y = box.y0; y <= box.y1; y++) {
    const wy = margin + Math.min(height - 2 * margin - 1, Math.floor((y - box.y0) * scale));
    for (let x = box.x0; x <= box.x1; x++) {
      const wx = margin + Math.min(width - 2 * margin - 1, Math.floor((x - box.x0) * scale));
      const i = wy * width + wx;
      totals[i] = (totals[i] as number) + 1;
      if (full.data[y * full.width + x]) counts[i] = (counts[i] as number) + 1;
    }
  }
  const data = new Uint8Array(width * height);
  // A third of a work pixel is enough to keep thin legs joined.
  for (let i = 0; i < data.length; i++)
    data[i] = (totals[i] as number) > 0 && (counts[i] as number) >= 0.3 * (totals[i] as number) ? 1 : 0;
  const kept = largestComponent({ width, height, data });
  return { mask: kept, scale, offsetX: box.x0 - margin / scale, offsetY: box.y0 - margin / scale };
}

export function toFull(work: WorkMask, p: Point): Point {
  return { x: work.offsetX + (p.x + 0.5) / work.scale, y: work.offsetY + (p.y + 0.5) / work.scale };
}

/** Chamfer distance from every pixel to the nearest pixel where `source` is set (Infinity with none). */
export function distanceTo(width: number, height: number, source: (i: number) => boolean): Float32Array {
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i++) d[i] = source(i) ? 0 : Number.POSITIVE_INFINITY;
  const relax = (x: number, y: number, dx: number, dy: number, step: number) => {
    const xx = x + dx;
    const yy = y + dy;
    if (xx < 0 || yy < 0 || xx >= width || yy >= height) return;
    const i = y * width + x;
    const v = (d[yy * width + xx] as number) + step;
    if (v < (d[i] as number)) d[i] = v;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      relax(x, y, -1, 0, 1);
      relax(x, y, 0, -1, 1);
      relax(x, y, -1, -1, DIAGONAL);
      relax(x, y, 1, -1, DIAGONAL);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      relax(x, y, 1, 0, 1);
      relax(x, y, 0, 1, 1);
      relax(x, y, 1, 1, DIAGONAL);
      relax(x, y, -1, 1, DIAGONAL);
    }
  }
  return d;
}

/**
 * Shortest paths from `starts` through the pixels `allowed` accepts; each step costs its length
 * times `cost(pixel entered)` (1 when omitted).
 */
export function shortestPaths(
  width: number,
  height: number,
  starts: number[],
  allowed: (i: number) => boolean,
  cost?: (i: number) => number,
): { distance: Float64Array; previous: Int32Array } {
  const distance = new Float64Array(width * height).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(width * height).fill(-1);
  const heap = new Heap();
  for (const s of starts) {
    distance[s] = 0;
    heap.push(s, 0);
  }
  while (heap.size > 0) {
    const [i, di] = heap.pop();
    if (di > (distance[i] as number)) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (!dx && !dy) continue;
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        const j = yy * width + xx;
        if (!allowed(j)) continue;
        const next = di + (dx && dy ? DIAGONAL : 1) * (cost ? cost(j) : 1);
        if (next < (distance[j] as number)) {
          distance[j] = next;
          previous[j] = i;
          heap.push(j, next);
        }
      }
    }
  }
  return { distance, previous };
}

export function pathTo(previous: Int32Array, end: number): number[] {
  const path: number[] = [];
  for (let i = end; i !== -1; i = previous[i] as number) path.push(i);
  return path.reverse();
}

/** The index of the largest finite value (-1 when none). */
export function argmax(values: ArrayLike<number>, accept: (i: number) => boolean = () => true): number {
  let best = -1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || !accept(i)) continue;
    if (best < 0 || v > (values[best] as number)) best = i;
  }
  return best;
}

/** 8-connected regions of the set pixels: a label per pixel (-1 outside) and each region's pixels. */
export function components(mask: Plane): { labels: Int32Array; regions: number[][] } {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height).fill(-1);
  const regions: number[][] = [];
  for (let s = 0; s < data.length; s++) {
    if (!data[s] || (labels[s] as number) >= 0) continue;
    const label = regions.length;
    const pixels = [s];
    labels[s] = label;
    for (let k = 0; k < pixels.length; k++) {
      const i = pixels[k] as number;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const j = yy * width + xx;
          if (data[j] && (labels[j] as number) < 0) {
            labels[j] = label;
            pixels.push(j);
          }
        }
      }
    }
    regions.push(pixels);
  }
  return { labels, regions };
}

export function largestComponent(mask: Plane): Plane {
  const { regions } = components(mask);
  let best: number[] = [];
  for (const r of regions) if (r.length > best.length) best = r;
  const data = new Uint8Array(mask.width * mask.height);
  for (const i of best) data[i] = 1;
  return { width: mask.width, height: mask.height, data };
}

class Heap {
  private items: number[] = [];
  private keys: number[] = [];
  get size() {
    return this.items.length;
  }
  push(item: number, key: number) {
    const { items, keys } = this;
    let i = items.length;
    items.push(item);
    keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      items[i] = items[parent] as number;
      keys[i] = keys[parent] as number;
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
  }
  pop(): [number, number] {
    const { items, keys } = this;
    const top: [number, number] = [items[0] as number, keys[0] as number];
    const item = items.pop() as number;
    const key = keys.pop() as number;
    const n = items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && (keys[r] as number) < (keys[l] as number) ? r : l;
        if ((keys[m] as number) >= key) break;
        items[i] = items[m] as number;
        keys[i] = keys[m] as number;
        i = m;
      }
      items[i] = item;
      keys[i] = key;
    }
    return top;
  }
}
