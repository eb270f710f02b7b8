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

/** One pass of a separable square max (dilate) or min (erode) filter. */
function squareFilter(mask: Plane, radius: number, grow: boolean): Plane {
  if (radius <= 0) return { ...mask, data: mask.data.slice() };
  const { width, height } = mask;
  const hit = grow ? 1 : 0;
  const tmp = plane(width, height);
  // Horizontal pass with a running count of set pixels in the window.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x < Math.min(width, radius); x++) count += mask.data[row + x] ? 1 : 0;
    for (let x = 0; x < width; x++) {
      const enter = x + radius;
      const leave = x - radius - 1;
      if (enter < width && mask.data[row + enter]) count++;
      if (leave >= 0 && mask.data[row + leave]) count--;
      const span = Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1;
      tmp.data[row + x] = grow ? (count > 0 ? 1 : 0) : count === span ? 1 : 0;
    }
  }
  const out = plane(width, height);
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = 0; y < Math.min(height, radius); y++) count += tmp.data[y * width + x] ? 1 : 0;
    for (let y = 0; y < height; y++) {
      const enter = y + radius;
      const leave = y - radius - 1;
      if (enter < height && tmp.data[enter * width + x]) count++;
      if (leave >= 0 && tmp.data[leave * width + x]) count--;
      const span = Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1;
      out.data[y * width + x] = grow ? (count > 0 ? hit : 0) : count === span ? 1 : 0;
    }
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
