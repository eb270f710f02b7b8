import { plane } from './planes';
import type { Plane } from './types';

/** Marks pixels whose gray value is `offset` darker than the mean of the (2r+1)^2 box around them. */
export function adaptiveThreshold(gray: Plane, radius: number, offset: number): Plane {
  const { width, height, data } = gray;
  const w1 = width + 1;
  const integral = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] as number;
      integral[(y + 1) * w1 + x + 1] = (integral[y * w1 + x + 1] as number) + row;
    }
  }
  const out = plane(width, height);
  for (let y = 0; y < height; y++) {
    const ya = Math.max(0, y - radius);
    const yb = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const xa = Math.max(0, x - radius);
      const xb = Math.min(width, x + radius + 1);
      const sum =
        (integral[yb * w1 + xb] as number) -
        (integral[ya * w1 + xb] as number) -
        (integral[yb * w1 + xa] as number) +
        (integral[ya * w1 + xa] as number);
      const mean = sum / ((yb - ya) * (xb - xa));
      out.data[y * width + x] = (data[y * width + x] as number) < mean - offset ? 1 : 0;
    }
  }
  return out;
}

/**
 * A separable square max (dilate) or min (erode) filter. Along each row, then down the columns
 * (row by row, memory read in order), the window [i - r, i + r] holds a set pixel (dilate) or no
 * unset one (erode) when the last such pixel up to i + r lies at or after i - r (clipped at the
 * picture's edge: the edge counts as outside only where it is unset).
 */
function squareFilter(mask: Plane, radius: number, grow: boolean): Plane {
  if (radius <= 0) return { ...mask, data: mask.data.slice() };
  const { width, height } = mask;
  const src = mask.data;
  // What is looked for: a set pixel to dilate, an unset one to erode.
  const want = grow ? 1 : 0;
  const tmp = plane(width, height).data;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let last = -radius - 2;
    for (let x = 0; x < Math.min(radius, width); x++) if ((src[row + x] ? 1 : 0) === want) last = x;
    for (let x = 0; x < width; x++) {
      const ahead = x + radius;
      if (ahead < width && (src[row + ahead] ? 1 : 0) === want) last = ahead;
      const found = last >= x - radius;
      tmp[row + x] = found === grow ? 1 : 0;
    }
  }
  const out = plane(width, height);
  const data = out.data;
  const last = new Int32Array(width).fill(-radius - 2);
  for (let y = 0; y < Math.min(radius, height); y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) if (tmp[row + x] === want) last[x] = y;
  }
  for (let y = 0; y < height; y++) {
    const ahead = y + radius;
    if (ahead < height) {
      const row = ahead * width;
      for (let x = 0; x < width; x++) if (tmp[row + x] === want) last[x] = ahead;
    }
    const row = y * width;
    const from = y - radius;
    if (grow) for (let x = 0; x < width; x++) data[row + x] = (last[x] as number) >= from ? 1 : 0;
    else for (let x = 0; x < width; x++) data[row + x] = (last[x] as number) >= from ? 0 : 1;
  }
  return out;
}

/** Grows the set pixels by `radius` (square structuring element). */
export function dilate(mask: Plane, radius: number): Plane {
  return squareFilter(mask, radius, true);
}

/** Shrinks the set pixels by `radius`; the picture's edge counts as outside only where it is unset. */
export function erode(mask: Plane, radius: number): Plane {
  return squareFilter(mask, radius, false);
}

/** Morphological close: bridges gaps up to 2r wide between strokes. */
export function close(mask: Plane, radius: number): Plane {
  return erode(dilate(mask, radius), radius);
}
