/**
 * The biped's motion capture mapped onto the other plans, as the reference configs
 * `retarget-four_legs.yaml` and `retarget-six_arms.yaml` do: a four-legged animal's front and back
 * legs both follow the capture's legs (the near legs its right, the far legs its left) and its
 * neck the capture's trunk; a many-limbed figure's legs on each side all follow the capture's arm
 * on that side. The capture's bone directions (see index.ts) become turns from the drawn pose, so
 * forward kinematics keeps every bone its length; the curves are periodic, so phase 1 is phase 0.
 */

import type { Channel, Motion } from '../core/motions';
import { legsOf } from '../core/plan-motions/many-limbed';
import { poseAtPhase } from '../core/pose';
import type { Point, SkeletonJoints } from '../core/types';
import type { Skeleton } from '../skeletons';
import { CAPTURE_CLIPS, type CaptureName } from './clips';
import { periodicCurve } from './index';
import type { CaptureBone, CaptureData } from './types';

const wrap180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;
const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

/** A capture bone's direction per frame (degrees, 0 = viewer's right, 90 = up). */
function directions(data: CaptureData, bone: CaptureBone): number[] {
  return data.bones[bone].split(',').map((v) => Number(v) / 10);
}

/** The captured motions each plan other than the biped offers: motion name, clip, label. */
export const QUADRUPED_CAPTURES = {
  'big-leap': { clip: 'jumping', label: 'Big leap' },
} as const satisfies Record<string, { clip: CaptureName; label: string }>;

export const MANY_LIMBED_CAPTURES = {
  'star-jumps': { clip: 'jumping-jacks', label: 'Star jumps' },
} as const satisfies Record<string, { clip: CaptureName; label: string }>;

export type QuadrupedCapture = keyof typeof QUADRUPED_CAPTURES;
export type ManyLimbedCapture = keyof typeof MANY_LIMBED_CAPTURES;

export function isQuadrupedCapture(name: string): name is QuadrupedCapture {
  return Object.hasOwn(QUADRUPED_CAPTURES, name);
}
export function isManyLimbedCapture(name: string): name is ManyLimbedCapture {
  return Object.hasOwn(MANY_LIMBED_CAPTURES, name);
}

/** A many-limbed figure's bob per capture leg length of jump (figure sizes). */
const LIFT = 0.15;

/** The most a drawn leg's upper bone swings from its drawn direction, and its lower bone bends (degrees). */
const SWING = 40;
const BEND = 70;

/**
 * A capture leg's swing and bend per frame (degrees, counterclockwise on screen): the thigh's turn
 * from hanging straight down and the shin's from the thigh, mirrored so the knee bends the way
 * `bend` asks (1: the shin's foot swings counterclockwise of the thigh).
 */
function legAngles(data: CaptureData, side: 'right' | 'left', bend: number): { swing: number[]; fold: number[] } {
  const thigh = directions(data, `${side}_knee`).map((d) => wrap180(d + 90));
  const shin = directions(data, `${side}_foot`);
  let fold = shin.map((d, k) => wrap180(d + 90 - (thigh[k] as number)));
  const mean = fold.reduce((a, b) => a + b, 0) / fold.length;
  const m = Math.sign(mean) === -Math.sign(bend) ? -1 : 1;
  fold = fold.map((v) => clamp(m * v, BEND));
  return { swing: thigh.map((v) => clamp(m * v, SWING)), fold };
}

type Turn = { bone: string; samples: number[] };
const turn = (bone: string, samples: number[]): Turn => ({ bone, samples });
const channelsOf = (turns: Turn[]): Channel[] =>
  turns.map(({ bone, samples }) => ({ kind: 'turn', bone, keys: periodicCurve(samples) }));

/**
 * A quadruped's captured motion (`retarget-four_legs.yaml`): each pair's near leg follows the
 * capture's right leg and its far leg the left, the front legs' knees bent forward and the back
 * legs' backward (as the drawn animal's are), the neck nodding with the capture's trunk; the lowest
 * foot stays on the ground the drawing stands on, raised by the capture's jumps scaled by the drawn
 * leg length over the capture's.
 */
