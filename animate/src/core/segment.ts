import { hugStrokes, type InkTest, localMean } from './edge';
import { type LeftOutPart, settle, withEdgeParts } from './left-out';
import { adaptiveThreshold, close, dilate, erode } from './morphology';
import { findPaper } from './paper';
import { reopenPaperGaps } from './paper-gaps';
import { neutralPaper } from './paper-tint';
import { bounds, darkestChannel, plane } from './planes';
import { figureScore, fillEnclosed, labelRegions, pickFigure, type Region, regionMask } from './regions';
import { atPhotoEdge, BRIDGE_AT_EDGE, bridgeAtEdge, dropEdgeClutter, edgeReach, touchesBand } from './segment-edge';
import { findBorderLines } from './segment-lines';
import { otherFigures } from './segment-others';
import { crop, padWithPaper, smooth } from './segment-planes';
import { CROP_LONG, eraseRuledLines, findRuledLines, type RuledLine } from './segment-ruled';
import { shrinkBox } from './segment-shrink';
import type { Plane, RgbaImage } from './types';

export type SegmentOptions = {
  /** The longer side the photo is shrunk to before the work (pixels). */
  maxSide: number;
  /** How much darker than its surroundings a pixel must be to count as a stroke (gray levels). */
  offset: number;
  /**
   * Paper kept round the strokes (pixels of the shrunk picture). 0: the outline hugs the strokes
   * (what the evaluation set's masks mark); Meta's annotated drawings keep about 2.
   */
  rim: number;
};

/** Max minus min channel above which a pixel is crayon colour rather than gray paper or shadow. */
const COLOURED_CHROMA = 70;

export const SEGMENT_DEFAULTS: SegmentOptions = { maxSide: 640, offset: 12, rim: 0 };

export type Segmentation = {
  /** The picture the work was done on: the part of the photo around the figure, shrunk. */
  image: RgbaImage;
  /** Where `image` lies in the photo (photo pixels). */
  box: { x: number; y: number; width: number; height: number };
  /** The figure: 1 inside, 0 outside, the size of `image`; one piece. */
  mask: Plane;
  /** Marks beside the figure left out of it (writing, a detached hat, a doodle), in `image` pixels: the parent may add one back (`addBack`). */
  leftOut: LeftOutPart[];
  /** Other figures on the page (photo pixels), the largest first: a page with several drawings. */
  others: { x: number; y: number; width: number; height: number }[];
};

/**
 * Solidly coloured areas (a crayon-filled body) are figure too, though no darker than their own
 * middle. Colour, not darkness, tells them from shadows and the table, which are gray.
 */
function withColouredAreas(strokes: Plane, image: RgbaImage, margin: number): Plane {
  const { width, height, data } = image;
  const out = strokes.data;
  for (let y = 0; y < height; y++) {
    // Max and min by comparisons (Math.max and Math.min of three are slow before the code is optimised).
    for (let x = 0, p = y * width * 4, j = (y + margin) * strokes.width + margin; x < width; x++, p += 4, j++) {
      const r = data[p] as number;
      const g = data[p + 1] as number;
      const b = data[p + 2] as number;
      let high = r;
      let low = r;
      if (g > high) high = g;
      else low = g;
      if (b > high) high = b;
      else if (b < low) low = b;
      if (high - low > COLOURED_CHROMA) out[j] = 1;
    }
  }
  return strokes;
}

/**
 * How far the joined strokes are grown before the fill (share of the picture's longer side), so
 * a faint stroke's shape closes; the rim this leaves is taken off again after (`hugStrokes`).
 */
const GROW = 1 / 250;
/** The same, where a figure found on a whole page is cut again from a crop around it. */
const CROP_GROW = 1 / 400;

/** The radius of the close that joins broken strokes (gaps up to twice as wide). */
const closing = (size: number) => Math.max(1, Math.round(size / 160));

