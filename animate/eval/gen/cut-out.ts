/** Cutting a drawn figure out of a photo of paper (used once, for the garlic photo; checked by eye). */
import type { Rgba } from '../eval-set';

/** The image shrunk to width x height by averaging the pixels each new one covers. */
export function shrink(image: Rgba, width: number, height: number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  const fx = image.width / width;
  const fy = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      let [r, g, b] = [0, 0, 0];
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const p = (yy * image.width + xx) * 4;
          r += image.data[p] as number;
          g += image.data[p + 1] as number;
          b += image.data[p + 2] as number;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const q = (y * width + x) * 4;
      data[q] = r / n;
      data[q + 1] = g / n;
      data[q + 2] = b / n;
      data[q + 3] = 255;
    }
  }
  return { width, height, data };
}

/** Distance (chamfer 3-4, in pixels) from every pixel to the nearest pixel where `on` is 1. */
export function distanceTo(on: Uint8Array, width: number, height: number): Float32Array {
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i++) d[i] = on[i] ? 0 : 1e9;
  const relax = (i: number, j: number, cost: number) => {
    const v = (d[j] as number) + cost;
    if (v < (d[i] as number)) d[i] = v;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x > 0) relax(i, i - 1, 3);
      if (y > 0) {
        relax(i, i - width, 3);
        if (x > 0) relax(i, i - width - 1, 4);
        if (x < width - 1) relax(i, i - width + 1, 4);
      }
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (x < width - 1) relax(i, i + 1, 3);
      if (y < height - 1) {
        relax(i, i + width, 3);
        if (x < width - 1) relax(i, i + width + 1, 4);
        if (x > 0) relax(i, i + width - 1, 4);
      }
    }
  }
  for (let i = 0; i < d.length; i++) d[i] = (d[i] as number) / 3;
  return d;
}

function boxBlur(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      let n = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k += 2) {
        s += src[y * width + k] as number;
        n++;
      }
      tmp[y * width + x] = s / n;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      let n = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k += 2) {
        s += tmp[k * width + x] as number;
        n++;
      }
      out[y * width + x] = s / n;
    }
  }
  return out;
}

/** Pixels of `on` joined (4-neighbours) to the largest group. */
export function largestPiece(on: Uint8Array, width: number): Uint8Array {
  const label = new Int32Array(on.length).fill(-1);
  let best = -1;
  let bestSize = 0;
  const stack: number[] = [];
  for (let s = 0; s < on.length; s++) {
    if (!on[s] || label[s] !== -1) continue;
    let size = 0;
    stack.push(s);
    label[s] = s;
    while (stack.length) {
      const i = stack.pop() as number;
      size++;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= on.length || !on[j] || label[j] !== -1) continue;
        label[j] = s;
        stack.push(j);
      }
    }
    if (size > bestSize) [best, bestSize] = [s, size];
  }
  const out = new Uint8Array(on.length);
  for (let i = 0; i < on.length; i++) out[i] = label[i] === best ? 1 : 0;
  return out;
}

/**
 * The figure on a photo of paper: ink is darker than the paper round it (or coloured); strokes
 * are joined by closing gaps up to `gap` px, everything the lines enclose is filled, and the
 * largest piece is kept, with a rim of `rim` px.
 */
export function cutOut(image: Rgba, gap = 9, rim = 2): Uint8Array {
  const { width, height, data } = image;
  const n = width * height;
  const lum = new Float32Array(n);
  const ink = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    lum[i] =
      0.299 * (data[i * 4] as number) + 0.587 * (data[i * 4 + 1] as number) + 0.114 * (data[i * 4 + 2] as number);
  // Paper colour nearby: the brightest within 6 px (lines vanish), then smoothed.
  const bright = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let dy = -6; dy <= 6; dy += 3) {
        for (let dx = -6; dx <= 6; dx += 3) {
          const yy = Math.min(height - 1, Math.max(0, y + dy));
          const xx = Math.min(width - 1, Math.max(0, x + dx));
          m = Math.max(m, lum[yy * width + xx] as number);
        }
      }
      bright[y * width + x] = m;
    }
  }
  const paper = boxBlur(bright, width, height, 24);
  for (let i = 0; i < n; i++) {
    const r = data[i * 4] as number;
    const g = data[i * 4 + 1] as number;
    const b = data[i * 4 + 2] as number;
    const sat = Math.max(r, g, b) - Math.min(r, g, b);
    const dark = (paper[i] as number) - (lum[i] as number);
    ink[i] = (paper[i] as number) > 120 && (dark > 30 || (sat > 55 && dark > 8)) ? 1 : 0;
  }
  const near = distanceTo(ink, width, height);
  const closed = new Uint8Array(n);
  for (let i = 0; i < n; i++) closed[i] = (near[i] as number) <= gap ? 1 : 0;
  // Fill: whatever the paper outside cannot reach is figure.
  const outside = new Uint8Array(n);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length) {
    const i = stack.pop() as number;
    if (outside[i] || closed[i]) continue;
    outside[i] = 1;
    const x = i % width;
    if (x > 0) stack.push(i - 1);
    if (x < width - 1) stack.push(i + 1);
    if (i >= width) stack.push(i - width);
    if (i < n - width) stack.push(i + width);
  }
  const fromOutside = distanceTo(outside, width, height);
  const figure = new Uint8Array(n);
  for (let i = 0; i < n; i++) figure[i] = (fromOutside[i] as number) > gap - rim ? 1 : 0;
  return largestPiece(figure, width);
}
