import { plane } from './planes';
import type { Plane } from './types';

/**
 * Everything the paper around the figure cannot reach: flood fill the unset pixels from the
 * picture's border, and return the rest (strokes plus the areas they enclose).
 */
export function fillEnclosed(strokes: Plane): Plane {
  const { width, height, data } = strokes;
  const outside = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let top = 0;
  const push = (i: number) => {
    if (!data[i] && !outside[i]) {
      outside[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top] as number;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < width * (height - 1)) push(i + width);
  }
  const out = plane(width, height);
  for (let i = 0; i < outside.length; i++) out.data[i] = outside[i] ? 0 : 1;
  return out;
}

export type Region = {
  label: number;
  area: number;
  /** Centre of mass. */
  cx: number;
  cy: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Set pixels on the picture's outer edge. */
  borderPixels: number;
};

/** Connected regions (4-connected) of a mask: a label per pixel (0 = none) and each region's figures. */
export function labelRegions(mask: Plane): { labels: Int32Array; regions: Region[] } {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const regions: Region[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || labels[start]) continue;
    const label = regions.length + 1;
    const region: Region = { label, area: 0, cx: 0, cy: 0, x0: width, y0: height, x1: 0, y1: 0, borderPixels: 0 };
    let top = 0;
    labels[start] = label;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top] as number;
      const x = i % width;
      const y = (i - x) / width;
      region.area++;
      region.cx += x;
      region.cy += y;
      if (x < region.x0) region.x0 = x;
      if (x > region.x1) region.x1 = x;
      if (y < region.y0) region.y0 = y;
      if (y > region.y1) region.y1 = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) region.borderPixels++;
      // The four neighbours, inline (this loop runs for every set pixel).
      let j = i - 1;
      if (x > 0 && data[j] && !labels[j]) {
        labels[j] = label;
        stack[top++] = j;
      }
      j = i + 1;
      if (x < width - 1 && data[j] && !labels[j]) {
        labels[j] = label;
        stack[top++] = j;
      }
      j = i - width;
      if (y > 0 && data[j] && !labels[j]) {
        labels[j] = label;
        stack[top++] = j;
      }
      j = i + width;
      if (y < height - 1 && data[j] && !labels[j]) {
        labels[j] = label;
        stack[top++] = j;
      }
    }
    region.cx /= region.area;
    region.cy /= region.area;
    regions.push(region);
  }
  return { labels, regions };
}

/** The pixels of one labelled region as a mask. */
export function regionMask(labels: Int32Array, width: number, height: number, label: number): Plane {
  const out = plane(width, height);
  for (let i = 0; i < labels.length; i++) out.data[i] = labels[i] === label ? 1 : 0;
  return out;
}

/**
 * How much a region looks like the drawn figure: large, near the centre, and not running along
 * the picture's edge (the table, a finger, the paper's own edge) nor across the whole picture.
 */
export function figureScore(region: Region, width: number, height: number): number {
  const spansPicture = region.x1 - region.x0 > 0.9 * width || region.y1 - region.y0 > 0.9 * height;
  const offCentre = Math.hypot(region.cx - width / 2, region.cy - height / 2) / Math.hypot(width, height);
  const score = region.area * (1 - offCentre) ** 2;
  if (region.borderPixels === 0) return score;
  if (spansPicture) return score * 0.1;
  // A figure a tight crop cuts (an arm off the edge) touches the edge along a short stretch; the
  // table, a finger or the paper's edge along a long one.
  return score * (region.borderPixels < 0.3 * Math.sqrt(region.area) ? 0.9 : 0.3);
}

/** The region most likely to be the drawn figure (see `figureScore`), or null when there is none. */
export function pickFigure(regions: Region[], width: number, height: number): Region | null {
  let best: Region | null = null;
  let bestScore = 0;
  for (const region of regions) {
    const score = figureScore(region, width, height);
    if (score > bestScore) {
      best = region;
      bestScore = score;
    }
  }
  return best;
}
