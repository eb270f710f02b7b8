/**
 * The cut-out at the picture's edge: stroke shapes that only run along it (the table, a finger,
 * the sheet's own edge) and a figure's outline that a tight crop cuts open there.
 */
import { close } from './morphology';
import { labelRegions } from './regions';
import type { Plane, RgbaImage } from './types';

/**
 * How far each stroke pixel's shape reaches into the picture from the picture's edge it touches
 * (share of the picture; Infinity for a shape that touches no edge). A dash of a broken stroke at
 * the edge counts with the line it belongs to (shapes also as a close of `gap` joins them).
 */
export function edgeReach(strokes: Plane, margin: number, gap: number): Float32Array {
  const { width, height } = strokes;
  const inner = { x0: margin, y0: margin, x1: width - margin - 1, y1: height - margin - 1 };
  const reach = new Float32Array(width * height);
  const measure = (shapes: Plane) => {
    const { labels, regions } = labelRegions(shapes);
    const depth = new Float32Array(regions.length + 1);
    for (const region of regions) {
      const depths: number[] = [];
      if (region.x0 <= inner.x0) depths.push((region.x1 - inner.x0) / (inner.x1 - inner.x0));
      if (region.x1 >= inner.x1) depths.push((inner.x1 - region.x0) / (inner.x1 - inner.x0));
      if (region.y0 <= inner.y0) depths.push((region.y1 - inner.y0) / (inner.y1 - inner.y0));
      if (region.y1 >= inner.y1) depths.push((inner.y1 - region.y0) / (inner.y1 - inner.y0));
      depth[region.label] = depths.length > 0 ? Math.min(...depths) : Number.POSITIVE_INFINITY;
    }
    for (let i = 0; i < labels.length; i++) {
      if (strokes.data[i]) reach[i] = Math.max(reach[i] as number, depth[labels[i] as number] as number);
    }
  };
  measure(strokes);
  measure(close(strokes, gap));
  return reach;
}

/**
 * Removes stroke shapes that are not on the paper: shapes in a band along the photo's edge that
 * touch it (the table, a cloth, a finger). A figure cut by the edge of a tight crop reaches far
 * into the picture, so it stays.
 */
export function dropEdgeClutter(strokes: Plane, reach: Float32Array, maxDepth: number): Plane {
  for (let i = 0; i < strokes.data.length; i++)
    if (strokes.data[i] && (reach[i] as number) < maxDepth) strokes.data[i] = 0;
  return strokes;
}

/** The widest gap (share of the picture's longer side) closed along the picture's edge. */
export const BRIDGE_AT_EDGE = 0.1;

/**
 * Where the picture's edge cuts through the figure (an arm running off a tight crop), its outline
 * is open there and the fill would leak out through the gap. Along each edge of the picture (the
 * first pixels inside the paper margin), joins stroke pixels at most `maxGap` apart, so a shape
 * the edge cuts closes along it.
 */
export function bridgeAtEdge(strokes: Plane, margin: number, maxGap: number, maxLine: number): Plane {
  const { width, data } = strokes;
  const x0 = margin;
  const y0 = margin;
  const x1 = strokes.width - margin - 1;
  const y1 = strokes.height - margin - 1;
  const line = (count: number, at: (k: number) => number) => {
    // The gaps between stroke runs along the edge: [first empty, last empty].
    const gaps: [number, number][] = [];
    // The length of the stroke run before each gap and after it.
    const before: number[] = [];
    const after: number[] = [];
    let last = -1;
    let runStart = -1;
    for (let k = 0; k < count; k++) {
      if (!data[at(k)]) continue;
      if (last >= 0 && k - last > 1) {
        after[gaps.length - 1] = last - runStart + 1;
        before[gaps.length] = last - runStart + 1;
        gaps.push([last + 1, k - 1]);
      }
      if (last < 0 || k - last > 1) runStart = k;
      last = k;
    }
    if (gaps.length > 0) after[gaps.length - 1] = last - runStart + 1;
    const size = (g: [number, number] | undefined) => (g ? g[1] - g[0] + 1 : Number.POSITIVE_INFINITY);
    gaps.forEach((gap, n) => {
      // Only a gap clearly narrower than its neighbours: the inside of one limb, not the paper
      // between two limbs the edge cuts.
      const width = size(gap);
      if (width > maxGap || width > 0.7 * size(gaps[n - 1]) || width > 0.7 * size(gaps[n + 1])) return;
      // Between two lines (an outline the edge cuts), not between solid shapes (feet, a table).
      if ((before[n] as number) > maxLine || (after[n] as number) > maxLine) return;
      for (let j = gap[0]; j <= gap[1]; j++) data[at(j)] = 1;
    });
  };
  line(x1 - x0 + 1, (k) => y0 * width + x0 + k);
  line(x1 - x0 + 1, (k) => y1 * width + x0 + k);
  line(y1 - y0 + 1, (k) => (y0 + k) * width + x0);
  line(y1 - y0 + 1, (k) => (y0 + k) * width + x1);
  return strokes;
}

/** Whether any set pixel lies within `band` pixels of the picture's edge. */
export function touchesBand(mask: Plane, band: number): boolean {
  const { width, height, data } = mask;
  for (let y = 0; y < height; y++) {
    const edgeRow = y < band || y >= height - band;
    for (let x = 0; x < width; x++) {
      if (!edgeRow && x === band) x = Math.max(band, width - band);
      if (data[y * width + x]) return true;
    }
  }
  return false;
}

/**
 * The shapes of `marks` (a picture of the photo, or of the `box` of it) that run off the photo's own
 * edge: where the picture is a crop, its sides inside the photo are no edge of the page.
 */
export function atPhotoEdge(
  marks: Plane,
  photo: RgbaImage,
  box?: { x: number; y: number; width: number; height: number },
): Plane {
  if (!box) return marks;
  const { width, height } = marks;
  const sides = {
    left: box.x === 0,
    top: box.y === 0,
    right: box.x + box.width >= photo.width,
    bottom: box.y + box.height >= photo.height,
  };
  const { labels, regions } = labelRegions(marks);
  const keep = new Uint8Array(regions.length + 1);
  for (const r of regions)
    keep[r.label] =
      (sides.left && r.x0 === 0) ||
      (sides.top && r.y0 === 0) ||
      (sides.right && r.x1 === width - 1) ||
      (sides.bottom && r.y1 === height - 1)
        ? 1
        : 0;
  const out: Plane = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < labels.length; i++) out.data[i] = keep[labels[i] as number] as number;
  return out;
}
