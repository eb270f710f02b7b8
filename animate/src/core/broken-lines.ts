/**
 * A line drawn lightly or out of focus breaks where it is faintest (a stick leg where it meets the
 * body, a pale arm): the cut-out keeps the line's darker piece apart from the figure. A piece that
 * is a line (long and thin) and points at the figure across a short gap is the rest of a limb;
 * not where three or more such pieces run the same way (the lines of ruled paper, a hatched
 * background, a border's remnants).
 */
import type { LeftOutPart } from './left-out';
import type { Plane, Point } from './types';

/** A piece is a line when it is at least this many times longer than it is wide… */
const LINE_ELONGATION = 10;
/** …and at least this share of the figure's longer side long. */
const LINE_LENGTH = 0.08;
/** Its end points at the figure across at most this share of the figure's longer side. */
const LINE_GAP = 0.2;
/** Pieces within this many degrees of each other run the same way. */
const SAME_WAY = 4;
/** So many lines running the same way are the page's, not a figure's. */
const PAGE_LINES = 3;

/** A left-out piece read as a line: its middle, direction (radians), length and width (pixels), and pixels. */
export type LinePiece = { middle: Point; angle: number; length: number; width: number; pixels: Point[] };

/** The part as a line (principal axis of its pixels), or null when it is not long and thin (`size`: the figure's longer side). */
export function lineOf(part: LeftOutPart, size: number): LinePiece | null {
  const pixels: Point[] = [];
  for (let y = 0; y < part.height; y++)
    for (let x = 0; x < part.width; x++)
      if (part.mask.data[y * part.width + x]) pixels.push({ x: x + part.x, y: y + part.y });
  if (pixels.length < 8) return null;
  const mx = pixels.reduce((sum, p) => sum + p.x, 0) / pixels.length;
  const my = pixels.reduce((sum, p) => sum + p.y, 0) / pixels.length;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const p of pixels) {
    xx += (p.x - mx) ** 2;
    yy += (p.y - my) ** 2;
    xy += (p.x - mx) * (p.y - my);
  }
  // A uniform bar of length L has variance L^2 / 12 along it.
  const half = (xx + yy) / pixels.length / 2;
  const spread = Math.hypot((xx - yy) / pixels.length / 2, xy / pixels.length);
  const length = Math.sqrt(12 * (half + spread));
  const width = Math.sqrt(12 * Math.max(1e-6, half - spread));
  if (length < LINE_ELONGATION * width || length < LINE_LENGTH * size) return null;
  return { middle: { x: mx, y: my }, angle: 0.5 * Math.atan2(2 * xy, xx - yy), length, width, pixels };
}

/** Whether `line` runs the same way as enough of `lines` (itself included) to be the page's. */
export function pageLine(line: LinePiece, lines: readonly (LinePiece | null)[]): boolean {
  const apart = (a: number, b: number) => {
    const d = Math.abs(((a - b) * 180) / Math.PI) % 180;
    return Math.min(d, 180 - d);
  };
  return lines.filter((other) => other && apart(other.angle, line.angle) < SAME_WAY).length >= PAGE_LINES;
}

/**
 * Where a `line` continues into `figure` (`size`: the figure's longer side): from its end nearest
 * the figure, straight on along the line, the first figure pixel within the gap. Null when it
 * points elsewhere.
 */
export function lineToward(figure: Plane, line: LinePiece, size: number): { from: Point; to: Point } | null {
  const axis = { x: Math.cos(line.angle), y: Math.sin(line.angle) };
  const along = (p: Point) => (p.x - line.middle.x) * axis.x + (p.y - line.middle.y) * axis.y;
  let best: { from: Point; to: Point; gap: number } | null = null;
  for (const sign of [-1, 1]) {
    // The end: the pixel furthest along the axis this way; then on, outward, until the figure.
    const end = line.pixels.reduce((a, b) => (sign * along(b) > sign * along(a) ? b : a));
    for (let step = 1; step <= LINE_GAP * size; step++) {
      const x = Math.round(end.x + sign * axis.x * step);
      const y = Math.round(end.y + sign * axis.y * step);
      if (x < 0 || y < 0 || x >= figure.width || y >= figure.height) break;
      if (figure.data[y * figure.width + x]) {
        if (!best || step < best.gap) best = { from: end, to: { x, y }, gap: step };
        break;
      }
    }
  }
  return best && { from: best.from, to: best.to };
}
