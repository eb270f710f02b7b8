/**
 * Shape readings under the standing-figure joint guess (joint-guess.ts): the waist above a skirt,
 * the columns a figure stands on, the torso under a big head, whether two tips are one foot, how
 * far the body reaches beyond a root. Work-mask pixels.
 */
import { geodesic } from './distance';
import { arcLengths, pointAt } from './joint-guess-paths';
import type { Joints, Plane, Point } from './types';

/** A neck is at most this share of the thickness of the head beyond it and the body before it. */
const NECK_NARROWING = 0.8;
/** Or, under a head much bigger than the body, at most these shares of the head's and the body's thickness. */
const NECK_UNDER_HEAD = 0.6;
const NECK_OVER_BODY = 0.95;
/** A torso under a big head is at least this share of the head's thickness (else it is a line). */
const TORSO_SHARE = 0.35;
/** A head is at least this share of the body's thickness. */
export const NECK_HEAD_SIZE = 0.3;

/**
 * How much a point `here` thick between a head `head` thick and a body `body` thick is a neck:
 * under 1 it is one, the lower the narrower. A neck narrows between the two, or, in the upper
 * half of the figure (`high`) under a head much bigger than a slim body, is clearly thinner than
 * the head and still thinner than the body.
 */
export function neckScore(here: number, head: number, body: number, high = true): number {
  const narrowing = here / Math.min(head, body) / NECK_NARROWING;
  if (!high) return narrowing;
  return Math.min(narrowing, Math.max(here / (NECK_UNDER_HEAD * head), here / (NECK_OVER_BODY * body)));
}

/**
 * Where the neck is looked for on the path from the torso's middle up to the head's top (`path`,
 * with its `depths`): a third of the way up, or, nearer, once past the torso's own thickness (a
 * tiny body under a big head and a hat, whose neck is close to the body's middle).
 */
export function neckSearchStart(path: Point[], depths: number[]): number {
  const pastTorso = arcLengths(path).findIndex((l) => l >= (depths[0] as number));
  return Math.min(Math.floor(path.length * 0.3), pastTorso < 0 ? path.length : pastTorso);
}

/**
 * Two low tips are one foot when the way between them inside the figure is at most this many
 * times the straight line, and at least this share of the straight line is inside.
 */
const SAME_FOOT_WAY = 1.5;
const SAME_FOOT_INSIDE = 0.5;

type Limb = { root: { x: number; y: number }; middle: { x: number; y: number }; tip: { x: number; y: number } };

/**
 * The waist above a wide skirt the legs come out of, or null when there is none: going up from
 * the hem (its widest last rows), the body (its run of pixels across `axis`) narrows steadily and then stops narrowing,
 * in the lower half between the shoulders and the hem, at most 1/1.4 of the hem's width. A dress
 * that narrows all the way up to the shoulders keeps its hips at the hem.
 */
export function skirtWaist(mask: Plane, axis: number, right: Limb, left: Limb, shouldersY: number): number | null {
  const { width, data } = mask;
  const across = (y: number) => {
    if (y < 0 || y >= mask.height || !data[y * width + axis]) return 0;
    let a = axis;
    let b = axis;
    while (a > 0 && data[y * width + a - 1]) a--;
    while (b < width - 1 && data[y * width + b + 1]) b++;
    return b - a + 1;
  };
  const smoothed = (y: number) => (across(y - 1) + across(y) + across(y + 1)) / 3;
  const hem = Math.round(Math.min(right.root.y, left.root.y)) - 1;
  if (hem - shouldersY < 4) return null;
  // The hem's outline is ragged (a cut-out): the climb starts from the widest of its last rows.
  let widest = hem;
  for (let y = hem - 1; y >= hem - Math.max(2, Math.round(0.1 * (hem - shouldersY))); y--) {
    if (smoothed(y) > smoothed(widest)) widest = y;
  }
  let y = widest;
  while (y - 3 > shouldersY && smoothed(y - 3) < smoothed(y) - 1) y--;
  const flares = smoothed(widest) >= 1.4 * smoothed(y);
  return flares && y > shouldersY + 0.4 * (hem - shouldersY) ? y : null;
}

