import type { Plane } from './types';

const DIAGONAL = Math.SQRT2;

/** Distance from each inside pixel to the nearest outside pixel (chamfer 1/√2, two passes). */
export function distanceToEdge(mask: Plane): Float32Array {
  const { width, height, data } = mask;
  const d = new Float32Array(width * height);
  const far = width + height;
  // The box round the inside pixels: the passes need go no further.
  let x0 = width;
  let x1 = -1;
  let y0 = height;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (!data[i]) continue;
      d[i] = far;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  // Outside the picture counts as 0 (outside the mask).
  for (let y = y0; y <= y1; y++) {
    const row = y * width;
    for (let x = x0; x <= x1; x++) {
      const i = row + x;
      if (!data[i]) continue;
      let v = d[i] as number;
      const left = (x > 0 ? (d[i - 1] as number) : 0) + 1;
      if (left < v) v = left;
      if (y > 0) {
        const up = (d[i - width] as number) + 1;
        if (up < v) v = up;
        const upLeft = (x > 0 ? (d[i - width - 1] as number) : 0) + DIAGONAL;
        if (upLeft < v) v = upLeft;
        const upRight = (x < width - 1 ? (d[i - width + 1] as number) : 0) + DIAGONAL;
        if (upRight < v) v = upRight;
      } else if (1 < v) v = 1;
      d[i] = v;
    }
  }
  for (let y = y1; y >= y0; y--) {
    const row = y * width;
    for (let x = x1; x >= x0; x--) {
      const i = row + x;
      if (!data[i]) continue;
      let v = d[i] as number;
      const right = (x < width - 1 ? (d[i + 1] as number) : 0) + 1;
      if (right < v) v = right;
      if (y < height - 1) {
        const down = (d[i + width] as number) + 1;
        if (down < v) v = down;
        const downRight = (x < width - 1 ? (d[i + width + 1] as number) : 0) + DIAGONAL;
        if (downRight < v) v = downRight;
        const downLeft = (x > 0 ? (d[i + width - 1] as number) : 0) + DIAGONAL;
        if (downLeft < v) v = downLeft;
      } else if (1 < v) v = 1;
      d[i] = v;
    }
  }
  return d;
}

/**
 * Shortest paths inside the mask from one pixel: the path length to every inside pixel
 * (Infinity where unreachable) and each pixel's previous step (-1 at the start).
 */
export function geodesic(mask: Plane, start: number): { distance: Float64Array; previous: Int32Array } {
  const { width, height, data } = mask;
  const distance = new Float64Array(width * height).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(width * height).fill(-1);
  const heap = new MinHeap();
  distance[start] = 0;
  heap.push(start, 0);
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
        if (!data[j]) continue;
        const next = di + (dx && dy ? DIAGONAL : 1);
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

/** The pixels from the start to `end`, following `previous`. */
export function pathTo(previous: Int32Array, end: number): number[] {
  const path: number[] = [];
  for (let i = end; i !== -1; i = previous[i] as number) path.push(i);
  return path.reverse();
}

class MinHeap {
  private items: number[] = [];
  private keys: number[] = [];
  get size() {
    return this.items.length;
  }
  push(item: number, key: number) {
    this.items.push(item);
    this.keys.push(key);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.items[0] as number, this.keys[0] as number];
    const lastItem = this.items.pop() as number;
    const lastKey = this.keys.pop() as number;
    if (this.items.length > 0) {
      this.items[0] = lastItem;
      this.keys[0] = lastKey;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.items.length && (this.keys[l] as number) < (this.keys[m] as number)) m = l;
        if (r < this.items.length && (this.keys[r] as number) < (this.keys[m] as number)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
  private swap(a: number, b: number) {
    [this.items[a], this.items[b]] = [this.items[b] as number, this.items[a] as number];
    [this.keys[a], this.keys[b]] = [this.keys[b] as number, this.keys[a] as number];
  }
}
