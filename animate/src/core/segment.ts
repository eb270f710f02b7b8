import { adaptiveThreshold, close, dilate } from './morphology';
import { findPaper } from './paper';
import { bounds, cropImage, darkestChannel, downscale, plane } from './planes';
import { figureScore, fillEnclosed, labelRegions, pickFigure, regionMask } from './regions';
import type { Plane, RgbaImage } from './types';

export type SegmentOptions = {
  /** The longer side the photo is shrunk to before the work (pixels). */
  maxSide: number;
  /** How much darker than its surroundings a pixel must be to count as a stroke (gray levels). */
  offset: number;
};

/** Max minus min channel above which a pixel is crayon colour rather than gray paper or shadow. */
const COLOURED_CHROMA = 70;

export const SEGMENT_DEFAULTS: SegmentOptions = { maxSide: 640, offset: 12 };

export type Segmentation = {
  /** The picture the work was done on: the part of the photo around the figure, shrunk. */
  image: RgbaImage;
  /** Where `image` lies in the photo (photo pixels). */
  box: { x: number; y: number; width: number; height: number };
  /** The figure: 1 inside, 0 outside, the size of `image`. */
  mask: Plane;
};

/** A 3x3 box blur, so paper grain and sensor noise do not pass for strokes. */
function smooth(gray: Plane): Plane {
  const { width, height, data } = gray;
  const out = plane(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          sum += data[yy * width + xx] as number;
          n++;
        }
      }
      out.data[y * width + x] = sum / n;
    }
  }
  return out;
}

/** The gray value of bare paper: bright, but not the brightest glare. */
function paperLevel(gray: Plane): number {
  const histogram = new Uint32Array(256);
  for (const v of gray.data) histogram[v] = (histogram[v] as number) + 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] as number;
    if (seen >= gray.data.length * 0.8) return v;
  }
  return 255;
}

function padWithPaper(gray: Plane, margin: number): Plane {
  const out = plane(gray.width + 2 * margin, gray.height + 2 * margin);
  out.data.fill(paperLevel(gray));
  for (let y = 0; y < gray.height; y++) {
    out.data.set(gray.data.subarray(y * gray.width, (y + 1) * gray.width), (y + margin) * out.width + margin);
  }
  return out;
}

function crop(mask: Plane, margin: number, width: number, height: number): Plane {
  const out = plane(width, height);
  for (let y = 0; y < height; y++) {
    const from = (y + margin) * mask.width + margin;
    out.data.set(mask.data.subarray(from, from + width), y * width);
  }
  return out;
}

/**
 * Solidly coloured areas (a crayon-filled body) are figure too, though no darker than their own
 * middle. Colour, not darkness, tells them from shadows and the table, which are gray.
 */
function withColouredAreas(strokes: Plane, image: RgbaImage, margin: number): Plane {
  const { width, height, data } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const r = data[p] as number;
      const g = data[p + 1] as number;
      const b = data[p + 2] as number;
      const chroma = Math.max(r, g, b) - Math.min(r, g, b);
      if (chroma > COLOURED_CHROMA) strokes.data[(y + margin) * strokes.width + x + margin] = 1;
    }
  }
  return strokes;
}

/**
 * Removes stroke shapes that are not on the paper: shapes in a band along the photo's edge that
 * touch it (the table, a cloth, a finger). A figure cut by the edge of a tight crop reaches far
 * into the picture, so it stays.
 */
function dropEdgeClutter(strokes: Plane, margin: number, maxDepth: number): Plane {
  const { labels, regions } = labelRegions(strokes);
  const { width, height } = strokes;
  const inner = { x0: margin, y0: margin, x1: width - margin - 1, y1: height - margin - 1 };
  const drop = new Set<number>();
  for (const region of regions) {
    // How far the shape reaches into the picture from each side it touches (share of the picture).
    const depths: number[] = [];
    if (region.x0 <= inner.x0) depths.push((region.x1 - inner.x0) / (inner.x1 - inner.x0));
    if (region.x1 >= inner.x1) depths.push((inner.x1 - region.x0) / (inner.x1 - inner.x0));
    if (region.y0 <= inner.y0) depths.push((region.y1 - inner.y0) / (inner.y1 - inner.y0));
    if (region.y1 >= inner.y1) depths.push((inner.y1 - region.y0) / (inner.y1 - inner.y0));
    if (depths.length > 0 && Math.min(...depths) < maxDepth) drop.add(region.label);
  }
  if (drop.size === 0) return strokes;
  for (let i = 0; i < labels.length; i++) if (drop.has(labels[i] as number)) strokes.data[i] = 0;
  return strokes;
}

