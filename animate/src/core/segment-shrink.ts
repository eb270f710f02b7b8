/**
 * The cut-out's shrink of the photo (or of a box of it): the same pixels as
 * `downscale(cropImage(photo, box), maxSide)` (planes.ts), box averaging with whole sums, but
 * without the copy of the box and with one sum per box and source row instead of per pixel.
 */
import { cropImage, fitScale } from './planes';
import type { RgbaImage } from './types';

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

type Box = { x: number; y: number; width: number; height: number };

/** `box` of `photo` (all of it by default) shrunk by box averaging so its longer side is at most `maxSide`. */
export function shrinkBox(photo: RgbaImage, maxSide: number, box?: Box): RgbaImage {
  const area = box ?? { x: 0, y: 0, width: photo.width, height: photo.height };
  const scale = fitScale(area.width, area.height, maxSide);
  if (scale >= 1) return box ? cropImage(photo, box) : photo;
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  // The source columns of each target column: [starts[t], starts[t + 1]) (as downscale maps them).
  const starts = new Int32Array(width + 1);
  starts.fill(area.width);
  for (let x = area.width - 1; x >= 0; x--) {
    starts[Math.min(width - 1, Math.floor((x * width) / area.width))] = x;
  }
  const rows = new Int32Array(height);
  const sums = new Uint32Array(width * height * 4);
  // Little-endian words of whole pixels where possible: red and blue, green and alpha summed two
  // at a time (16 bits each: up to 257 pixels a row per box).
  const words =
    LITTLE_ENDIAN && photo.data.byteOffset % 4 === 0 && area.width <= 257 * width
      ? new Uint32Array(photo.data.buffer, photo.data.byteOffset, photo.width * photo.height)
      : null;
  const src = photo.data;
  for (let y = 0; y < area.height; y++) {
    const ty = Math.min(height - 1, Math.floor((y * height) / area.height));
    rows[ty] = (rows[ty] as number) + 1;
    const from = (area.y + y) * photo.width + area.x;
    for (let tx = 0, q = ty * width * 4; tx < width; tx++, q += 4) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      if (words) {
        let redBlue = 0;
        let greenAlpha = 0;
        const end = from + (starts[tx + 1] as number);
        for (let p = from + (starts[tx] as number); p < end; p++) {
          const v = words[p] as number;
          redBlue += v & 0x00ff00ff;
          greenAlpha += (v >>> 8) & 0x00ff00ff;
        }
        r = redBlue & 0xffff;
        b = redBlue >>> 16;
        g = greenAlpha & 0xffff;
        a = greenAlpha >>> 16;
      } else {
        const end = (from + (starts[tx + 1] as number)) * 4;
        for (let p = (from + (starts[tx] as number)) * 4; p < end; p += 4) {
          r += src[p] as number;
          g += src[p + 1] as number;
          b += src[p + 2] as number;
          a += src[p + 3] as number;
        }
      }
      sums[q] = (sums[q] as number) + r;
      sums[q + 1] = (sums[q + 1] as number) + g;
      sums[q + 2] = (sums[q + 2] as number) + b;
      sums[q + 3] = (sums[q + 3] as number) + a;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let ty = 0; ty < height; ty++) {
    for (let tx = 0; tx < width; tx++) {
      const n = (rows[ty] as number) * ((starts[tx + 1] as number) - (starts[tx] as number)) || 1;
      const q = (ty * width + tx) * 4;
      data[q] = (sums[q] as number) / n;
      data[q + 1] = (sums[q + 1] as number) / n;
      data[q + 2] = (sums[q + 2] as number) / n;
      data[q + 3] = (sums[q + 3] as number) / n;
    }
  }
  return { width, height, data };
}
