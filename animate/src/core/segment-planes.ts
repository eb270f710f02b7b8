/** Picture helpers of the cut-out (segment.ts): a light blur, the paper's gray level, a paper margin and its removal. */
import { plane } from './planes';
import type { Plane } from './types';

/** A 3x3 box blur, so paper grain and sensor noise do not pass for strokes (clipped at the edge). */
export function smooth(gray: Plane): Plane {
  const { width, height, data } = gray;
  const out = plane(width, height);
  // Each column's sum over the rows y - 1 .. y + 1, then three of those along the row.
  const columns = new Uint16Array(width);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - 1);
    const y1 = Math.min(height - 1, y + 1);
    const rows = y1 - y0 + 1;
    columns.fill(0);
    for (let yy = y0; yy <= y1; yy++) {
      const row = yy * width;
      for (let x = 0; x < width; x++) columns[x] = (columns[x] as number) + (data[row + x] as number);
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = columns[x] as number;
      let n = rows;
      if (x > 0) {
        sum += columns[x - 1] as number;
        n += rows;
      }
      if (x < width - 1) {
        sum += columns[x + 1] as number;
        n += rows;
      }
      out.data[row + x] = sum / n;
    }
  }
  return out;
}

/** The gray value of bare paper: bright, but not the brightest glare. */
export function paperLevel(gray: Plane): number {
  const histogram = new Uint32Array(256);
  const data = gray.data;
  // Indexed (an iterator over the typed array is slow until the code is optimised).
  for (let i = 0; i < data.length; i++) histogram[data[i] as number] = (histogram[data[i] as number] as number) + 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] as number;
    if (seen >= gray.data.length * 0.8) return v;
  }
  return 255;
}

export function padWithPaper(gray: Plane, margin: number): Plane {
  const out = plane(gray.width + 2 * margin, gray.height + 2 * margin);
  out.data.fill(paperLevel(gray));
  for (let y = 0; y < gray.height; y++) {
    out.data.set(gray.data.subarray(y * gray.width, (y + 1) * gray.width), (y + margin) * out.width + margin);
  }
  return out;
}

export function crop(mask: Plane, margin: number, width: number, height: number): Plane {
  const out = plane(width, height);
  for (let y = 0; y < height; y++) {
    const from = (y + margin) * mask.width + margin;
    out.data.set(mask.data.subarray(from, from + width), y * width);
  }
  return out;
}