/** The radius of the close that takes back the notches the peel bites through broken strokes. */
const NOTCH = 2;

/**
 * Finds the drawn figure on a photo of paper: darkest-channel grayscale, adaptive threshold,
 * morphological close and dilate, flood fill from the borders, the most figure-like region, then
 * the paper rim the close and dilate added taken off again and the paper enclosed between parts
 * that touch opened again.
 */
export function segmentDrawing(photo: RgbaImage, options: Partial<SegmentOptions> = {}): Segmentation {
  const settings = { ...SEGMENT_DEFAULTS, ...options };
  const whole = { x: 0, y: 0, width: photo.width, height: photo.height };
  const first = segmentOnce(photo, settings);
  const { border, ruled } = first;
  const found = bounds(withEdgeParts(first.mask, first.edge));
  const scale = photo.width / first.image.width;
  const others = first.others.map((r) => ({
    x: Math.floor(r.x0 * scale),
    y: Math.floor(r.y0 * scale),
    width: Math.ceil((r.x1 - r.x0 + 1) * scale),
    height: Math.ceil((r.y1 - r.y0 + 1) * scale),
  }));
  const finish = (
    cut: { image: RgbaImage; mask: Plane; ink: Plane; edge: Plane },
    box: Segmentation['box'],
  ): Segmentation => ({
    image: cut.image,
    box,
    ...settle(cut.mask, cut.ink, cut.edge),
    others,
  });
  if (!found) return finish(first, whole);
  // A figure found on a larger page is cut out again from a crop around it, at full detail.
  const pad = 0.06 * Math.max(found.x1 - found.x0, found.y1 - found.y0);
  const x = Math.max(0, Math.floor((found.x0 - pad) * scale));
  const y = Math.max(0, Math.floor((found.y0 - pad) * scale));
  const box = {
    x,
    y,
    width: Math.min(photo.width, Math.ceil((found.x1 + 1 + pad) * scale)) - x,
    height: Math.min(photo.height, Math.ceil((found.y1 + 1 + pad) * scale)) - y,
  };
  if (box.width * box.height > 0.6 * photo.width * photo.height) return finish(first, whole);
  // The border lines found on the whole picture stay out of the crop too (there the frame runs
  // along the crop's edge as a figure's own long lines may).
  const drop = (x: number, y: number) => {
    const bx = Math.floor((x * border.width) / photo.width);
    const by = Math.floor((y * border.height) / photo.height);
    return border.data[by * border.width + bx] === 1;
  };
  return finish(segmentOnce(photo, settings, CROP_GROW, box, drop, ruled), box);
}

/**
 * The figure inside `area` of the photo (photo pixels): another figure the parent chose on a page
 * with several (`Segmentation.others`). Cut from a crop round it as the first figure is.
 */
export function segmentFigureAt(
  photo: RgbaImage,
  area: { x: number; y: number; width: number; height: number },
  options: Partial<SegmentOptions> = {},
): Segmentation {
  const pad = 0.06 * Math.max(area.width, area.height);
  const x = Math.max(0, Math.floor(area.x - pad));
  const y = Math.max(0, Math.floor(area.y - pad));
  const box = {
    x,
    y,
    width: Math.min(photo.width, Math.ceil(area.x + area.width + pad)) - x,
    height: Math.min(photo.height, Math.ceil(area.y + area.height + pad)) - y,
  };
  const cut = segmentOnce(photo, { ...SEGMENT_DEFAULTS, ...options }, CROP_GROW, box);
  return { image: cut.image, box, ...settle(cut.mask, cut.ink, cut.edge), others: [] };
}

