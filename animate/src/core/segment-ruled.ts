/**
 * Ruled and squared paper: a child's drawing on a page torn from a school exercise book. The
 * paper's lines run across the whole page, parallel and evenly spaced, under the figure; each one
 * touches the figure's outline, and the cut-out would join them and the paper between them to the
 * figure. They are found on the whole picture (lines across most of the page, at least
 * `RULED_LINES` of them, evenly spaced, maybe tilted a little as a photo is), kept as straight paths
 * in the photo's coordinates, and erased in every reading of the photo: only the thin pixels on a
 * line's own path, so the figure's strokes that cross a line, or run beside it, stay.
 */
import type { Plane, RgbaImage } from './types';

/** How many parallel lines across the page make ruled (or squared) paper. */
const RULED_LINES = 4;
/**
 * How much of the page's width (or height) a ruled line's pieces cover together, at least. In a
 * crop round the figure the figure takes more of the width: `CROP_LONG` there.
 */
const RULED_LONG = 0.6;
export const CROP_LONG = 0.35;
/** How near each end of the page (share of its side) a ruled line reaches. */
const ENDS = 0.04;
/** How far from a line's path its pixels lie (share of the picture's longer side). */
const HALF_WIDTH = 1 / 320;

/**
 * How alike (cosine) a pixel's darkening of the paper, channel by channel, must be to the lines' own
 * to be erased: a blue line darkens red most and blue least, a pencil stroke all three alike.
 */
const LIKE_THE_LINES = 0.97;

/**
 * A ruled line: horizontal (or vertical, `across`), through `from` at a sixth of the way along and
 * `to` at five sixths, both as shares of the photo's side across the line; `tint` how the lines'
 * printed colour darkens the paper, channel by channel (a unit vector), so a figure's stroke in
 * another colour that runs along a line stays.
 */
export type RuledLine = { across: boolean; from: number; to: number; tint: [number, number, number] };

/** Where a picture lies in the photo, as shares of the photo's sides: x = x0 + (px + 0.5) * sx. */
export type PhotoPlace = { x0: number; y0: number; sx: number; sy: number };

type Band = { at: number; from: number; to: number; covered: number };

/**
 * The stroke run's length across the line's direction through each pixel (0 off the strokes), for
 * horizontal lines (or vertical ones, `across`), with the line's `along` and `span` and the index of
 * a pixel `at(along, across)` in the padded plane.
 */
export function strokeRuns(strokes: Plane, margin: number, width: number, height: number, across: boolean) {
  const W = strokes.width;
  const [along, span] = across ? [height, width] : [width, height];
  const at = (a: number, s: number) => (across ? (a + margin) * W + s + margin : (s + margin) * W + a + margin);
  const run = new Uint16Array(strokes.data.length);
  for (let a = 0; a < along; a++) {
    let s = 0;
    while (s < span) {
      if (!strokes.data[at(a, s)]) {
        s++;
        continue;
      }
      let e = s;
      while (e < span && strokes.data[at(a, e)]) e++;
      for (let k = s; k < e; k++) run[at(a, k)] = e - s;
      s = e;
    }
  }
  return { run, at, along, span };
}

const thickness = (width: number, height: number) => Math.max(2, Math.round(Math.max(width, height) / 110));

/**
 * The ruled lines of the page (`strokes` padded by `margin` round a `width` x `height` picture of
 * the whole photo; `page` the sheet's box when the photo shows a table round it).
 */
