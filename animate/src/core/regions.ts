import { plane } from './planes';
import type { Plane } from './types';

/**
 * Everything the paper around the figure cannot reach: flood fill the unset pixels from the
 * picture's border, and return the rest (strokes plus the areas they enclose).
 */
export function fillEnclosed(strokes: Plane): Plane {
  const { width, height, data } = strokes;
  const out = plane(width, height);
  // 1 until the paper round the figure reaches it (set pixels are never reached).
  const kept = out.data;
  kept.fill(1);
  const seeds: number[] = [];
  for (let x = 0; x < width; x++) seeds.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) seeds.push(y * width, y * width + width - 1);
  // Scanline fill: each seed's run along its row, then the runs above and below it.
  while (seeds.length > 0) {
    const i = seeds.pop() as number;
    if (data[i] || !kept[i]) continue;
    const row = i - (i % width);
    let left = i;
    while (left > row && !data[left - 1] && kept[left - 1]) left--;
    let right = i;
    while (right < row + width - 1 && !data[right + 1] && kept[right + 1]) right++;
    kept.fill(0, left, right + 1);
    if (row > 0) runStarts(data, kept, left - width, right - width, seeds);
    if (row + width < data.length) runStarts(data, kept, left + width, right + width, seeds);
  }
  return out;
}

/** Pushes the first pixel of each run of open pixels (unset in `data`, set in `open`) in [from, to]. */
function runStarts(data: Uint8Array, open: Uint8Array, from: number, to: number, seeds: number[]): void {
  let inRun = false;
  for (let j = from; j <= to; j++) {
    const free = !data[j] && open[j] !== 0;
    if (free && !inRun) seeds.push(j);
    inRun = free;
  }
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
  const regions: Region[] = [];
  const seeds: number[] = [];
  // Four pixels at a time where the mask's bytes are word-aligned, to skip the unset ones quickly.
  const quads = data.byteOffset % 4 === 0 ? new Int32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
  for (let start = 0; start < data.length; start++) {
    if (quads && (start & 3) === 0) while (start + 4 <= data.length && quads[start >> 2] === 0) start += 4;
    if (!data[start] || labels[start]) continue;
    const label = regions.length + 1;
    const region: Region = { label, area: 0, cx: 0, cy: 0, x0: width, y0: height, x1: 0, y1: 0, borderPixels: 0 };
    seeds.push(start);
    // Scanline fill: each seed's run along its row, then the runs above and below it.
    while (seeds.length > 0) {
      const i = seeds.pop() as number;
      if (labels[i]) continue;
      const x = i % width;
      const row = i - x;
      const y = row / width;
      let left = i;
      while (left > row && data[left - 1] && !labels[left - 1]) left--;
      let right = i;
      while (right < row + width - 1 && data[right + 1] && !labels[right + 1]) right++;
      labels.fill(label, left, right + 1);
      const x0 = left - row;
      const x1 = right - row;
      const n = x1 - x0 + 1;
      region.area += n;
      region.cx += ((x0 + x1) * n) / 2;
      region.cy += y * n;
      if (x0 < region.x0) region.x0 = x0;
      if (x1 > region.x1) region.x1 = x1;
      if (y < region.y0) region.y0 = y;
      if (y > region.y1) region.y1 = y;
      if (y === 0 || y === height - 1) region.borderPixels += n;
      else if (width === 1) region.borderPixels += 1;
      else region.borderPixels += (x0 === 0 ? 1 : 0) + (x1 === width - 1 ? 1 : 0);
      if (y > 0) unlabelledRuns(data, labels, left - width, right - width, seeds);
      if (y < height - 1) unlabelledRuns(data, labels, left + width, right + width, seeds);
    }
    region.cx /= region.area;
    region.cy /= region.area;
    regions.push(region);
  }
  return { labels, regions };
}

/** Pushes the first pixel of each run of set, unlabelled pixels in [from, to]. */
function unlabelledRuns(data: Uint8Array, labels: Int32Array, from: number, to: number, seeds: number[]): void {
  let inRun = false;
  for (let j = from; j <= to; j++) {
    const free = data[j] !== 0 && labels[j] === 0;
    if (free && !inRun) seeds.push(j);
    inRun = free;
  }
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
