import { dilate, erode } from './morphology';
import { plane, resizeMask } from './planes';
import { fillEnclosed, labelRegions } from './regions';
import type { Plane } from './types';

/** The longer side the paper is looked for at: its edge needs no finer detail. */
const PAPER_SIDE = 160;

/** Otsu's threshold of a gray plane: the level that best splits it into a dark and a bright class. */
export function otsuLevel(gray: Plane): { level: number; dark: number; bright: number } {
  const histogram = new Float64Array(256);
  const data = gray.data;
  for (let i = 0; i < data.length; i++) histogram[data[i] as number] = (histogram[data[i] as number] as number) + 1;
  const total = gray.data.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * (histogram[v] as number);
  let weight = 0;
  let sumDark = 0;
  let best = { level: 128, dark: 0, bright: 255, between: -1 };
  for (let v = 0; v < 255; v++) {
    weight += histogram[v] as number;
    sumDark += v * (histogram[v] as number);
    if (weight === 0 || weight === total) continue;
    const dark = sumDark / weight;
    const bright = (sum - sumDark) / (total - weight);
    const between = weight * (total - weight) * (dark - bright) ** 2;
    if (between > best.between) best = { level: v, dark, bright, between };
  }
  return { level: best.level, dark: best.dark, bright: best.bright };
}

/**
 * The sheet of paper on a photo of a whole page lying on a table: the largest bright area that
 * stands clear of a darker surround, with everything drawn on it (its holes filled). Null when
 * the photo is all paper (a crop of the drawing) or no sheet stands out, so nothing is masked.
 * `gray` is the darkest-channel grayscale (white paper is bright in every channel, a wooden or
 * gray table is not); the answer is the size of `gray`.
 */
export function findPaper(gray: Plane): Plane | null {
  const step = Math.max(1, Math.ceil(Math.max(gray.width, gray.height) / PAPER_SIDE));
  const width = Math.ceil(gray.width / step);
  const height = Math.ceil(gray.height / step);
  // Box-averaged small picture: strokes fade into the paper, the table stays dark.
  const small = plane(width, height);
  const sums = new Float64Array(width * height);
  const counts = new Float64Array(width * height);
  const column = new Int32Array(gray.width);
  for (let x = 0; x < gray.width; x++) column[x] = Math.floor(x / step);
  const data = gray.data;
  for (let y = 0; y < gray.height; y++) {
    const target = Math.floor(y / step) * width;
    for (let x = 0, i = y * gray.width; x < gray.width; x++, i++) {
      const t = target + (column[x] as number);
      sums[t] = (sums[t] as number) + (data[i] as number);
      counts[t] = (counts[t] as number) + 1;
    }
  }
  for (let t = 0; t < small.data.length; t++) small.data[t] = (sums[t] as number) / (counts[t] as number);
  const { dark, bright } = otsuLevel(small);
  if (bright - dark < 40) return null;
  // Closer to the table than Otsu's level, so paper in a soft shadow stays paper.
  const level = dark + 0.35 * (bright - dark);
  // The table: dark areas wider than a stroke that reach the picture's edge. Opening first, so a
  // line drawn up to the sheet's edge or a filled figure does not join it.
  const shade = plane(width, height);
  for (let i = 0; i < shade.data.length; i++) shade.data[i] = (small.data[i] as number) <= level ? 1 : 0;
  const { labels, regions } = labelRegions(dilate(erode(shade, 2), 2));
  const table = new Set(regions.filter((r) => r.borderPixels > 0).map((r) => r.label));
  let edge = 0;
  let edgeTable = 0;
  const sheet = plane(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const onTable = table.has(labels[i] as number);
      sheet.data[i] = onTable ? 0 : 1;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) {
        edge++;
        if (onTable) edgeTable++;
      }
    }
  }
  let share = 0;
  for (let i = 0; i < sheet.data.length; i++) share += sheet.data[i] as number;
  share /= width * height;
  // A sheet lying on the table: table nearly all round the picture's edge, and a sheet big
  // enough to hold the figure. Else (a crop, paper to the edge) nothing is masked.
  if (edgeTable < 0.9 * edge || share < 0.12 || share > 0.9) return null;
  const filled = fillEnclosed(sheet);
  // Back to full size, without its outermost rim (where the table's edge darkens the paper).
  return erode(resizeMask(filled, gray.width, gray.height), Math.max(1, Math.round(step / 2)));
}