/** The columns the figure stands on: those whose lowest pixel is within 6 % of its height of the bottom. */
export function groundSpan(mask: Plane, box: { x0: number; y0: number; x1: number; y1: number }, figureHeight: number) {
  let x0 = box.x1;
  let x1 = box.x0;
  for (let x = box.x0; x <= box.x1; x++) {
    for (let y = box.y1; y >= box.y1 - 0.06 * figureHeight; y--) {
      if (!mask.data[y * mask.width + x]) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      break;
    }
  }
  return x1 >= x0 ? { x0, x1 } : { x0: box.x0, x1: box.x1 };
}

/**
 * The mask shrunk to width x height: a pixel is set where its box of the mask is 40 % set, or
 * where it holds part of a line too thin for that (a stick leg, an antenna, as one pixel wide
 * at the shrunk size), so lines drawn as one stroke are not lost to the guess.
 */
export function shrinkKeepingLines(mask: Plane, width: number, height: number): Plane {
  const counts = new Float32Array(width * height);
  const totals = new Float32Array(width * height);
  for (let y = 0; y < mask.height; y++) {
    const wy = Math.min(height - 1, Math.floor((y * height) / mask.height));
    for (let x = 0; x < mask.width; x++) {
      const i = wy * width + Math.min(width - 1, Math.floor((x * width) / mask.width));
      totals[i] = (totals[i] as number) + 1;
      if (mask.data[y * mask.width + x]) counts[i] = (counts[i] as number) + 1;
    }
  }
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    const share = (counts[i] as number) / Math.max(1, totals[i] as number);
    data[i] = share >= 0.4 ? 1 : 0;
  }
  // A line: some of its box set, with at most two set pixels round it (a gap in a thin line; the
  // rim of a thick shape has its inside next to it).
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (data[i] || !(counts[i] as number)) continue;
      let around = 0;
      for (const j of [i - width - 1, i - width, i - width + 1, i - 1, i + 1, i + width - 1, i + width, i + width + 1])
        if (data[j] === 1) around++;
      if (around <= 2) data[i] = 2;
    }
  }
  for (let i = 0; i < data.length; i++) if (data[i] === 2) data[i] = 1;
  return { width, height, data };
}

/**
 * Along the line from the head's top down to the legs (`spine`, work pixels): the neck (a
 * narrowing between a head and a body, in the upper two thirds) and the thickest point below it,
 * above the legs; null when there is no such narrowing.
 */
export function torsoBelowNeck(spine: number[], depth: Float32Array): { neck: number; torso: number } | null {
  const depths = spine.map((i) => depth[i] as number);
  const n = depths.length;
  if (n < 8) return null;
  let neck = -1;
  let best = 1;
  for (let k = Math.floor(0.1 * n); k < Math.floor(0.66 * n); k++) {
    const above = Math.max(...depths.slice(0, k + 1));
    const below = Math.max(...depths.slice(k, Math.floor(0.9 * n)));
    if (above < NECK_HEAD_SIZE * below) continue;
    const score = neckScore(depths[k] as number, above, below, k < 0.5 * n);
    if (score < best) {
      best = score;
      neck = k;
    }
  }
  if (neck < 0) return null;
  let torso = -1;
  for (let k = neck + 1; k < Math.floor(0.9 * n); k++)
    if (torso < 0 || (depths[k] as number) > (depths[torso] as number)) torso = k;
  // A body, not the line of a stick figure's body under its round head.
  const head = Math.max(...depths.slice(0, neck + 1));
  if (torso < 0 || (depths[torso] as number) < TORSO_SHARE * head) return null;
  return { neck: spine[neck] as number, torso: spine[torso] as number };
}

/**
 * Two tips `a` and `b` (pixel indices) are one foot (a heel and a toe) when they are joined
 * through the shoe, nearly straight; two feet are joined only up one leg and down the other,
 * across paper.
 */
