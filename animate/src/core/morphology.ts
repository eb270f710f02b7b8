import { plane } from './planes';
import type { Plane } from './types';

/**
 * The mean of the (2r+1)^2 box around each pixel (clipped at the picture's edge), a row at a time:
 * `row(y, means)` gets row y's means (exact: the whole sum over the box's pixel count). Sums down
 * each column kept as the box slides down, then a running sum along the row.
 */
export function boxMeans(gray: Plane, radius: number, row: (y: number, means: Float64Array) => void): void {
  const { width, height, data } = gray;
  const columns = new Float64Array(width);
  const along = new Float64Array(width + 1);
  const means = new Float64Array(width);
  for (let y = 0; y < Math.min(radius, height); y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) columns[x] = (columns[x] as number) + (data[i] as number);
  }
  for (let y = 0; y < height; y++) {
    if (y + radius < height) {
      for (let x = 0, i = (y + radius) * width; x < width; x++, i++)
        columns[x] = (columns[x] as number) + (data[i] as number);
    }
    if (y - radius - 1 >= 0) {
      for (let x = 0, i = (y - radius - 1) * width; x < width; x++, i++)
        columns[x] = (columns[x] as number) - (data[i] as number);
    }
    const rows = Math.min(height, y + radius + 1) - Math.max(0, y - radius);
    for (let x = 0; x < width; x++) along[x + 1] = (along[x] as number) + (columns[x] as number);
    // The clipped boxes at the row's ends, then the whole ones between.
    const inner0 = Math.min(width, radius);
    const inner1 = Math.max(inner0, width - radius - 1);
    for (let x = 0; x < width; x++) {
      if (x === inner0) x = inner1;
      const xa = Math.max(0, x - radius);
      const xb = Math.min(width, x + radius + 1);
      means[x] = ((along[xb] as number) - (along[xa] as number)) / (rows * (xb - xa));
    }
    const n = rows * (2 * radius + 1);
    for (let x = inner0; x < inner1; x++) {
      means[x] = ((along[x + radius + 1] as number) - (along[x - radius] as number)) / n;
    }
    row(y, means);
  }
}

/** Marks pixels whose gray value is `offset` darker than the mean of the (2r+1)^2 box around them. */
export function adaptiveThreshold(gray: Plane, radius: number, offset: number): Plane {
  const { width, data } = gray;
  const out = plane(width, gray.height);
  const marks = out.data;
  boxMeans(gray, radius, (y, means) => {
    for (let x = 0, i = y * width; x < width; x++, i++)
      marks[i] = (data[i] as number) < (means[x] as number) - offset ? 1 : 0;
  });
  return out;
}

/** Four 1s, one per byte of a 32-bit word. */
const ONES = 0x01010101;
/** The widest square whose counts (up to 2r + 1) fit a byte's lower seven bits (and a word stays positive). */
const MAX_RADIUS = 63;

/**
 * A separable square max (dilate) or min (erode) filter, clipped at the picture's edge (the edge
 * counts as outside only where it is unset). What is looked for: a set pixel to dilate, an unset
 * one to erode. Along each row, each run of such pixels marks [start - r, end + r]; down the
 * columns, a count per column of the marked rows in [y - r, y + r] (four columns at once, one
 * byte each of a 32-bit word: a count never passes 2r + 1) tells whether the square holds one.
 */
function squareFilter(mask: Plane, radius: number, grow: boolean): Plane {
  if (radius <= 0) return { ...mask, data: mask.data.slice() };
  // A byte holds counts up to 127: a wider square is two narrower ones, one after the other.
  if (radius > MAX_RADIUS) return squareFilter(squareFilter(mask, MAX_RADIUS, grow), radius - MAX_RADIUS, grow);
  const { width, height } = mask;
  const src = mask.data;
  // Rows of whole words (the bytes past the width stay 0).
  const words = (width + 3) >> 2;
  const stride = 4 * words;
  const marked = new Uint8Array(stride * height);
  // The mask four pixels at a time where its bytes are word-aligned, to skip runs quickly.
  const quads = src.byteOffset % 4 === 0 ? new Int32Array(src.buffer, src.byteOffset, src.length >> 2) : null;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const end = row + width;
    const to = y * stride - row;
    let i = row;
    while (i < end) {
      i = grow ? skipUnset(src, quads, i, end) : skipSet(src, quads, i, end);
      if (i === end) break;
      const start = i;
      i = grow ? skipSet(src, quads, i, end) : skipUnset(src, quads, i, end);
      marked.fill(1, to + Math.max(row, start - radius), to + Math.min(end, i + radius));
    }
  }
  const rows = new Int32Array(marked.buffer);
  const count = new Int32Array(words);
  const line = new Int32Array(words);
  const lineBytes = new Uint8Array(line.buffer);
  const out = plane(width, height);
  for (let y = 0; y < Math.min(radius, height); y++) {
    for (let k = 0, w = y * words; k < words; k++, w++) count[k] = (count[k] as number) + (rows[w] as number);
  }
  for (let y = 0; y < height; y++) {
    if (y + radius < height) {
      const w0 = (y + radius) * words;
      for (let k = 0; k < words; k++) count[k] = (count[k] as number) + (rows[w0 + k] as number);
    }
    if (y - radius - 1 >= 0) {
      const w0 = (y - radius - 1) * words;
      for (let k = 0; k < words; k++) count[k] = (count[k] as number) - (rows[w0 + k] as number);
    }
    // Each byte's seven bits folded onto its lowest: 1 where the count is not 0.
    const flip = grow ? 0 : ONES;
    for (let k = 0; k < words; k++) {
      let c = count[k] as number;
      c |= c >>> 1;
      c |= c >>> 2;
      c |= c >>> 4;
      line[k] = (c & ONES) ^ flip;
    }
    out.data.set(lineBytes.subarray(0, width), y * width);
  }
  return out;
}

/** The first set pixel in [i, end), or `end`. */
function skipUnset(src: Uint8Array, quads: Int32Array | null, i: number, end: number): number {
  if (quads) {
    while (i < end && (i & 3) !== 0 && src[i] === 0) i++;
    while (i + 4 <= end && quads[i >> 2] === 0) i += 4;
  }
  while (i < end && src[i] === 0) i++;
  return i;
}

/** The first unset pixel in [i, end), or `end`. */
function skipSet(src: Uint8Array, quads: Int32Array | null, i: number, end: number): number {
  if (quads) {
    while (i < end && (i & 3) !== 0 && src[i] !== 0) i++;
    while (i + 4 <= end && quads[i >> 2] === ONES) i += 4;
  }
  while (i < end && src[i] !== 0) i++;
  return i;
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
