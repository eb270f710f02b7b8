/**
 * What the cut-out left out, and putting it back: the marks on the page beside the figure (a name,
 * a hat drawn apart, a balloon on its string, a second small doodle), each as a part the parent can
 * tap to add; and the figure as one piece (what the mesh moves: a detached bit close by is joined
 * to it, one further off is left out, so nothing floats beside the moving figure).
 */

import { lineOf, lineToward, pageLine } from './broken-lines';
import { paintStroke } from './brush';
import { close, dilate, erode } from './morphology';
import { area, bounds, plane } from './planes';
import { fillEnclosed, labelRegions, type Region, regionMask } from './regions';
import type { Plane, Point } from './types';

/** A part of the page left out of the figure: its box in the cut-out's picture and its mask (box-sized). */
export type LeftOutPart = { x: number; y: number; width: number; height: number; mask: Plane };

/** At most this many parts are offered, the largest first. */
const MOST_PARTS = 12;

/**
 * A part left out is a faint part of the figure (a wing shaded lightly, an arm in pale pencil: its
 * strokes too light or too far apart to join the body's) when it is a solid area, not lines (at
 * least `FAINT_CORE` of it is left when a rim `FAINT_RIM` of the picture's longer side is taken
 * off), as big as a limb (at least `FAINT_AREA` of the figure's area) and just apart from the
 * figure (at most `FAINT_GAP` of the figure's longer side). Writing, a doodle, a hat drawn apart
 * and the shadow under the feet are lines, small or further off.
 */
const FAINT_CORE = 0.25;
const FAINT_RIM = 1 / 80;
const FAINT_AREA = 0.08;
const FAINT_GAP = 0.04;

/**
 * A mark dropped with the table and the sheet's edge where it runs off the picture is the figure's
 * (a shoe, a hand where the drawing runs off the photo) when it is small beside the figure (its box
 * at most `EDGE_PART` of the figure's longer side), not a line (the table's edge, the sheet's) and
 * just apart from the figure (at most `FAINT_GAP` of its longer side).
 */
const EDGE_PART = 0.2;

/**
 * The marks in `strokes` (the cut-out's picture, 1 = ink) not in `figure`, grouped (letters of a
 * word, strokes of a doodle: closed by a hundredth of the picture), each filled (a balloon drawn as
 * a ring is a disc); specks left out.
 */
export function leftOutParts(strokes: Plane, figure: Plane): LeftOutPart[] {
  // Not what runs off the picture's edge (the table, the sheet's edge, its shadow).
  return marks(strokes, figure, (r) => r.borderPixels === 0);
}

/** The marks of `strokes` not in `figure`, grouped and filled, of the regions `keep` takes (`atEdge`: marks running off the picture). */
function marks(strokes: Plane, figure: Plane, keep: (region: Region) => boolean, atEdge = false): LeftOutPart[] {
  const { width, height } = figure;
  const size = Math.max(width, height);
  const near = dilate(figure, 2);
  const rest = plane(width, height);
  for (let i = 0; i < rest.data.length; i++) rest.data[i] = strokes.data[i] && !near.data[i] ? 1 : 0;
  // At the edge, grouped closer: a shoe scribbled there stays apart from the table's edge beside it.
  const grouped = close(rest, Math.max(1, Math.round(size / (atEdge ? 200 : 100))));
  const { labels, regions } = labelRegions(grouped);
  const least = Math.max(16, 0.0008 * width * height);
  const figureArea = area(figure);
  return regions
    .filter((r) => r.area >= least && r.area <= 1.5 * Math.max(1, figureArea) && keep(r))
    .sort((a, b) => b.area - a.area)
    .slice(0, MOST_PARTS)
    .map((r) => {
      const box = { x: r.x0, y: r.y0, width: r.x1 - r.x0 + 1, height: r.y1 - r.y0 + 1 };
      const own = plane(box.width, box.height);
      for (let y = 0; y < box.height; y++)
        for (let x = 0; x < box.width; x++)
          own.data[y * box.width + x] =
            labels[(y + box.y) * width + x + box.x] === r.label && !near.data[(y + box.y) * width + x + box.x] ? 1 : 0;
      if (atEdge) sealAtEdge(own, box, width, height);
      return { ...box, mask: fillEnclosed(own) };
    });
}