export function quadrupedCaptureMotion(name: QuadrupedCapture, skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const spec = QUADRUPED_CAPTURES[name];
  const data = CAPTURE_CLIPS[spec.clip] as CaptureData;
  const n = data.frames;
  const seconds = n / data.fps;
  // 1 when the animal faces the viewer's right (its head right of its pelvis).
  const f = (rest.head as Point).x >= (rest.pelvis as Point).x ? 1 : -1;
  // A screen turn is clockwise; "forward" (towards the head) is clockwise for an animal facing left.
  const turns: Turn[] = [];
  const legs = [
    ['front_right', 'right', 'shoulder'],
    ['front_left', 'left', 'shoulder'],
    ['back_right', 'right', 'hip'],
    ['back_left', 'left', 'hip'],
  ] as const;
  for (const [leg, side] of legs) {
    // Front knees forward: the foot turns back (clockwise for an animal facing right) from the thigh.
    const front = leg.startsWith('front');
    const { swing, fold } = legAngles(data, side, front ? -f : f);
    // Counterclockwise on screen is a negative turn.
    turns.push(
      turn(
        `${leg}_knee`,
        swing.map((v) => -v),
      ),
      turn(
        `${leg}_foot`,
        fold.map((v) => -v),
      ),
    );
  }
  const neck = directions(data, 'neck').map((d) => wrap180(d - 90));
  const neckMean = neck.reduce((a, b) => a + b, 0) / n;
  turns.push(
    turn(
      'neck',
      neck.map((v) => -f * clamp(0.5 * (v - neckMean), 12)),
    ),
  );
  // The tail goes up with the jump.
  const legLength = drawnLegLength(rest);
  const lifts = data.lift.split(',').map((v) => (Number(v) * legLength) / 1000);
  const highest = Math.max(1e-6, ...lifts);
  turns.push(
    turn(
      'tail',
      lifts.map((v) => -f * 25 * (v / highest)),
    ),
  );
  // Up and down: the lowest foot on the drawn ground, raised by the capture's jump.
  const feet = ['front_right_foot', 'front_left_foot', 'back_right_foot', 'back_left_foot'];
  const lowest = (joints: SkeletonJoints) => Math.max(...feet.map((foot) => (joints[foot] as Point).y));
  const ground = lowest(rest);
  const frameMotion = (k: number): Motion => ({
    name,
    label: spec.label,
    seconds,
    channels: turns.map(({ bone, samples }) => ({ kind: 'turn', bone, keys: () => samples[k] as number })),
  });
  const dy = Array.from({ length: n }, (_, k) => {
    const pose = poseAtPhase(frameMotion(k), rest, 0, skeleton).joints;
    return ground - lowest(pose) - (lifts[k] as number);
  });
  const height = figureHeight(rest, skeleton);
  const channels = channelsOf(turns);
  channels.push({ kind: 'lift', keys: periodicCurve(dy.map((v) => -v / height)) });
  return { name, label: spec.label, seconds, channels };
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function drawnLegLength(rest: SkeletonJoints): number {
  const leg = (name: string, top: string) =>
    dist(rest[`${name}_${top}`] as Point, rest[`${name}_knee`] as Point) +
    dist(rest[`${name}_knee`] as Point, rest[`${name}_foot`] as Point);
  return (
    (leg('front_right', 'shoulder') +
      leg('front_left', 'shoulder') +
      leg('back_right', 'hip') +
      leg('back_left', 'hip')) /
    4
  );
}

/** The size poseAtPhase measures `lift` in for a plan other than the biped. */
function figureHeight(rest: SkeletonJoints, skeleton: Skeleton): number {
  const ys = skeleton.joints.map((name) => (rest[name] as Point).y);
  const xs = skeleton.joints.map((name) => (rest[name] as Point).x);
  return Math.max(1, Math.max(...ys) - Math.min(...ys), Math.max(...xs) - Math.min(...xs)) * 1.15;
}

/**
 * A many-limbed figure's captured motion (`retarget-six_arms.yaml`): the legs on each side follow
 * the capture's arm on that side (the figure faces the viewer as the capture does, so the
 * capture's right arm drives the legs on the viewer's left), raised towards the head as the arm is
 * raised, their lower legs bending as the forearm does; each leg's swing is about its drawn
 * direction (the arm's mean over the loop), all the legs of a side alike (so they never cross; a leg
 * drawn along the body's axis less), and
 * the figure bobs with the capture's jumps.
 */
export function manyLimbedCaptureMotion(name: ManyLimbedCapture, skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const spec = MANY_LIMBED_CAPTURES[name];
  const data = CAPTURE_CLIPS[spec.clip] as CaptureData;
  const n = data.frames;
  const seconds = n / data.fps;
  // Each arm's elevation above the outward horizontal, and its forearm's from the upper arm.
  const arm = (side: 'right' | 'left') => {
    const mirror = (d: number) => (side === 'right' ? 180 - d : d);
    const upper = directions(data, `${side}_elbow`).map((d) => wrap180(mirror(d)));
    const fore = directions(data, `${side}_hand`).map((d, k) => wrap180(mirror(d) - (upper[k] as number)));
    const centred = (v: number[]) => {
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      return v.map((x) => x - mean);
    };
    return { upper: centred(upper), fore: centred(fore) };
  };
  const arms = { right: arm('right'), left: arm('left') };
  const turns: Turn[] = [];
  const body = rest.body as Point;
  const head = rest.head as Point;
  const axisLength = dist(body, head) || 1;
  for (const leg of legsOf(skeleton, rest)) {
    // A leg drawn along the body's axis (an octopus's hanging tentacles) swings less, or it would
    // swing across the legs of the other side: as much as the sine of its angle to the axis.
    const root = rest[`${leg.name}_root`] as Point;
    const foot = rest[`${leg.name}_foot`] as Point;
    const reachOut = dist(root, foot) || 1;
    const share = Math.abs(
      ((head.x - body.x) * (foot.y - root.y) - (head.y - body.y) * (foot.x - root.x)) / (axisLength * reachOut),
    );
    // Side 1 is on the viewer's right of a figure drawn head up: the capture's left arm.
    const source = leg.side > 0 ? arms.left : arms.right;
    // Raising a leg towards the head turns it counterclockwise on side 1 (a negative turn).
    turns.push(
      turn(
        `${leg.name}_knee`,
        source.upper.map((v) => -leg.side * share * clamp(0.35 * v, 25)),
      ),
      turn(
        `${leg.name}_foot`,
        source.fore.map((v) => -leg.side * share * clamp(0.35 * v, 30)),
      ),
    );
  }
  const neck = directions(data, 'neck').map((d) => wrap180(d - 90));
  const neckMean = neck.reduce((a, b) => a + b, 0) / n;
  turns.push(
    turn(
      'head',
      neck.map((v) => -clamp(v - neckMean, 10)),
    ),
  );
  const channels = channelsOf(turns);
  const lifts = data.lift.split(',').map((v) => (Number(v) / 1000) * LIFT);
  channels.push({ kind: 'lift', keys: periodicCurve(lifts) });
  return { name, label: spec.label, seconds, channels };
}
