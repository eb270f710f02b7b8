/**
 * Motion capture retargeted onto a drawn biped (Smith et al., "A Method for Animating Children's
 * Drawings of the Human Figure", 2023). The capture was flattened at import time
 * (scripts/import-capture.ts): each drawn bone's capture bone pair seen on its body-part group's
 * plane, per frame. Here each drawn bone is aimed along that direction (an `aim` channel whose
 * curve runs through the frames), so forward kinematics keeps every drawn bone its length; the
 * hips' travel and jumps are scaled by the drawn leg length over the capture's; a foot planted in
 * the capture stays where it is on the paper (the sideways travel is what keeps it there, the
 * drift of a loop spread over the frames no foot is planted in); `plant` keeps the lowest foot on
 * the ground the drawing stands on.
 */
import type { Curve } from '../core/curve';
import type { Channel, Motion } from '../core/motions';
import { poseAtPhase } from '../core/pose';
import type { Point, SkeletonJoints } from '../core/types';
import type { Skeleton } from '../skeletons';
import { CAPTURE_CLIPS, type CaptureName } from './clips';
import { CAPTURE_BONES, CAPTURE_LIMBS, type CaptureData, type CaptureLimb } from './types';

export { CAPTURE_CLIPS, type CaptureName } from './clips';
export { CAPTURE_BONES, CAPTURE_LIMBS, type CaptureBone, type CaptureData, type CaptureLimb } from './types';

/** The biped's captured motions, as `PLAN_MOTIONS.biped` lists them after the keyed ones. */
export const CAPTURE_MOTIONS = Object.keys(CAPTURE_CLIPS) as CaptureName[];

export function isCaptureMotion(name: string): name is CaptureName {
  return Object.hasOwn(CAPTURE_CLIPS, name);
}

const parsed = new Map<string, Float64Array>();
function values(text: string, scale: number): Float64Array {
  const key = `${scale}:${text}`;
  let out = parsed.get(key);
  if (!out) {
    out = Float64Array.from(text.split(','), (v) => Number(v) * scale);
    parsed.set(key, out);
  }
  return out;
}

/**
 * A periodic curve through per-frame samples (frame k at phase k / n), Catmull-Rom between
 * frames: smooth, through every sample, and its value and slope at phase 1 are those at 0.
 * `angles`: degrees, each step taken the short way round (no spin where a direction crosses ±180).
 */
export function periodicCurve(samples: ArrayLike<number>, angles = false): (t: number) => number {
  const n = samples.length;
  return (t) => {
    const u = (((t * n) % n) + n) % n;
    const k = Math.floor(u);
    const w = u - k;
    const p1 = samples[k % n] as number;
    const near = (v: number) => (angles ? v - 360 * Math.round((v - p1) / 360) : v);
    const p0 = near(samples[(k - 1 + n) % n] as number);
    const p2 = near(samples[(k + 1) % n] as number);
    const p3 = angles ? near(samples[(k + 2) % n] as number) : (samples[(k + 2) % n] as number);
    const w2 = w * w;
    const w3 = w2 * w;
    return 0.5 * (2 * p1 + (-p0 + p2) * w + (2 * p0 - 5 * p1 + 4 * p2 - p3) * w2 + (-p0 + 3 * p1 - 3 * p2 + p3) * w3);
  };
}

const side = (bone: string) => (bone.startsWith('left_') ? -1 : 1);