/**
 * The figure with a left-out part added: where the part does not touch it, a bridge as wide as a
 * drawn line joins the part's nearest point to the figure's, so the part moves with the limb it is
 * beside (a balloon with the hand that holds it).
 */
export function addBack(figure: Plane, part: LeftOutPart, bridged = true): Plane {
  const { width } = figure;
  let out: Plane = { ...figure, data: figure.data.slice() };
  for (let y = 0; y < part.height; y++)
    for (let x = 0; x < part.width; x++)
      if (part.mask.data[y * part.width + x]) out.data[(y + part.y) * width + x + part.x] = 1;
  if (!bridged) return out;
  const bridge = nearestPair(figure, part);
  if (bridge && bridge.gap > 1) {
    const radius = Math.max(1.5, Math.max(figure.width, figure.height) / 300);
    out = paintStroke(out, bridge.from, bridge.to, radius, 1);
  }
  return out;
}

/**
 * The figure as one piece: every other piece of the mask is joined to the largest by a bridge when
 * it is near and not tiny (a foot drawn apart, the dot of a hat), and left out otherwise (returned
 * as parts).
 */
export function onePiece(mask: Plane): { mask: Plane; leftOut: LeftOutPart[] } {
  const { labels, regions } = labelRegions(mask);
  if (regions.length <= 1) return { mask, leftOut: [] };
  const main = regions.reduce((a, b) => (b.area > a.area ? b : a));
  let out = regionMask(labels, mask.width, mask.height, main.label);
  const size = Math.max(main.x1 - main.x0 + 1, main.y1 - main.y0 + 1);
  const leftOut: LeftOutPart[] = [];
  for (const r of regions) {
    if (r === main) continue;
    const box = { x: r.x0, y: r.y0, width: r.x1 - r.x0 + 1, height: r.y1 - r.y0 + 1 };
    const own = plane(box.width, box.height);
    for (let y = 0; y < box.height; y++)
      for (let x = 0; x < box.width; x++)
        own.data[y * box.width + x] = labels[(y + box.y) * mask.width + x + box.x] === r.label ? 1 : 0;
    const part = { ...box, mask: own };
    const pair = nearestPair(out, part);
    if (pair && r.area >= 0.003 * main.area && pair.gap <= 0.04 * size) out = addBack(out, part);
    else if (r.area >= 16) leftOut.push(part);
  }
  return { mask: out, leftOut };
}

/** The closest pair of a figure pixel and a part pixel (their outlines), or null. */
function nearestPair(figure: Plane, part: LeftOutPart): { from: Point; to: Point; gap: number } | null {
  const box = bounds(figure);
  if (!box) return null;
  const figurePixels: Point[] = [];
  const { width, data } = figure;
  // The figure's edge pixels (a pixel with a neighbour outside), enough to find the nearest.
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * width + x;
      if (!data[i]) continue;
      if (!data[i - 1] || !data[i + 1] || !data[i - width] || !data[i + width]) figurePixels.push({ x, y });
    }
  }
  let best: { from: Point; to: Point; gap: number } | null = null;
  const step = Math.max(1, Math.floor(figurePixels.length / 4000));
  for (let y = 0; y < part.height; y++) {
    for (let x = 0; x < part.width; x++) {
      const j = y * part.width + x;
      if (!part.mask.data[j]) continue;
      const inner =
        x > 0 &&
        y > 0 &&
        x < part.width - 1 &&
        y < part.height - 1 &&
        part.mask.data[j - 1] &&
        part.mask.data[j + 1] &&
        part.mask.data[j - part.width] &&
        part.mask.data[j + part.width];
      if (inner) continue;
      const p = { x: x + part.x, y: y + part.y };
      for (let k = 0; k < figurePixels.length; k += step) {
        const q = figurePixels[k] as Point;
        const gap = Math.hypot(p.x - q.x, p.y - q.y);
        if (!best || gap < best.gap) best = { from: q, to: p, gap };
      }
    }
  }
  return best;
}

/**
 * The cut-out's last step: the figure as one piece (`onePiece`) and the parts left out, from the
 * ink of the picture (`ink`, 1 = stroke; the pieces left out count as ink).
 */
