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

type Frame = Record<string, number>;

/** The most a knee bends (degrees). */
const KNEE_LIMIT = 80;

/** The most a bone turns from its parent's direction (degrees): the elbows and knees. */
const BENDS: readonly (readonly [string, string, number])[] = [
  ['right_hand', 'right_elbow', 100],
  ['left_hand', 'left_elbow', 100],
  ['right_foot', 'right_knee', KNEE_LIMIT],
  ['left_foot', 'left_knee', KNEE_LIMIT],
];

/** The aim channels of one frame's directions (degrees, viewer's right = 0, up = 90). */
function aimChannels(directions: Frame): Channel[] {
  return Object.entries(directions).map(([bone, theta]) => ({
    kind: 'aim',
    bone,
    keys: () => aimValue(bone, theta),
  }));
}

const wrap180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;
const imageAngle = (v: Point) => (Math.atan2(-v.y, v.x) * 180) / Math.PI;

/**
 * The thigh's and shin's directions (viewer degrees) that put the foot at `target` from the hip
 * `hip` (image pixels), the knee bent the way `bend` says (the sign of thigh x shin in the
 * image): two-bone IK; a target out of reach is reached for in a straight line.
 */
function reach(hip: Point, target: Point, thigh: number, shin: number, bend: number): [number, number] {
  const dx = target.x - hip.x;
  const dy = target.y - hip.y;
  const d = Math.min(thigh + shin - 1e-6, Math.max(Math.abs(thigh - shin) + 1e-6, Math.hypot(dx, dy)));
  const base = Math.atan2(dy, dx);
  const alpha = Math.acos(Math.min(1, Math.max(-1, (thigh * thigh + d * d - shin * shin) / (2 * thigh * d))));
  const best = [1, -1]
    .map((sign) => {
      const t = base + sign * alpha;
      const knee = { x: hip.x + thigh * Math.cos(t), y: hip.y + thigh * Math.sin(t) };
      const foot = {
        x: hip.x + (dx * d) / Math.hypot(dx, dy || 1e-9),
        y: hip.y + (dy * d) / Math.hypot(dx || 1e-9, dy),
      };
      const s = { x: foot.x - knee.x, y: foot.y - knee.y };
      const cross = Math.cos(t) * s.y - Math.sin(t) * s.x;
      return { t, s, score: cross * bend };
    })
    .sort((p, q) => q.score - p.score)[0] as { t: number; s: Point };
  return [imageAngle({ x: Math.cos(best.t), y: Math.sin(best.t) }), imageAngle(best.s)];
}

/**
 * The captured motion `name` made for this drawn biped (`rest` its drawn joints). The bones are
 * aimed as the capture's; the figure is set on the ground its feet were drawn on (the lowest foot
 * on it, raised by the capture's jumps scaled by leg length); the sideways travel keeps the planted
 * foot put (see plantedTravel); and while a foot is planted, its leg is bent (two-bone IK) so the
 * foot stays exactly where it was put down, easing back to the captured leg over the five frames
 * after it lifts.
 */