/**
 * Finds the drawn figure on a photo of paper: darkest-channel grayscale, adaptive threshold,
 * morphological close and dilate, flood fill from the borders, then the most figure-like region.
 */
export function segmentDrawing(photo: RgbaImage, options: Partial<SegmentOptions> = {}): Segmentation {
  const settings = { ...SEGMENT_DEFAULTS, ...options };
  const whole = { x: 0, y: 0, width: photo.width, height: photo.height };
  const first = segmentOnce(photo, settings);
  const found = bounds(first.mask);
  if (!found) return { ...first, box: whole };
  // A figure found on a larger page is cut out again from a crop around it, at full detail.
  const scale = photo.width / first.image.width;
  const pad = 0.06 * Math.max(found.x1 - found.x0, found.y1 - found.y0);
  const x = Math.max(0, Math.floor((found.x0 - pad) * scale));
  const y = Math.max(0, Math.floor((found.y0 - pad) * scale));
  const box = {
    x,
    y,
    width: Math.min(photo.width, Math.ceil((found.x1 + 1 + pad) * scale)) - x,
    height: Math.min(photo.height, Math.ceil((found.y1 + 1 + pad) * scale)) - y,
  };
  if (box.width * box.height > 0.6 * photo.width * photo.height) return { ...first, box: whole };
  return { ...segmentOnce(cropImage(photo, box), settings), box };
}

function segmentOnce(photo: RgbaImage, { maxSide, offset }: SegmentOptions): { image: RgbaImage; mask: Plane } {
  const image = downscale(photo, maxSide);
  const { width, height } = image;
  const size = Math.max(width, height);
  // A margin of paper around the photo, so a figure cropped at the edge still closes.
  const margin = Math.max(2, Math.round(size * 0.03));
  const smoothed = smooth(darkestChannel(image));
  const gray = padWithPaper(smoothed, margin);
  const strokes = withColouredAreas(adaptiveThreshold(gray, Math.max(4, Math.round(size / 24)), offset), image, margin);
  // On a photo of a whole page, only what is on the sheet: not the table, nor the sheet's edge.
  const paper = findPaper(smoothed);
  if (paper) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!paper.data[y * width + x]) strokes.data[(y + margin) * strokes.width + x + margin] = 0;
      }
    }
  }
  // Two readings: one keeps shapes that reach deep into the picture from its edge (a tight crop of
  // the figure), one drops everything touching the edge (lines across a whole photographed page).
  const candidates = [0.3, 2].map((depth) =>
    findFigure(dropEdgeClutter({ ...strokes, data: strokes.data.slice() }, margin, depth), margin, width, height),
  );
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  return { image, mask: best.mask };
}

function findFigure(strokes: Plane, margin: number, width: number, height: number): { mask: Plane; score: number } {
  const size = Math.max(width, height);
  const grow = Math.max(1, Math.round(size / 250));
  const joined = dilate(close(strokes, Math.max(1, Math.round(size / 160))), grow);
  const filled = crop(fillEnclosed(joined), margin, width, height);
  const { labels, regions } = labelRegions(filled);
  const figure = pickFigure(regions, width, height);
  if (!figure) return { mask: plane(width, height), score: 0 };
  // The dilation stays: the outline keeps a thin rim of paper around the strokes, as the
  // annotated masks do, so no crayon edge is cut off.
  return { mask: regionMask(labels, width, height, figure.label), score: figureScore(figure, width, height) };
}