export function findRuledLines(
  strokes: Plane,
  image: RgbaImage,
  margin: number,
  place: PhotoPlace,
  page = { x0: 0, y0: 0, x1: image.width - 1, y1: image.height - 1 },
  long = RULED_LONG,
): RuledLine[] {
  const { width, height } = image;
  const thick = thickness(width, height);
  const band = 2 * thick;
  const found: RuledLine[] = [];
  for (const across of [false, true]) {
    const { run, at, along, span } = strokeRuns(strokes, margin, width, height, across);
    const thin = (a: number, s: number) => {
      const r = run[at(a, s)] as number;
      return r > 0 && r <= band;
    };
    const pageAlong = across ? page.y1 - page.y0 + 1 : page.x1 - page.x0 + 1;
    const bands: Band[] = [];
    for (let s0 = 0; s0 + band <= span; s0 += thick) {
      let covered = 0;
      let firstAt = along;
      let lastAt = -1;
      for (let a = 0; a < along; a++) {
        for (let s = s0; s < s0 + band; s++) {
          if (thin(a, s)) {
            covered++;
            firstAt = Math.min(firstAt, a);
            lastAt = a;
            break;
          }
        }
      }
      // A paper's line runs from edge to edge of the page (a crop keeps paper round the figure, so
      // the figure's own stripes stop short of its edges).
      const [pageFrom, pageTo] = across ? [page.y0, page.y1] : [page.x0, page.x1];
      const edge = ENDS * pageAlong;
      if (covered < long * pageAlong || firstAt > pageFrom + edge || lastAt < pageTo - edge) continue;
      const [from, to] = path(along, s0, band, thin);
      bands.push({ at: s0, from, to, covered });
    }
    // The path in the photo's shares: through (along, across) at a sixth and five sixths of this picture.
    const [a0, sa, s0, ss] = across
      ? [place.y0, place.sy, place.x0, place.sx]
      : [place.x0, place.sx, place.y0, place.sy];
    const u1 = a0 + (along / 6) * sa;
    const u2 = a0 + ((5 * along) / 6) * sa;
    for (const line of evenlySpaced(bands, thick)) {
      const v1 = s0 + line.from * ss;
      const v2 = s0 + line.to * ss;
      const at = (u: number) => v1 + ((u - u1) * (v2 - v1)) / (u2 - u1);
      found.push({ across, from: at(1 / 6), to: at(5 / 6), tint: [1, 1, 1] });
    }
  }
  const tint = lineTint(strokes, image, margin, found, place);
  return found.map((line) => ({ ...line, tint }));
}

/**
 * How the pixel at (x, y) darkens the paper round it, channel by channel, as a unit vector (null
 * where it hardly does): the paper is the brightest of each channel a few pixels across the line.
 */
function darkening(
  image: RgbaImage,
  x: number,
  y: number,
  across: boolean,
  reach: number,
): [number, number, number] | null {
  const { width, height, data } = image;
  const paper = [0, 0, 0];
  for (let k = -reach; k <= reach; k++) {
    const xx = across ? x + k : x;
    const yy = across ? y : y + k;
    if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
    const p = (yy * width + xx) * 4;
    for (let c = 0; c < 3; c++) paper[c] = Math.max(paper[c] as number, data[p + c] as number);
  }
  const p = (y * width + x) * 4;
  const d = [0, 1, 2].map((c) => Math.max(0, (paper[c] as number) - (data[p + c] as number)));
  const length = Math.hypot(...d);
  return length < 8 ? null : [(d[0] as number) / length, (d[1] as number) / length, (d[2] as number) / length];
}

const paperReach = (width: number, height: number) => 3 * thickness(width, height);

/** How the lines darken the paper: the median of their pixels' darkening, as a unit vector. */
function lineTint(strokes: Plane, image: RgbaImage, margin: number, lines: RuledLine[], place: PhotoPlace) {
  const tints: [number, number, number][] = [];
  const { width, height } = image;
  const reach = paperReach(width, height);
  visitPaths(strokes, margin, width, height, lines, place, (x, y, across) => {
    const d = darkening(image, x, y, across, reach);
    if (d) tints.push(d);
    return false;
  });
  const median = (c: 0 | 1 | 2) => {
    const v = tints.map((t) => t[c]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)] ?? 1;
  };
  const t = [median(0), median(1), median(2)];
  const length = Math.hypot(...t) || 1;
  return t.map((v) => v / length) as [number, number, number];
}

/**
 * A line's path through its band: through the median place of its pixels in the first and in the
 * last third of the page (medians, so a figure's strokes in the band do not pull it), as places
 * across at a sixth and at five sixths of the way along.
 */
function path(along: number, s0: number, band: number, thin: (a: number, s: number) => boolean): [number, number] {
  const middle = (from: number, to: number) => {
    const places: number[] = [];
    for (let k = from; k < to; k++) {
      let sum = 0;
      let n = 0;
      for (let s = s0; s < s0 + band; s++) {
        if (!thin(k, s)) continue;
        sum += s + 0.5;
        n++;
      }
      if (n > 0) places.push(sum / n);
    }
    places.sort((a, b) => a - b);
    return places[Math.floor(places.length / 2)] ?? s0 + band / 2;
  };
  const third = Math.floor(along / 3);
  return [middle(0, third), middle(along - third, along)];
}