export function captureMotion(name: CaptureName, skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const data = CAPTURE_CLIPS[name] as CaptureData;
  const n = data.frames;
  const seconds = n / data.fps;
  const frames: Frame[] = Array.from({ length: n }, () => ({}));
  for (const bone of CAPTURE_BONES) {
    const samples = values(data.bones[bone], 0.1);
    frames.forEach((frame, k) => {
      frame[bone] = samples[k] as number;
    });
  }
  const height = figureHeight(rest, skeleton);
  const scale = drawnLegLength(rest) / 1000;
  const fk = (frame: Frame) =>
    poseAtPhase({ name, label: data.label, seconds, channels: aimChannels(frame) }, rest, 0, skeleton).joints;
  const poses = frames.map(fk);
  // Up and down: the lowest foot on the drawn ground, raised by the capture's jump.
  const ground = Math.max((rest.right_foot as Point).y, (rest.left_foot as Point).y);
  const lifts = values(data.lift, scale);
  const dy = poses.map(
    (pose, k) => ground - Math.max((pose.right_foot as Point).y, (pose.left_foot as Point).y) - (lifts[k] as number),
  );
  const dx = plantedTravel(data, poses, scale);
  // Planted feet held where they were put down.
  const contacts = captureContacts(data);
  const sides = [
    { bit: 1, hip: 'right_hip', knee: 'right_knee', foot: 'right_foot' },
    { bit: 2, hip: 'left_hip', knee: 'left_knee', foot: 'left_foot' },
  ] as const;
  const solved = frames.map((frame) => ({ ...frame }));
  // No elbow or knee folded further than a drawing's limbs bend without crushing the mesh at the
  // joint. The bend is followed frame to frame from its most folded frame; where a forearm turns
  // right round past its upper arm over the loop (the dab's, seen end-on), it comes back to the
  // other limit there, through straight, over a third of a second.
  for (const [bone, parent, limit] of BENDS) {
    const turns = solved.map((frame) => wrap180((frame[bone] as number) - (frame[parent] as number)));
    const first = turns.reduce((best, turn, k) => (Math.abs(turn) > Math.abs(turns[best] as number) ? k : best), 0);
    const bent = new Array<number>(n);
    let previous = turns[first] as number;
    for (let j = 0; j < n; j++) {
      const k = (first + j) % n;
      let turn = turns[k] as number;
      turn += 360 * Math.round((previous - turn) / 360);
      previous = turn;
      bent[k] = Math.max(-limit, Math.min(limit, turn));
    }
    const at = (k: number) => bent[((k % n) + n) % n] as number;
    if (Math.abs(at(first) - at(first - 1)) > limit && n > 12) {
      const from = at(first - 6);
      const to = at(first + 5);
      for (let j = -5; j < 5; j++) bent[(((first + j) % n) + n) % n] = from + ((to - from) * (j + 6)) / 11;
    }
    solved.forEach((frame, k) => {
      frame[bone] = (frame[parent] as number) + (bent[k] as number);
    });
  }
  const legs = sides.map((side) => {
    const thigh = dist(rest[side.hip] as Point, rest[side.knee] as Point);
    const shin = dist(rest[side.knee] as Point, rest[side.foot] as Point);
    const planted = (k: number) => ((contacts[((k % n) + n) % n] as number) & side.bit) !== 0;
    const always = Array.from({ length: n }, (_, k) => planted(k)).every(Boolean);
    // Each planted stretch: the frames it holds the foot and where (as the capture put it down).
    const runs: { frames: number[]; anchor: Point; after: number[] }[] = [];
    for (let start = 0; start < n; start++) {
      if (!planted(start) || (!always && planted(start - 1))) continue;
      const p = (poses[start] as SkeletonJoints)[side.foot] as Point;
      const anchor = { x: p.x + (dx[start] as number), y: p.y + (dy[start] as number) };
      const held: number[] = [];
      let k = start;
      for (; planted(k) && k < start + n; k++) held.push(k % n);
      const after: number[] = [];
      for (let j = 1; j <= 5 && !planted(k) && !always; j++, k++) after.push(k % n);
      runs.push({ frames: held, anchor, after });
      if (always) break;
    }
    return { ...side, thigh, shin, runs };
  });
  const hipAt = (k: number, hip: string): Point => {
    const p = (poses[k] as SkeletonJoints)[hip] as Point;
    return { x: p.x + (dx[k] as number), y: p.y + (dy[k] as number) };
  };
  const eased = (values: number[]) => {
    const R = 3;
    const widest = values.map((_, k) =>
      Math.max(...Array.from({ length: 2 * R + 1 }, (_, m) => values[(k + m - R + n) % n] as number)),
    );
    return widest.map((_, k) => {
      let sum = 0;
      for (let m = -R; m <= R; m++) sum += widest[(k + m + n) % n] as number;
      return sum / (2 * R + 1);
    });
  };
  // Where a knee would have to bend past its limit, the body goes up; then, where a planted foot
  // would be out of the leg's reach (also where going up for the other knee took it there), the
  // body comes down to it: a planted foot stays put before a knee keeps its limit. Both eased over
  // a few frames.
  const shift = (need: (leg: (typeof legs)[number], k: number, anchor: Point, hip: Point) => number) => {
    const values = new Array<number>(n).fill(0);
    for (const leg of legs)
      for (const run of leg.runs)
        for (const k of run.frames)
          values[k] = Math.max(values[k] as number, need(leg, k, run.anchor, hipAt(k, leg.hip)));
    return eased(values);
  };
  const raise = shift((leg, _, anchor, hip) => {
    const limit = (KNEE_LIMIT * Math.PI) / 180;
    const near = 1.005 * Math.sqrt(leg.thigh ** 2 + leg.shin ** 2 + 2 * leg.thigh * leg.shin * Math.cos(limit));
    const across = Math.abs(anchor.x - hip.x);
    return across < near ? hip.y - (anchor.y - Math.sqrt(near * near - across * across)) : 0;
  });
  for (let k = 0; k < n; k++) dy[k] = (dy[k] as number) - (raise[k] as number);
  const lower = shift((leg, _, anchor, hip) => {
    const span = 0.995 * (leg.thigh + leg.shin);
    const far = Math.min(span, Math.abs(anchor.x - hip.x));
    return anchor.y - Math.sqrt(span * span - far * far) - hip.y;
  });
  for (let k = 0; k < n; k++) dy[k] = (dy[k] as number) + (lower[k] as number);
  for (const leg of legs) {
    const bendAt = (k: number) => {
      const pose = poses[k] as SkeletonJoints;
      const h = pose[leg.hip] as Point;
      const kn = pose[leg.knee] as Point;
      const f = pose[leg.foot] as Point;
      return Math.sign((kn.x - h.x) * (f.y - kn.y) - (kn.y - h.y) * (f.x - kn.x)) || 1;
    };
    const solve = (k: number, target: Point) => reach(hipAt(k, leg.hip), target, leg.thigh, leg.shin, bendAt(k));
    for (const run of leg.runs) {
      for (const k of run.frames) {
        const [a, b] = solve(k, run.anchor);
        (solved[k] as Frame)[leg.knee] = a;
        (solved[k] as Frame)[leg.foot] = b;
      }
      // Back to the captured leg over the five frames after it lifts.
      run.after.forEach((k, i) => {
        const w = (i + 1) / 6;
        const [a, b] = solve(k, run.anchor);
        const frame = solved[k] as Frame;
        const captured = frames[k] as Frame;
        frame[leg.knee] = a + wrap180((captured[leg.knee] as number) - a) * w;
        frame[leg.foot] = b + wrap180((captured[leg.foot] as number) - b) * w;
      });
    }
  }
  const channels: Channel[] = CAPTURE_BONES.map((bone) => {
    const curve = periodicCurve(
      solved.map((frame) => frame[bone] as number),
      true,
    );
    return { kind: 'aim', bone, keys: (t: number) => aimValue(bone, curve(t)) };
  });
  channels.push({ kind: 'lift', keys: periodicCurve(dy.map((v) => -v / height)) });
  channels.push({ kind: 'shift', keys: periodicCurve(dx.map((v) => v / height)) satisfies Curve });
  return { name, label: data.label, seconds, channels };
}

/**
 * The figure's sideways position per frame (pixels): where a foot is planted from one frame to
 * the next, the move that keeps it where it was; elsewhere the capture's hips' travel, scaled.
 * What the loop would drift is taken back over the frames no foot is planted in (a tenth as much
 * in planted frames, so a loop planted throughout still closes).
 */
function plantedTravel(data: CaptureData, poses: SkeletonJoints[], scale: number): number[] {
  const n = data.frames;
  const contacts = captureContacts(data);
  const hips = values(data.shift, scale);
  const feet = poses.map((joints) => [(joints.right_foot as Point).x, (joints.left_foot as Point).x]);
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
 * feet against its hips; `bvh_depth_drivers`), to draw them in that order (draw-order.ts).
 */
export function captureDepthOrder(name: CaptureName, t: number): CaptureLimb[] {
  const data = CAPTURE_CLIPS[name] as CaptureData;
  const depth = (limb: CaptureLimb) => periodicCurve(values(data.depth[limb], 1))(t);
  return [...CAPTURE_LIMBS].sort((a, b) => depth(a) - depth(b));
}