export function settle(figure: Plane, ink: Plane, edge?: Plane): { mask: Plane; leftOut: LeftOutPart[] } {
  const { mask: piece, leftOut: pieces } = onePiece(figure);
  const mask = edge ? withEdgeParts(piece, edge) : piece;
  const marks = { ...ink, data: ink.data.slice() };
  for (const piece of pieces)
    for (let y = 0; y < piece.height; y++)
      for (let x = 0; x < piece.width; x++)
        if (piece.mask.data[y * piece.width + x]) marks.data[(y + piece.y) * mask.width + x + piece.x] = 1;
  // Faint parts of the figure and the broken-off rest of a faint line are joined to it; the rest is offered.
  let out = mask;
  const leftOut: LeftOutPart[] = [];
  const box = bounds(mask);
  const size = box ? Math.max(box.x1 - box.x0 + 1, box.y1 - box.y0 + 1) : 0;
  const rim = Math.max(2, Math.round(FAINT_RIM * Math.max(mask.width, mask.height)));
  const parts = leftOutParts(marks, mask);
  const lines = parts.map((part) => lineOf(part, size));
  parts.forEach((part, k) => {
    const own = area(part.mask);
    const pair = own >= FAINT_AREA * area(out) ? nearestPair(out, part) : null;
    const line = lines[k];
    const toward = line && !pageLine(line, lines) ? lineToward(out, line, size) : null;
    if (pair && pair.gap <= FAINT_GAP * size && area(erode(part.mask, rim)) >= FAINT_CORE * own)
      out = joinAcross(out, part, pair.gap);
    else if (line && toward)
      out = paintStroke(addBack(out, part, false), toward.from, toward.to, Math.max(1, line.width / 2), 1);
    else leftOut.push(part);
  });
  return { mask: out, leftOut };
}

/** The figure with a part `gap` pixels apart added and the paper between them filled (a close, only across the gap). */
function joinAcross(figure: Plane, part: LeftOutPart, gap: number): Plane {
  const { width } = figure;
  const placed = plane(width, figure.height);
  for (let y = 0; y < part.height; y++)
    for (let x = 0; x < part.width; x++)
      if (part.mask.data[y * part.width + x]) placed.data[(y + part.y) * width + x + part.x] = 1;
  const both = plane(width, figure.height);
  for (let i = 0; i < both.data.length; i++) both.data[i] = figure.data[i] || placed.data[i] ? 1 : 0;
  const reach = Math.ceil(gap) + 1;
  const closed = close(both, Math.ceil(reach / 2) + 1);
  const nearPart = dilate(placed, reach);
  const nearFigure = dilate(figure, reach);
  for (let i = 0; i < both.data.length; i++)
    if (closed.data[i] && nearPart.data[i] && nearFigure.data[i]) both.data[i] = 1;
  return both;
}

/** The figure with the marks at the picture's edge that are its own (`EDGE_PART`) joined to it. */
export function withEdgeParts(figure: Plane, edge: Plane): Plane {
  const box = bounds(figure);
  if (!box) return figure;
  const size = Math.max(box.x1 - box.x0 + 1, box.y1 - box.y0 + 1);
  let out = figure;
  for (const part of marks(edge, figure, (r) => r.borderPixels > 0, true)) {
    if (Math.max(part.width, part.height) > EDGE_PART * size || lineOf(part, size)) continue;
    const pair = nearestPair(figure, part);
    if (pair && pair.gap <= FAINT_GAP * size) out = joinAcross(out, part, pair.gap);
  }
  return out;
}

/**
 * Closes a mark along the picture's edge where it runs off it (from its first pixel on that edge to
 * its last), so a shoe scribbled off the bottom of the photo is filled like one drawn whole.
 */
function sealAtEdge(own: Plane, box: { x: number; y: number }, width: number, height: number): void {
  const { data } = own;
  const seal = (count: number, at: (k: number) => number) => {
    let first = -1;
    let last = -1;
    for (let k = 0; k < count; k++)
      if (data[at(k)]) {
        if (first < 0) first = k;
        last = k;
      }
    for (let k = Math.max(0, first); k <= last; k++) data[at(k)] = 1;
  };
  if (box.y === 0) seal(own.width, (k) => k);
  if (box.y + own.height === height) seal(own.width, (k) => (own.height - 1) * own.width + k);
  if (box.x === 0) seal(own.height, (k) => k * own.width);
  if (box.x + own.width === width) seal(own.height, (k) => k * own.width + own.width - 1);
}