/** The bands' lines, one per place, when there are enough of them and they are evenly spaced; else none. */
function evenlySpaced(bands: Band[], thick: number): Band[] {
  // The bands step by `thick`, so one drawn line is found in two or three: keep the fullest.
  const lines: Band[] = [];
  for (const band of bands) {
    const last = lines[lines.length - 1];
    if (last && band.at - last.at <= 2 * thick) {
      if (band.covered > last.covered) lines[lines.length - 1] = band;
    } else lines.push(band);
  }
  if (lines.length < RULED_LINES) return [];
  const gaps = lines.slice(1).map((line, k) => line.at - (lines[k] as Band).at);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] as number;
  // Most gaps are the usual one, or a whole number of them where a line was not found (a line's
  // place is known to a band's step).
  const even = gaps.filter((gap) => {
    const steps = Math.round(gap / usual);
    return steps >= 1 && Math.abs(gap - steps * usual) <= Math.max(0.2 * usual, thick);
  });
  return even.length >= Math.max(RULED_LINES - 1, 0.8 * gaps.length) ? lines : [];
}

/**
 * Visits the thin stroke pixels on the lines' paths (`strokes` padded by `margin` round a `width` x
 * `height` picture that lies at `place` in the photo): each whole thin run across a path, wherever
 * on the line's width the path falls. `erase` says whether to erase the pixel; returns how many were.
 */
function visitPaths(
  strokes: Plane,
  margin: number,
  width: number,
  height: number,
  lines: RuledLine[],
  place: PhotoPlace,
  erase: (x: number, y: number, across: boolean) => boolean,
): number {
  const thick = thickness(width, height);
  const reach = Math.max(1.5, HALF_WIDTH * Math.max(width, height));
  let erased = 0;
  for (const across of [false, true]) {
    const mine = lines.filter((line) => line.across === across);
    if (mine.length === 0) continue;
    const { run, at, along, span } = strokeRuns(strokes, margin, width, height, across);
    // Shares of the photo along and across the line, for this picture's pixels.
    const [a0, sa, s0, ss] = across
      ? [place.y0, place.sy, place.x0, place.sx]
      : [place.x0, place.sx, place.y0, place.sy];
    for (const line of mine) {
      for (let a = 0; a < along; a++) {
        const u = a0 + (a + 0.5) * sa;
        const v = line.from + ((u - 1 / 6) * (line.to - line.from)) / (4 / 6);
        const middle = (v - s0) / ss - 0.5;
        for (let s = Math.max(0, Math.ceil(middle - reach)); s <= Math.min(span - 1, middle + reach); s++) {
          const r = run[at(a, s)] as number;
          if (r === 0 || r > 2 * thick) continue;
          let from = s;
          while (from > 0 && strokes.data[at(a, from - 1)]) from--;
          for (let k = from; k < from + r && k < span; k++) {
            const i = at(a, k);
            if (!strokes.data[i] || !erase(across ? k : a, across ? a : k, across)) continue;
            strokes.data[i] = 0;
            erased++;
          }
          s = from + r;
        }
      }
    }
  }
  return erased;
}

/**
 * Erases the ruled lines from `strokes` (padded by `margin` round the picture `image`, which lies
 * at `place` in the photo): the thin pixels on each line's path in the lines' own colour. Returns
 * how many were erased.
 */
export function eraseRuledLines(
  strokes: Plane,
  image: RgbaImage,
  margin: number,
  lines: RuledLine[],
  place: PhotoPlace,
): number {
  const tint = lines[0]?.tint;
  if (!tint) return 0;
  const { width, height } = image;
  const reach = paperReach(width, height);
  return visitPaths(strokes, margin, width, height, lines, place, (x, y, across) => {
    const d = darkening(image, x, y, across, reach);
    return !d || d[0] * tint[0] + d[1] * tint[1] + d[2] * tint[2] >= LIKE_THE_LINES;
  });
}
