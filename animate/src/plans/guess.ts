/**
 * A first guess of a figure's skeleton for its body plan, from the cut-out's shape alone (mask
 * pixels). A person through the standing-figure guess (core/joint-guess.ts); four legs, many legs
 * and no limbs from the shape's body and limbs (shape.ts). Every joint lies inside the mask.
 */
import { fallbackJoints, guessJoints } from '../core/joint-guess';
import type { Plane, Point } from '../core/types';
import { type BodyPlan, LIMBLESS_JOINTS, type Skeleton, skeletonFor } from '../skeletons';
import { argmax, shortestPaths } from './grid';
import { manyLimbedJointsOf, quadrupedJoints } from './guess-animals';
import { alongPath, insideWork, lerp, toFullInside } from './points';
import { analyseShape, type Shape, xyOf } from './shape';

export type SkeletonGuess = { plan: BodyPlan; joints: Record<string, Point>; skeleton: Skeleton };

export function guessSkeleton(mask: Plane, plan: BodyPlan): SkeletonGuess {
  if (plan === 'biped') {
    const joints: Record<string, Point> = {};
    for (const [name, p] of Object.entries(guessJoints(mask))) joints[name] = snapInside(mask, p);
    return { plan, joints, skeleton: skeletonFor('biped') };
  }
  const shape = analyseShape(mask);
  if (!shape) return fallback(mask, plan);
  let work: Record<string, Point>;
  let skeleton: Skeleton;
  if (plan === 'quadruped') {
    work = quadrupedJoints(shape);
    skeleton = skeletonFor('quadruped');
  } else if (plan === 'many-limbed') {
    const many = manyLimbedJointsOf(shape);
    work = many.joints;
    skeleton = skeletonFor('many-limbed', { legs: many.legs, antennae: many.antennae });
  } else {
    work = limblessJoints(shape);
    skeleton = skeletonFor('limbless');
  }
  const joints: Record<string, Point> = {};
  for (const name of skeleton.joints) {
    const p = work[name] ?? shape.centre;
    joints[name] = toFullInside(shape.work, mask, p);
  }
  return { plan, joints, skeleton };
}

/**
 * Seven points along the body's middle line. A long body lying across: from its head (the end
 * thicker near it) to its tail. Otherwise (upright or round): top to bottom through the middle.
 */
function limblessJoints(shape: Shape): Record<string, Point> {
  const { mask, depth, box } = shape;
  const { width } = mask;
  const figureWidth = box.x1 - box.x0 + 1;
  const figureHeight = box.y1 - box.y0 + 1;
  const lying = figureWidth > 1.3 * figureHeight && shape.spine.length > 3.5 * shape.radius;
  let path: number[];
  if (lying) {
    path = shape.spine;
    const end = Math.max(2, Math.floor(path.length * 0.25));
    // The tail end runs out of the thick body (a fin, a thin tail); else the head is the thicker end.
    const thin = (part: number[]) => part.filter((i) => !shape.body[i]).length;
    const thickest = (part: number[]) => Math.max(...part.map((i) => depth[i] as number));
    const first = path.slice(0, end);
    const last = path.slice(path.length - end);
    const tailFirst =
      Math.abs(thin(first) - thin(last)) > 0.05 * path.length
        ? thin(first) > thin(last)
        : thickest(last) > thickest(first);
    if (tailFirst) path = [...path].reverse();
    // The line ends where the body does, not on a tongue or in a fin's corner; a thin tail is followed further.
    const endPixel = path[path.length - 1] as number;
    const tailLimb = shape.limbs.find((limb) => limb.branch === 0 && limb.pixels.includes(endPixel));
    const thinTail = tailLimb !== undefined && tailLimb.length >= 3 * tailLimb.width;
    const solid = (share: number) => (i: number) => (depth[i] as number) >= share * shape.radius;
    const from = path.findIndex(solid(0.25));
    const to = path.length - 1 - [...path].reverse().findIndex(solid(thinTail ? 0.12 : 0.25));
    if (from >= 0 && to > from) path = path.slice(from, to + 1);
    // A fin (a wide piece at the tail end): the line ends in its middle, straight from where it joins.
    if (tailLimb && !thinTail) path = intoFin(width, path, tailLimb.pixels);
  } else {
    const cx = shape.centre.x;
    const score = (sign: number) => {
      const values = new Float64Array(depth.length).fill(Number.NEGATIVE_INFINITY);
      for (let i = 0; i < depth.length; i++) {
        if (!mask.data[i]) continue;
        const p = xyOf(width, i);
        values[i] = sign * p.y - 0.5 * Math.abs(p.x - cx);
      }
      return argmax(values);
    };
    const top = score(-1);
    const bottom = score(1);
    const middle = (i: number) => 1 + 4 / (1 + (depth[i] as number));
    const { previous } = shortestPaths(width, mask.height, [top], (i) => mask.data[i] === 1, middle);
    path = [];
    for (let i = bottom; i !== -1; i = previous[i] as number) path.push(i);
    path.reverse();
  }
  const inset = 0.03;
  const joints: Record<string, Point> = {};
  LIMBLESS_JOINTS.forEach((name, k) => {
    joints[name] = alongPath(width, path, inset + ((1 - 2 * inset) * k) / (LIMBLESS_JOINTS.length - 1));
  });
  return joints;
}

/** The path up to where it enters the fin's pixels, then straight on to the fin's centroid. */
function intoFin(width: number, path: number[], fin: number[]): number[] {
  const inFin = new Set(fin);
  const enter = path.findIndex((i) => inFin.has(i));
  if (enter < 1) return path;
  let sx = 0;
  let sy = 0;
  for (const i of fin) {
    sx += i % width;
    sy += Math.floor(i / width);
  }
  const from = xyOf(width, path[enter] as number);
  const to = { x: sx / fin.length, y: sy / fin.length };
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y)));
  const line: number[] = [];
  for (let k = 0; k <= steps; k++) {
    const p = lerp(from, to, k / steps);
    line.push(Math.round(p.y) * width + Math.round(p.x));
  }
  return path.slice(0, enter).concat(line);
}

function snapInside(mask: Plane, p: Point): Point {
  const x = Math.min(mask.width - 1, Math.max(0, Math.floor(p.x)));
  const y = Math.min(mask.height - 1, Math.max(0, Math.floor(p.y)));
  if (mask.data[y * mask.width + x]) return p;
  const near = insideWork(mask, { x, y });
  return { x: near.x + 0.5, y: near.y + 0.5 };
}

/** The plan's skeleton laid over the picture's middle, when the mask is empty. */
function fallback(mask: Plane, plan: BodyPlan): SkeletonGuess {
  const skeleton = skeletonFor(plan);
  const c = { x: mask.width / 2, y: mask.height / 2 };
  const standing = fallbackJoints(mask.width, mask.height);
  const joints: Record<string, Point> = {};
  skeleton.joints.forEach((name, k) => {
    const angle = (2 * Math.PI * k) / skeleton.joints.length;
    const p = { x: c.x + Math.cos(angle) * mask.width * 0.3, y: c.y + Math.sin(angle) * mask.height * 0.3 };
    joints[name] = plan === 'biped' ? ((standing as Record<string, Point>)[name] ?? c) : lerp(c, p, 0.5);
  });
  return { plan, joints, skeleton };
}