/** The `aim` value (see motions.ts: mirrored per side) for a direction `theta` (degrees, 0 = viewer's right, 90 = up). */
function aimValue(bone: string, theta: number): number {
  return side(bone) === 1 ? 180 - theta : theta;
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The drawn leg's length (hip to knee to foot), the mean of both sides. */
function drawnLegLength(rest: SkeletonJoints): number {
  const leg = (s: string) =>
    dist(rest[`${s}_hip`] as Point, rest[`${s}_knee`] as Point) +
    dist(rest[`${s}_knee`] as Point, rest[`${s}_foot`] as Point);
  return (leg('right') + leg('left')) / 2;
}

/** The figure height poseAtPhase measures `lift` and `shift` in (a biped's). */
function figureHeight(rest: SkeletonJoints, skeleton: Skeleton): number {
  const ys = skeleton.joints.map((name) => (rest[name] as Point).y);
  return Math.max(1, Math.max(...ys) - Math.min(...ys)) * 1.15;
}

/** Which feet are planted at each frame (bit 1 the right, 2 the left). */
export function captureContacts(data: CaptureData): number[] {
  return [...data.contact].map(Number);
}

/**
 * The captured motion `name` made for this drawn biped (`rest` its drawn joints). The aims and the
 * lift depend on the capture alone; the sideways travel on the drawing too (its legs' lengths and
 * how they are aimed), so the planted foot stays put on the paper.
 */
export function captureMotion(name: CaptureName, skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const data = CAPTURE_CLIPS[name] as CaptureData;
  const n = data.frames;
  const channels: Channel[] = CAPTURE_BONES.map((bone) => {
    const curve = periodicCurve(values(data.bones[bone], 0.1), true);
    return { kind: 'aim', bone, keys: (t: number) => aimValue(bone, curve(t)) };
  });
  const height = figureHeight(rest, skeleton);
  const scale = drawnLegLength(rest) / 1000;
  const lift = values(data.lift, scale / height);
  channels.push({ kind: 'lift', keys: periodicCurve(lift) });
  const aimsOnly: Motion = { name, label: data.label, seconds: n / data.fps, channels: channels.slice() };
  const shift = plantedTravel(data, aimsOnly, rest, skeleton, scale);
  channels.push({ kind: 'shift', keys: periodicCurve(shift.map((x) => x / height)) satisfies Curve });
  return { name, label: data.label, seconds: n / data.fps, channels, plant: ['right_foot', 'left_foot'] };
}

/**
 * The figure's sideways position per frame (pixels): where a foot is planted from one frame to
 * the next, the move that keeps it where it was; elsewhere the capture's hips' travel, scaled.
 * What the loop would drift is taken back over the frames no foot is planted in (a tenth as much
 * in planted frames, so a loop planted throughout still closes).
 */
function plantedTravel(
  data: CaptureData,
  aims: Motion,
  rest: SkeletonJoints,
  skeleton: Skeleton,
  scale: number,
): number[] {
  const n = data.frames;
  const contacts = captureContacts(data);
  const hips = values(data.shift, scale);
  const feet = Array.from({ length: n }, (_, k) => {
    const { joints } = poseAtPhase(aims, rest, k / n, skeleton);
    return [(joints.right_foot as Point).x, (joints.left_foot as Point).x];
  });
  const steps: number[] = [];
  const weights: number[] = [];
  for (let k = 0; k < n; k++) {
    const next = (k + 1) % n;
    const both = (contacts[k] as number) & (contacts[next] as number);
    const planted = [0, 1].filter((s) => both & (1 << s));
    if (planted.length) {
      const moves = planted.map((s) => ((feet[next] as number[])[s] as number) - ((feet[k] as number[])[s] as number));
      steps.push(-moves.reduce((a, b) => a + b, 0) / moves.length);
      weights.push(0.1);
    } else {
      steps.push((hips[next] as number) - (hips[k] as number));
      weights.push(1);
    }
  }
  const drift = steps.reduce((a, b) => a + b, 0);
  const total = weights.reduce((a, b) => a + b, 0);
  const x: number[] = [0];
  for (let k = 0; k + 1 < n; k++)
    x.push((x[k] as number) + (steps[k] as number) - (drift * (weights[k] as number)) / total);
  const mean = x.reduce((a, b) => a + b, 0) / n;
  return x.map((v) => v - mean);
}

/**
 * The limbs from the farthest from the viewer to the nearest at phase `t` (the capture's hands and
 * feet against its hips; `bvh_depth_drivers`), to draw them in that order. The renderers draw one
 * mesh in a fixed triangle order today, so this is exposed but not yet used to reorder.
 */
export function captureDepthOrder(name: CaptureName, t: number): CaptureLimb[] {
  const data = CAPTURE_CLIPS[name] as CaptureData;
  const depth = (limb: CaptureLimb) => periodicCurve(values(data.depth[limb], 1))(t);
  return [...CAPTURE_LIMBS].sort((a, b) => depth(a) - depth(b));
}