function segmentOnce(
  photo: RgbaImage,
  { maxSide, offset, rim }: SegmentOptions,
  growShare = GROW,
  box?: { x: number; y: number; width: number; height: number },
  drop?: (photoX: number, photoY: number) => boolean,
  ruledLines?: RuledLine[],
): { image: RgbaImage; mask: Plane; border: Plane; ink: Plane; edge: Plane; others: Region[]; ruled: RuledLine[] } {
  // The photo (or the box of it) shrunk, as downscale(cropImage(photo, box), maxSide).
  const image = shrinkBox(photo, maxSide, box);
  // What the tests read: the paper made neutral (a lamp's cast is not crayon); `image` keeps its colours.
  const seen = neutralPaper(image);
  const { width, height } = image;
  const size = Math.max(width, height);
  // A margin of paper around the photo, so a figure cropped at the edge still closes.
  const margin = Math.max(2, Math.round(size * 0.03));
  const smoothed = smooth(darkestChannel(seen));
  const gray = padWithPaper(smoothed, margin);
  const strokes = withColouredAreas(adaptiveThreshold(gray, Math.max(4, Math.round(size / 24)), offset), seen, margin);
  // On a photo of a whole page, only what is on the sheet: not the table, nor the sheet's edge.
  const paper = findPaper(smoothed);
  if (paper) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!paper.data[y * width + x]) strokes.data[(y + margin) * strokes.width + x + margin] = 0;
      }
    }
  }
  // The lines of ruled or squared paper: found on the whole picture, erased from every reading.
  // Looked for again in a crop, where the picture is sharper: a faint line may show only there.
  const area = box ?? { x: 0, y: 0, width: photo.width, height: photo.height };
  const place = {
    x0: area.x / photo.width,
    y0: area.y / photo.height,
    sx: area.width / width / photo.width,
    sy: area.height / height / photo.height,
  };
  const found = findRuledLines(
    strokes,
    seen,
    margin,
    place,
    (paper && bounds(paper)) || undefined,
    box ? CROP_LONG : undefined,
  );
  const ruled = [...found, ...(ruledLines ?? [])];
  eraseRuledLines(strokes, seen, margin, ruled, place);
  // Border and frame lines are not the figure: found on the whole picture, left out of the crop.
  const border = plane(width, height);
  const lines = box ? null : findBorderLines(strokes, margin, width, height, (paper && bounds(paper)) || undefined);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const j = (y + margin) * strokes.width + x + margin;
      const photoX = box ? box.x + ((x + 0.5) * box.width) / width : ((x + 0.5) * photo.width) / width;
      const photoY = box ? box.y + ((y + 0.5) * box.height) / height : ((y + 0.5) * photo.height) / height;
      if (lines ? lines.data[j] : drop?.(photoX, photoY)) {
        strokes.data[j] = 0;
        border.data[y * width + x] = 1;
      }
    }
  }
  // Two readings: one keeps shapes that reach deep into the picture from its edge (a tight crop of
  // the figure), one drops everything touching the edge (lines across a whole photographed page).
  const reach = edgeReach(strokes, margin, closing(size));
  // Both readings are the same picture unless some shape at the edge reaches between their depths.
  let differ = false;
  for (let i = 0; i < reach.length && !differ; i++) differ = (reach[i] as number) >= 0.3 && (reach[i] as number) < 2;
  const candidates = (differ ? [0.3, 2] : [2]).map((depth) =>
    findFigure(
      dropEdgeClutter({ ...strokes, data: strokes.data.slice() }, reach, depth),
      margin,
      width,
      height,
      growShare,
    ),
  );
  const best = hollowClosed(
    candidates.reduce((a, b) => (b.score > a.score ? b : a)),
    () =>
      findFigure(
        dropEdgeClutter({ ...strokes, data: strokes.data.slice() }, reach, 2),
        margin,
        width,
        height,
        growShare,
        3,
      ),
    closing(size),
  );
  const ink: InkTest = {
    gray: smoothed,
    paper: localMean(smoothed, Math.max(4, Math.round(size / 24))),
    image: seen,
    offset,
    chroma: COLOURED_CHROMA,
  };
  const grow = Math.max(1, Math.round(size * growShare));
  // Where the close and the dilation bridged a gap in a stroke, the rim stays (else the peel
  // notches the figure through the gap).
  const joinedStrokes = close(best.strokes, closing(size) + grow);
  const bridged = (i: number) => {
    const x = i % width;
    const j = ((i - x) / width + margin) * best.strokes.width + x + margin;
    return joinedStrokes.data[j] === 1 && best.strokes.data[j] === 0;
  };
  const hugged = hugStrokes(best.mask, ink, bridged, grow + 2);
  // A close takes back the notches the peel bit through gaps in a faint stroke; `rim` grows it.
  const smoothedEdge = rim > 0 ? dilate(close(hugged, NOTCH), rim) : close(hugged, NOTCH);
  const [out, edge, figure] = [hugged.data, smoothedEdge.data, best.mask.data];
  // Both are 0 or 1 (a filter's and a region's mask): & without a branch per pixel.
  for (let i = 0; i < out.length; i++) out[i] = (edge[i] as number) & (figure[i] as number);
  // The fill closed the paper between parts that touch (arms meeting at their tips): open it again.
  reopenPaperGaps(hugged, crop(best.closed, margin, width, height), seen, crop(best.strokes, margin, width, height));
  // What was dropped along the photo's edge (not a crop's): a shoe running off it may be among it (`settle`).
  const dropped = strokes.data.map((v, i) => v & ((best.strokes.data[i] as number) ^ 1));
  const atEdge = atPhotoEdge(crop({ ...strokes, data: dropped }, margin, width, height), photo, box);
  return {
    image,
    mask: hugged,
    border,
    ink: crop(best.strokes, margin, width, height),
    edge: atEdge,
    others: best.others,
    ruled,
  };
}

