import type { RgbaImage } from './types';

/** The band along the picture's edge where the paper's colour is read (share of each side). */
const EDGE_BAND = 0.1;
/** The brightest share of that band taken as paper (the rest may be strokes or the table). */
const BRIGHTEST = 0.4;
/** A cast stronger than this (max minus min channel of the paper's colour) is crayon, not light. */
const MAX_CAST = 100;
/**
 * The cast kept (gray levels, max minus min channel of the paper): a stronger one is scaled down to
 * it. Paper with this much tint stays well below the crayon test's 70, while a pale crayon (a skin
 * colour, a light pink shoe) keeps the colour that tells it from paper as it would in daylight.
 */
const KEPT_CAST = 36;
/** The most a channel is lifted. */
const MAX_GAIN = 1.6;

/** Visits the colour of every pixel in the band along the picture's edge (`EDGE_BAND` of each side). */
function forEdgeBand(image: RgbaImage, visit: (r: number, g: number, b: number) => void) {
  const { width, height, data } = image;
  const bandX = Math.max(1, Math.round(width * EDGE_BAND));
  const bandY = Math.max(1, Math.round(height * EDGE_BAND));
  for (let y = 0; y < height; y++) {
    const wholeRow = y < bandY || y >= height - bandY;
    for (let x = 0; x < width; x++) {
      // Off the top and bottom bands, only the left and right ones.
      if (!wholeRow && x === bandX) x = width - bandX;
      const p = (y * width + x) * 4;
      visit(data[p] as number, data[p + 1] as number, data[p + 2] as number);
    }
  }
}

/**
 * The picture with a strong tint of its paper taken down: a warm lamp or a cool window tints the
 * whole photo, and the cut-out's colour test (crayon is colour, paper and shadow are gray) then
 * takes the paper for crayon. The paper's colour is read from the brightest part of the band along
 * the picture's edge (paper, or a tight crop's paper round the figure), and each channel is scaled
 * so the paper's tint is no more than `KEPT_CAST`. A strongly coloured edge (a page crayoned to its edges) is crayon,
 * not light: the picture is kept as it is. Only the reading uses it; the texture keeps its colours.
 */
export function neutralPaper(image: RgbaImage): RgbaImage {
  const { width, height, data } = image;
  // Histogram of the darkest channel in the band: paper is bright in all three.
  const counts = new Uint32Array(256);
  let total = 0;
  forEdgeBand(image, (r, g, b) => {
    const low = Math.min(r, g, b);
    counts[low] = (counts[low] as number) + 1;
    total++;
  });
  let cut = 255;
  for (let seen = 0; cut > 0; cut--) {
    seen += counts[cut] as number;
    if (seen >= BRIGHTEST * total) break;
  }
  const sum = [0, 0, 0];
  let n = 0;
  forEdgeBand(image, (r, g, b) => {
    if (Math.min(r, g, b) < cut) return;
    sum[0] = (sum[0] as number) + r;
    sum[1] = (sum[1] as number) + g;
    sum[2] = (sum[2] as number) + b;
    n++;
  });
  if (n === 0) return image;
  const paper = sum.map((s) => s / n) as [number, number, number];
  const high = Math.max(...paper);
  const cast = high - Math.min(...paper);
  if (cast <= KEPT_CAST || cast > MAX_CAST) return image;
  // Each channel's shortfall from the brightest is scaled down so the cast is `KEPT_CAST`.
  const gains = paper.map((c) => Math.min(MAX_GAIN, (high - ((high - c) * KEPT_CAST) / cast) / Math.max(1, c)));
  const out = new Uint8ClampedArray(data.length);
  const [gr, gg, gb] = gains as [number, number, number];
  for (let p = 0; p < data.length; p += 4) {
    out[p] = (data[p] as number) * gr;
    out[p + 1] = (data[p + 1] as number) * gg;
    out[p + 2] = (data[p + 2] as number) * gb;
    out[p + 3] = data[p + 3] as number;
  }
  return { width, height, data: out };
}
