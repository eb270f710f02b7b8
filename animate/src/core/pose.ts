import { type Skeleton, skeletonFor } from '../skeletons';
import { valueAt } from './curve';
import type { Motion } from './motions';
import type { Joints, Point, SkeletonJoints } from './types';

/** The standing person's skeleton, the default everywhere a skeleton is optional. */
export const BIPED_SKELETON: Skeleton = skeletonFor('biped');

/** Squash and stretch about (ox, oy): x' = ox + (x - ox)·sx, y' = oy + (y - oy)·sy. */
export type Stretch = { sx: number; sy: number; ox: number; oy: number };

/** A pose before its squash and stretch (what the mesh's handles follow) and the stretch to apply after. */
export type PlanPose<J extends SkeletonJoints = SkeletonJoints> = { joints: J; stretch: Stretch | null };

function side(joint: string): number {
  return joint.startsWith('right_') ? 1 : joint.startsWith('left_') ? -1 : 0;
}

const DEG = Math.PI / 180;

/** The loop phase in [0, 1) of `seconds` into a motion. */
export function phaseOf(motion: Motion, seconds: number): number {
  return (((seconds / motion.seconds) % 1) + 1) % 1;
}

/**
 * The joints' positions at `seconds` into the motion (it loops), by forward kinematics from the
 * drawn pose: each bone keeps its drawn length and turns about its parent joint. The skeleton is
 * the biped's unless given; a stretch channel's squash is applied to the joints.
 */
export function poseAt<J extends SkeletonJoints = Joints>(
  motion: Motion,
  rest: J,
  seconds: number,
  skeleton: Skeleton = BIPED_SKELETON,
): J {
  const { joints, stretch } = poseAtPhase(motion, rest, phaseOf(motion, seconds), skeleton);
  return stretch ? (stretchJoints(joints, stretch) as J) : joints;
}

/** `x, y` stretched. */
export function stretchPoint(x: number, y: number, s: Stretch): Point {
  return { x: s.ox + (x - s.ox) * s.sx, y: s.oy + (y - s.oy) * s.sy };
}

function stretchJoints(joints: SkeletonJoints, s: Stretch): SkeletonJoints {
  return Object.fromEntries(Object.entries(joints).map(([name, p]) => [name, stretchPoint(p.x, p.y, s)]));
}

/**
 * The pose at loop phase `t` (not wrapped: t = 0 and t = 1 are both evaluated from the curves, so
 * a test can check that a motion loops), with its stretch apart. `ground`: the figure's lowest y
 * at rest (the mesh's), which the squash keeps on the floor; the lowest joint when not given.
 */
export function poseAtPhase<J extends SkeletonJoints>(
  motion: Motion,
  rest: J,
  t: number,
  skeleton: Skeleton = BIPED_SKELETON,
  ground?: number,
): PlanPose<J> {
  const names = skeleton.joints;
  const ys = names.map((name) => (rest[name] as Point).y);
  const xs = names.map((name) => (rest[name] as Point).x);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  // A biped is measured by its height; a lying fish or a wide bug by its longer side.
  const wide = skeleton.plan === 'biped' ? 0 : Math.max(...xs) - Math.min(...xs);
  const height = Math.max(1, bottom - top, wide) * 1.15;
  const turns = new Map<string, number>();
  const aims = new Map<string, number>();
  const scales = new Map<string, number>();
  let lift = 0;
  let shift = 0;
  let stretch = 0;
  for (const channel of motion.channels) {
    const value = valueAt(channel.keys, t);
    if (channel.kind === 'lift') lift += value;
    else if (channel.kind === 'shift') shift += value;
    else if (channel.kind === 'stretch') stretch += value;
    else if (channel.kind === 'turn') turns.set(channel.bone, (turns.get(channel.bone) ?? 0) + value);
    else if (channel.kind === 'aim') aims.set(channel.bone, value);
    else if (channel.kind === 'scale') scales.set(channel.bone, (scales.get(channel.bone) ?? 0) + value);
  }
  const pose: SkeletonJoints = {};
  const worldTurn = new Map<string, number>();
  for (const name of topological(skeleton)) {
    const at = rest[name] as Point;
    const parent = skeleton.parent[name];
    if (!parent) {
      pose[name] = { x: at.x, y: at.y };
      worldTurn.set(name, (turns.get(name) ?? 0) * DEG);
      continue;
    }
    const from = rest[parent] as Point;
    const grow = 1 + (scales.get(name) ?? 0);
    const bone = { x: (at.x - from.x) * grow, y: (at.y - from.y) * grow };
    const s = side(name) || 1;
    let angle = (worldTurn.get(parent) ?? 0) + s * (turns.get(name) ?? 0) * DEG;
    const target = aims.get(name);
    if (target !== undefined) {
      // Outward for the figure's right is the viewer's left (-x); up is -y.
      const direction = Math.atan2(-Math.sin(target * DEG), -s * Math.cos(target * DEG));
      angle = direction - Math.atan2(bone.y, bone.x);
    }
    worldTurn.set(name, angle);
    const base = pose[parent] as Point;
    pose[name] = {
      x: base.x + Math.cos(angle) * bone.x - Math.sin(angle) * bone.y,
      y: base.y + Math.sin(angle) * bone.x + Math.cos(angle) * bone.y,
    };
  }
  if (motion.pin) pinBone(pose, rest, motion.pin, skeleton);
  let dy = 0;
  if (motion.plant?.length) {
    const lowest = (joints: SkeletonJoints) =>
      Math.max(...(motion.plant ?? []).map((name) => (joints[name] as Point).y));
    dy = lowest(rest) - lowest(pose);
  }
  const dx = shift * height;
  dy -= lift * height;
  for (const name of names) {
    const p = pose[name] as Point;
    p.x += dx;
    p.y += dy;
  }
  let squash: Stretch | null = null;
  if (stretch !== 0) {
    const root = names.find((name) => !skeleton.parent[name]) as string;
    const sy = Math.max(0.2, 1 + stretch);
    squash = { sx: 1 / sy, sy, ox: (rest[root] as Point).x + dx, oy: (ground ?? bottom) - lift * height };
  }
  return { joints: pose as J, stretch: squash };
}

/** Moves the whole pose rigidly so `joint` and the bone to its parent are where they were drawn. */
function pinBone(pose: SkeletonJoints, rest: SkeletonJoints, joint: string, skeleton: Skeleton) {
  const parent = skeleton.parent[joint];
  const p = pose[joint] as Point;
  const r = rest[joint] as Point;
  let angle = 0;
  if (parent) {
    const q = pose[parent] as Point;
    const s = rest[parent] as Point;
    angle = Math.atan2(s.y - r.y, s.x - r.x) - Math.atan2(q.y - p.y, q.x - p.x);
  }
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const px = p.x;
  const py = p.y;
  for (const name of skeleton.joints) {
    const a = pose[name] as Point;
    const x = a.x - px;
    const y = a.y - py;
    pose[name] = { x: r.x + cos * x - sin * y, y: r.y + sin * x + cos * y };
  }
}

const orders = new WeakMap<Skeleton, string[]>();

/** The skeleton's joints with every parent before its children. */
export function topological(skeleton: Skeleton): string[] {
  const cached = orders.get(skeleton);
  if (cached) return cached;
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const parent = skeleton.parent[name];
    if (parent) visit(parent);
    out.push(name);
  };
  for (const name of skeleton.joints) visit(name);
  orders.set(skeleton, out);
  return out;
}