type Found = { mask: Plane; score: number; strokes: Plane; closed: Plane; others: Region[] };

/** The share of a figure's area left when its rim is taken off, below which it may be an outline. */
const FILLED_CORE = 0.55;
/** Closed wider, an outline the fill got out of encloses its inside: the figure grows at least this much. */
const ENCLOSED_GROWTH = 2;

/**
 * A figure read as little more than its outline (a blurred photo or a light hand leaves gaps in a
 * stroke wider than the close bridges, and the fill gets out through them) is read again with the
 * gaps closed three times as wide: when its inside is then enclosed (the figure grows by
 * `ENCLOSED_GROWTH` or more and stands as high), that reading is the figure.
 */
function hollowClosed(found: Found, wider: () => Found, rim: number): Found {
  const area = (mask: Plane) => mask.data.reduce((sum, v) => sum + v, 0);
  const own = area(found.mask);
  const was = bounds(found.mask);
  if (own === 0 || !was) return found;
  // A filled figure keeps most of its area when its rim is taken off; an outline does not (nor a
  // stick figure, whose wider reading then encloses little more). Only then is it read again.
  if (area(erode(found.mask, rim)) >= FILLED_CORE * own) return found;
  const again = wider();
  const now = bounds(again.mask);
  if (!now || area(again.mask) < ENCLOSED_GROWTH * own) return found;
  const tall = was.y1 - was.y0;
  const same = Math.abs(now.y0 - was.y0) <= 0.1 * tall && Math.abs(now.y1 - was.y1) <= 0.1 * tall;
  return same ? again : found;
}