export function sameFoot(mask: Plane, a: number, b: number): boolean {
  const { width, data } = mask;
  const p = { x: a % width, y: Math.floor(a / width) };
  const q = { x: b % width, y: Math.floor(b / width) };
  const straight = Math.hypot(q.x - p.x, q.y - p.y);
  const n = Math.max(1, Math.ceil(straight));
  let inside = 0;
  for (let k = 0; k <= n; k++)
    inside += data[Math.round(p.y + ((q.y - p.y) * k) / n) * width + Math.round(p.x + ((q.x - p.x) * k) / n)] ? 1 : 0;
  return (
    inside >= SAME_FOOT_INSIDE * (n + 1) && (geodesic(mask, a).distance[b] as number) <= SAME_FOOT_WAY * straight + 2
  );
}

/** How many pixels the shape runs on from (x, y) toward `side` (0 when (x, y) is outside). */
export function reachBeyond(mask: Plane, x: number, y: number, side: -1 | 1): number {
  const { width, data } = mask;
  let at = Math.round(x);
  if (!data[y * width + at]) return 0;
  let run = 0;
  while (at + side >= 0 && at + side < width && data[y * width + at + side]) {
    at += side;
    run++;
  }
  return run;
}

/** A standing figure's proportions in the middle of the picture, when the shape gives nothing. */
export function fallbackJoints(width: number, height: number): Joints {
  const p = (x: number, y: number): Point => ({ x: x * width, y: y * height });
  return {
    head: p(0.5, 0.12),
    neck: p(0.5, 0.25),
    pelvis: p(0.5, 0.55),
    right_shoulder: p(0.38, 0.3),
    right_elbow: p(0.28, 0.42),
    right_hand: p(0.2, 0.52),
    left_shoulder: p(0.62, 0.3),
    left_elbow: p(0.72, 0.42),
    left_hand: p(0.8, 0.52),
    right_hip: p(0.42, 0.57),
    right_knee: p(0.4, 0.74),
    right_foot: p(0.38, 0.9),
    left_hip: p(0.58, 0.57),
    left_knee: p(0.6, 0.74),
    left_foot: p(0.62, 0.9),
  };
}

/** A foot turns off the leg when its turn lies at least this share of the hip-to-toe line's length off that line… */
const ANKLE_TURN = 0.12;
/** …in this share of the leg's path nearest the toe. */
const ANKLE_SHARE = 0.4;

/**
 * A foot drawn sideways (a shoe, a boot): coming down the leg, the path turns along the foot to
 * its toe. Its joint is under the turn, where the leg comes down onto the foot, near the sole, and
 * the knee halfway down to the turn; a leg with no such turn is kept. `path`: the leg's path from its toe up to its hip.
 */
export function sidewaysFoot<T extends Limb & { radius: number }>(mask: Plane, leg: T, path: Point[]): T {
  const end = path.findIndex((p) => Math.hypot(p.x - leg.root.x, p.y - leg.root.y) <= 1.5);
  const points = end > 2 ? path.slice(0, end + 1) : path;
  const toe = points[0] as Point;
  const hip = points[points.length - 1] as Point;
  const chord = Math.hypot(hip.x - toe.x, hip.y - toe.y);
  if (points.length < 5 || chord < 4) return leg;
  const lengths = arcLengths(points);
  const total = lengths[lengths.length - 1] as number;
  let turn = -1;
  let off = 0;
  for (let k = 1; k < points.length - 1 && (lengths[k] as number) <= ANKLE_SHARE * total; k++) {
    const p = points[k] as Point;
    const away = Math.abs((hip.x - toe.x) * (toe.y - p.y) - (toe.x - p.x) * (hip.y - toe.y)) / chord;
    if (away > off) [turn, off] = [k, away];
  }
  if (turn < 0 || off < ANKLE_TURN * chord) return leg;
  // Down from the turn to the sole, one limb's width above it, as a foot's tip is.
  const { x, y } = points[turn] as Point;
  let sole = y;
  while (sole + 1 < mask.height && mask.data[(sole + 1) * mask.width + x]) sole++;
  const tip = { x, y: Math.max(y, sole - leg.radius) };
  const at = lengths[turn] as number;
  return { ...leg, tip, middle: pointAt(points, lengths, (at + total) / 2) };
}
