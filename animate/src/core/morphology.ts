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
 * A separable square max (dilate) or min (erode) filter: along each row from a running sum, then
 * down the columns with a count per column kept row by row (memory read in order).
 */
function squareFilter(mask: Plane, radius: number, grow: boolean): Plane {
  if (radius <= 0) return { ...mask, data: mask.data.slice() };
  const { width, height } = mask;
  const src = mask.data;
  const tmp = plane(width, height).data;
  const run = new Int32Array(width + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) run[x + 1] = (run[x] as number) + (src[row + x] ? 1 : 0);
    for (let x = 0; x < width; x++) {
      const a = Math.max(x - radius, 0);
      const b = Math.min(x + radius + 1, width);
      const count = (run[b] as number) - (run[a] as number);
      tmp[row + x] = grow ? (count > 0 ? 1 : 0) : count === b - a ? 1 : 0;
    }
  }
  const out = plane(width, height);
  const count = new Int32Array(width);
  const add = (y: number, sign: number) => {
    const row = y * width;
    for (let x = 0; x < width; x++) count[x] = (count[x] as number) + sign * (tmp[row + x] as number);
  };
  for (let y = 0; y < Math.min(height, radius); y++) add(y, 1);
  for (let y = 0; y < height; y++) {
    if (y + radius < height) add(y + radius, 1);
    if (y - radius - 1 >= 0) add(y - radius - 1, -1);
    // The window's rows inside the picture: the edge counts as outside only where it is unset.
    const span = Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1;
    const row = y * width;
    if (grow) for (let x = 0; x < width; x++) out.data[row + x] = (count[x] as number) > 0 ? 1 : 0;
    else for (let x = 0; x < width; x++) out.data[row + x] = count[x] === span ? 1 : 0;
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
