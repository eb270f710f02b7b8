import { distanceToEdge } from './distance';
import { dilate } from './morphology';
import { labelRegions } from './regions';
import type { Plane, RgbaImage } from './types';

/** Smallest paper gap reopened, as a share of the figure's area (a crayon fill's gaps are smaller). */
const MIN_AREA_SHARE = 0.025;
/** How deep inside the figure a gap lies at its closest to the outside (share of the picture's longer side). */
const MIN_DEPTH_SHARE = 0.03;
/** A break in a drawn line up to twice this wide (pixels) is crayon texture, not a way out. */
const BREAK = 1;
/** Mean colour distance (RGB) to the paper round the figure below which an area is that paper. */
const PAPER_COLOUR = 25;

/**
 * Paper enclosed between parts of the figure that touch (an octopus's arms meeting at their tips)
 * is not the figure: the fill that closes the figure's outline fills it too. Reopens the enclosed
 * areas of `mask` that are no stroke (`strokes`: the joined strokes, the size of `mask`), large
 * (`MIN_AREA_SHARE`), the colour of the paper round the figure (`PAPER_COLOUR`), and a limb's
 * width inside the figure all round (`MIN_DEPTH_SHARE`). The inside of a figure drawn as an outline
 * alone is paper too, but a stroke's width from the outside; a crayon fill's gaps are small.
 * Given the strokes as drawn (`raw`, before any close), only an area that leads out between
 * them (past a break wider than crayon texture) is reopened: parts that touch leave a way out where
 * they meet, while paper that a drawn line encloses all round (the hair under a hat, an uncoloured
 * face or shirt) is part of the figure. Changes `mask` in place and returns how many pixels it reopened.
 */
export function reopenPaperGaps(mask: Plane, strokes: Plane, image: RgbaImage, raw?: Plane): number {
  const { width, height, data } = mask;
  const size = Math.max(width, height);
  const open = new Uint8Array(data.length);
  let total = 0;
  for (let i = 0; i < data.length; i++) {
    if (!data[i]) continue;
    total++;
    if (!strokes.data[i]) open[i] = 1;
  }
  const { labels, regions } = labelRegions({ width, height, data: open });
  const large = regions.filter((r) => r.area >= MIN_AREA_SHARE * total && r.borderPixels === 0);
  if (large.length === 0) return 0;
  const depth = distanceToEdge(mask);
  const slot = new Int32Array(regions.length + 1).fill(-1);
  large.forEach((r, k) => {
    slot[r.label] = k;
  });
  const shallowest = new Float64Array(large.length).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < labels.length; i++) {
    const k = slot[labels[i] as number] as number;
    if (k >= 0) shallowest[k] = Math.min(shallowest[k] as number, depth[i] as number);
  }
  const deep = large.map((_, k) => (shallowest[k] as number) >= MIN_DEPTH_SHARE * size);
  if (!deep.includes(true)) return 0;
  const paper = paperColour(mask, image, Math.max(3, Math.round(size / 60)));
  if (!paper) return 0;
  const colour = new Float64Array(large.length);
  const px = image.data;
  for (let i = 0; i < labels.length; i++) {
    const k = slot[labels[i] as number] as number;
    if (k < 0 || !deep[k]) continue;
    colour[k] =
      (colour[k] as number) +
      Math.hypot(
        (px[4 * i] as number) - paper[0],
        (px[4 * i + 1] as number) - paper[1],
        (px[4 * i + 2] as number) - paper[2],
      );
  }
  // With the strokes as drawn (`raw`), only paper that leads out between them is reopened.
  let leaks: boolean[] | null = null;
  if (raw) {
    const thick = dilate(raw, BREAK);
    const free = new Uint8Array(data.length);
    for (let i = 0; i < free.length; i++) free[i] = thick.data[i] ? 0 : 1;
    const outside = labelRegions({ width, height, data: free });
    const open = new Set(outside.regions.filter((r) => r.borderPixels > 0).map((r) => r.label));
    leaks = large.map(() => false);
    for (let i = 0; i < labels.length; i++) {
      const k = slot[labels[i] as number] as number;
      if (k >= 0 && open.has(outside.labels[i] as number)) leaks[k] = true;
    }
  }
  const reopen = large.map(
    (r, k) => deep[k] === true && (colour[k] as number) / r.area < PAPER_COLOUR && (!leaks || leaks[k] === true),
  );
  let reopened = 0;
  for (let i = 0; i < labels.length; i++) {
    const k = slot[labels[i] as number] as number;
    if (k >= 0 && reopen[k]) {
      data[i] = 0;
      reopened++;
    }
  }
  return reopened;
}

/** The mean colour of the paper in a band `band` pixels wide round the figure. */
function paperColour(mask: Plane, image: RgbaImage, band: number): [number, number, number] | null {
  const near = dilate(mask, band);
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) {
    if (!near.data[i] || mask.data[i]) continue;
    r += image.data[4 * i] as number;
    g += image.data[4 * i + 1] as number;
    b += image.data[4 * i + 2] as number;
    n++;
  }
  return n > 0 ? [r / n, g / n, b / n] : null;
}
