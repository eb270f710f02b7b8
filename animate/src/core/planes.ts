import type { Plane, RgbaImage } from './types';

/** An empty plane of the given size. */
export function plane(width: number, height: number): Plane {
  return { width, height, data: new Uint8Array(width * height) };
}

/**
 * Grayscale from the darkest channel: a stroke in any crayon colour is dark in at least one
 * channel, while white or tinted paper stays bright in all three.
 */
export function darkestChannel(image: RgbaImage): Plane {
  const out = plane(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  for (let i = 0, p = 0; i < dst.length; i++, p += 4) {
    const r = src[p] as number;
    const g = src[p + 1] as number;
    const b = src[p + 2] as number;
    const a = src[p + 3] as number;
    const min = Math.min(r, g, b);
    // Transparent pixels count as paper.
    dst[i] = a < 128 ? 255 : min;
  }
  return out;
}

/** The scale that fits a width x height picture into maxSide (never enlarges). */
export function fitScale(width: number, height: number, maxSide: number): number {
  return Math.min(1, maxSide / Math.max(width, height));
}

/** An RGBA picture shrunk by box averaging so its longer side is at most maxSide. */
export function downscale(image: RgbaImage, maxSide: number): RgbaImage {
  const scale = fitScale(image.width, image.height, maxSide);
  if (scale >= 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  // Whole sums (exact: at most 255 times the pixels of one box) and each box's pixel count from
  // how many columns and rows map to it.
  const sums = new Uint32Array(width * height * 4);
  const src = image.data;
  const xMap = new Int32Array(image.width);
  const columns = new Int32Array(width);
  const rows = new Int32Array(height);
  for (let x = 0; x < image.width; x++) {
    const tx = Math.min(width - 1, Math.floor((x * width) / image.width));
    xMap[x] = tx * 4;
    columns[tx] = (columns[tx] as number) + 1;
  }
  for (let y = 0; y < image.height; y++) {
    const ty = Math.min(height - 1, Math.floor((y * height) / image.height));
    rows[ty] = (rows[ty] as number) + 1;
    const row = ty * width * 4;
    for (let x = 0, p = y * image.width * 4; x < image.width; x++, p += 4) {
      const q = row + (xMap[x] as number);
      sums[q] = (sums[q] as number) + (src[p] as number);
      sums[q + 1] = (sums[q + 1] as number) + (src[p + 1] as number);
      sums[q + 2] = (sums[q + 2] as number) + (src[p + 2] as number);
      sums[q + 3] = (sums[q + 3] as number) + (src[p + 3] as number);
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let ty = 0; ty < height; ty++) {
    for (let tx = 0; tx < width; tx++) {
      const n = (rows[ty] as number) * (columns[tx] as number) || 1;
      const q = (ty * width + tx) * 4;
      for (let c = 0; c < 4; c++) data[q + c] = (sums[q + c] as number) / n;
    }
  }
  return { width, height, data };
}

/** A mask resampled to another size (nearest neighbour). */
export function resizeMask(mask: Plane, width: number, height: number): Plane {
  const out = plane(width, height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(mask.height - 1, Math.floor(((y + 0.5) * mask.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(mask.width - 1, Math.floor(((x + 0.5) * mask.width) / width));
      out.data[y * width + x] = mask.data[sy * mask.width + sx] ? 1 : 0;
    }
  }
  return out;
}

/** Pixels set in the mask. */
export function area(mask: Plane): number {
  let n = 0;
  for (const v of mask.data) if (v) n++;
  return n;
}

/** Intersection over union of two masks of the same size. */
export function iou(a: Plane, b: Plane): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.data.length; i++) {
    const x = a.data[i] !== 0;
    const y = b.data[i] !== 0;
    if (x && y) both++;
    if (x || y) either++;
  }
  return either === 0 ? 1 : both / either;
}

/** The smallest box holding every set pixel, or null for an empty mask. */
export function bounds(mask: Plane): { x0: number; y0: number; x1: number; y1: number } | null {
  let x0 = mask.width;
  let y0 = mask.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (!mask.data[y * mask.width + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

/** A rectangle of an RGBA picture. */
export function cropImage(image: RgbaImage, box: { x: number; y: number; width: number; height: number }): RgbaImage {
  const data = new Uint8ClampedArray(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * image.width + box.x) * 4;
    data.set(image.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, data };
}
