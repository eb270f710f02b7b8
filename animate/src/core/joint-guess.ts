import { distanceToEdge, geodesic, pathTo } from './distance';
import { bounds, fitScale, resizeMask } from './planes';
import type { Joints, Plane, Point } from './types';

/** The mask is shrunk to this longer side for the guess: joints need no finer detail. */
const WORK_SIDE = 160;

type Limb = { root: Point; middle: Point; tip: Point };

/**
 * A first guess of the skeleton from the cut-out's shape alone: the thickest point of the middle
 * of the body is the torso; the ends farthest from it along the shape are the head (top, near the
 * middle), the hands (upper left and right) and the feet (lower left and right); each limb starts
 * where its path leaves the thick body, bends halfway, and the neck is the narrowest point on the
 * way to the head. Coordinates are mask pixels.
 */
export function guessJoints(fullMask: Plane): Joints {
  const scale = fitScale(fullMask.width, fullMask.height, WORK_SIDE);
  const mask =
    scale < 1
      ? resizeMask(fullMask, Math.round(fullMask.width * scale), Math.round(fullMask.height * scale))
      : fullMask;
  const { width } = mask;
  const box = bounds(mask);
  if (!box) return fallbackJoints(fullMask.width, fullMask.height);
  const figureWidth = box.x1 - box.x0 + 1;
  const figureHeight = box.y1 - box.y0 + 1;
  const depth = distanceToEdge(mask);
  const xy = (i: number): Point => ({ x: i % width, y: Math.floor(i / width) });

  // The torso: the thickest point in the middle band of the figure's height.
  let centre = -1;
  for (let i = 0; i < depth.length; i++) {
    const y = Math.floor(i / width);
    if (y < box.y0 + 0.25 * figureHeight || y > box.y0 + 0.75 * figureHeight) continue;
    if (centre < 0 || (depth[i] as number) > (depth[centre] as number)) centre = i;
  }
  if (centre < 0) return fallbackJoints(fullMask.width, fullMask.height);
  const c = xy(centre);
  const thick = depth[centre] as number;
  const { distance, previous } = geodesic(mask, centre);

  // The end of a limb: far along the shape and, for hands, far to the side (not a pigtail).
  const farthest = (accept: (p: Point) => boolean, fallback: number, sideways = 0) => {
    let best = -1;
    let bestScore = 0;
    for (let i = 0; i < distance.length; i++) {
      const d = distance[i] as number;
      const p = xy(i);
      if (!Number.isFinite(d) || !accept(p)) continue;
      const score = d + sideways * Math.abs(p.x - c.x);
      if (best < 0 || score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    return best < 0 ? fallback : best;
  };
  const lowY = box.y0 + 0.7 * figureHeight;
  const rightFoot = farthest((p) => p.y > lowY && p.x < c.x, centre);
  const leftFoot = farthest((p) => p.y > lowY && p.x >= c.x, centre);
  const armZone = (p: Point) => p.y < lowY;
  const rightHand = farthest((p) => armZone(p) && p.x < c.x - 0.1 * figureWidth, centre, 1);
  const leftHand = farthest((p) => armZone(p) && p.x > c.x + 0.1 * figureWidth, centre, 1);
  let headTop = centre;
  for (let i = 0; i < distance.length; i++) {
    const p = xy(i);
    if (!Number.isFinite(distance[i] as number) || Math.abs(p.x - c.x) > 0.15 * figureWidth) continue;
    if (p.y < xy(headTop).y) headTop = i;
  }

  const limb = (tip: number): Limb => {
    const path = pathTo(previous, tip);
    // The limb starts where its path leaves the thick body.
    let start = path.findIndex((i) => (depth[i] as number) < 0.5 * thick);
    if (start < 0) start = path.length - 1;
    const lengths = arcLengths(path.map(xy));
    const total = lengths[lengths.length - 1] as number;
    const from = lengths[start] as number;
    const thickness = depth[path[Math.max(start, Math.floor(path.length * 0.75))] as number] as number;
    const end = Math.max(from, total - thickness);
    return {
      root: xy(path[start] as number),
      middle: pointAt(path.map(xy), lengths, (from + end) / 2),
      tip: pointAt(path.map(xy), lengths, end),
    };
  };

  const headPath = pathTo(previous, headTop);
  let neckAt = Math.floor(headPath.length * 0.5);
  for (let k = Math.floor(headPath.length * 0.3); k < Math.floor(headPath.length * 0.75); k++) {
    if ((depth[headPath[k] as number] as number) < (depth[headPath[neckAt] as number] as number)) neckAt = k;
  }
  const neck = xy(headPath[neckAt] as number);
  const head = xy(headPath[Math.round((neckAt + headPath.length - 1) / 2)] as number);
  const rightArm = limb(rightHand);
  const leftArm = limb(leftHand);
  const rightLeg = limb(rightFoot);
  const leftLeg = limb(leftFoot);
  const pelvis = { x: (rightLeg.root.x + leftLeg.root.x) / 2, y: (rightLeg.root.y + leftLeg.root.y) / 2 };

  const up = (p: Point): Point => ({ x: (p.x + 0.5) / scale, y: (p.y + 0.5) / scale });
  return {
    head: up(head),
    neck: up(neck),
    pelvis: up(pelvis),
    right_shoulder: up(rightArm.root),
    right_elbow: up(rightArm.middle),
    right_hand: up(rightArm.tip),
    left_shoulder: up(leftArm.root),
    left_elbow: up(leftArm.middle),
    left_hand: up(leftArm.tip),
    right_hip: up(rightLeg.root),
    right_knee: up(rightLeg.middle),
    right_foot: up(rightLeg.tip),
    left_hip: up(leftLeg.root),
    left_knee: up(leftLeg.middle),
    left_foot: up(leftLeg.tip),
  };
}

function arcLengths(points: Point[]): number[] {
  const out = [0];
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1] as Point;
    const b = points[k] as Point;
    out.push((out[k - 1] as number) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  return out;
}

function pointAt(points: Point[], lengths: number[], at: number): Point {
  const k = lengths.findIndex((l) => l >= at);
  return points[k < 0 ? points.length - 1 : k] as Point;
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