function findFigure(
  strokes: Plane,
  margin: number,
  width: number,
  height: number,
  growShare: number,
  gapScale = 1,
): Found {
  const size = Math.max(width, height);
  const grow = Math.max(1, Math.round(size * growShare));
  const closed = close(strokes, gapScale * closing(size));
  const joined = bridgeAtEdge(dilate(closed, grow), margin, Math.round(BRIDGE_AT_EDGE * size), Math.round(size / 40));
  // Areas a wider close would enclose (a stroke broken more than the close bridges) are inside
  // too: only the enclosed areas, not the wider close's own bridges and filled-in corners.
  const inside = fillEnclosed(joined);
  const band = margin + 2 * closing(size);
  if (!touchesBand(joined, band))
    return { ...pick(inside, margin, width, height, closing(size) + grow + 1), strokes, closed };
  const wider = close(joined, 2 * closing(size));
  const enclosed = fillEnclosed(wider);
  const more = plane(inside.width, inside.height);
  const [to, around, widerData, insideData] = [more.data, enclosed.data, wider.data, inside.data];
  // All three are 0 or 1 (fills and filters): bit operations without a branch per pixel.
  for (let i = 0; i < to.length; i++)
    to[i] = (around[i] as number) & ((widerData[i] as number) ^ 1) & ((insideData[i] as number) ^ 1);
  // Only where the picture's edge cuts the figure: elsewhere an open gap was left open on purpose.
  const holes = labelRegions(more);
  const atEdge = new Uint8Array(holes.regions.length + 1);
  for (const r of holes.regions) {
    if (r.x0 <= band || r.y0 <= band || r.x1 >= inside.width - 1 - band || r.y1 >= inside.height - 1 - band)
      atEdge[r.label] = 1;
  }
  const labels = holes.labels;
  for (let i = 0; i < insideData.length; i++)
    insideData[i] = (insideData[i] as number) | (atEdge[labels[i] as number] as number);
  return { ...pick(inside, margin, width, height, closing(size) + grow + 1), strokes, closed };
}

/** The most figure-like region of the filled strokes, without the paper margin. */
function pick(
  inside: Plane,
  margin: number,
  width: number,
  height: number,
  thin: number,
): { mask: Plane; score: number; others: Region[] } {
  const filled = crop(inside, margin, width, height);
  const { labels, regions } = labelRegions(filled);
  const figure = pickFigure(regions, width, height);
  if (!figure) return { mask: plane(width, height), score: 0, others: [] };
  // The dilation's rim of paper is taken off after, where the ink is known (`hugStrokes`).
  const mask = withoutGroundLine(regionMask(labels, width, height, figure.label), figure, thin);
  return { mask, score: figureScore(figure, width, height), others: otherFigures(regions, figure, width, height) };
}

/**
 * Removes a ground line the figure stands on: a thin, flat part along the figure's bottom, much
 * wider than it is tall and wider than a good part of the figure (grass, the floor). Thin parts
 * elsewhere (stick arms and legs, a horizontal arm) stay.
 */
function withoutGroundLine(mask: Plane, figure: Region, thin: number): Plane {
  // Only the bottom fifth of the figure's box (with a margin for the opening) is looked at.
  const figureWidth = figure.x1 - figure.x0 + 1;
  const figureHeight = figure.y1 - figure.y0 + 1;
  const y0 = Math.max(0, Math.floor(figure.y0 + 0.8 * figureHeight) - 2 * thin - 2);
  const part = plane(mask.width, figure.y1 + 1 - y0);
  part.data.set(mask.data.subarray(y0 * mask.width, (figure.y1 + 1) * mask.width));
  const body = dilate(erode(part, thin), thin + 1);
  const parts = plane(part.width, part.height);
  for (let i = 0; i < parts.data.length; i++) parts.data[i] = part.data[i] && !body.data[i] ? 1 : 0;
  const { labels, regions } = labelRegions(parts);
  const ground = new Set(
    regions
      .filter((r) => {
        const w = r.x1 - r.x0 + 1;
        const h = r.y1 - r.y0 + 1;
        return w > 0.4 * figureWidth && h < 0.15 * w && r.y0 + y0 > figure.y0 + 0.8 * figureHeight;
      })
      .map((r) => r.label),
  );
  if (ground.size === 0) return mask;
  for (let i = 0; i < labels.length; i++) if (ground.has(labels[i] as number)) mask.data[y0 * mask.width + i] = 0;
  return mask;
}
