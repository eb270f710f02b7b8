/**
 * Secondary motion and an idle breath, layered on any plan's motion (`withSecondary`).
 *
 * Follow-through: what hangs or sticks out (a quadruped's tail, a bug's antennae, a limbless
 * figure's free end, a person's head and forearms) follows the body on a damped angular spring.
 * Each such bone's lag θ obeys θ'' = -ω²θ - 2ζωθ' - g·(φ'' + 3(u × a) / 2L): φ is the world angle
 * of the bone it hangs from, a the acceleration of its base and u, L its direction and length (a
 * rod swinging on a moving pivot). The primary motion is sampled over its loop (`poseAtPhase`)
 * and the spring simulated at a fixed step; a pass over the loop is an affine map of the spring's
 * state, so the periodic steady state (a pass ending where it started, what repeated passes
 * settle to) is that map's fixed point, solved directly. The lag is stored as a table over the
 * phase and added as `turn` channels, read back by a periodic cubic: phase 0 and 1 are the same
 * pose, with the same velocity. Nothing depends on a clock: the same motion and figure always
 * give the same frames.
 *
 * Breath: the trunk grows by up to `BREATH` and back, a whole number of times a loop (`scale`).
 */
import type { Skeleton } from '../skeletons';
import { TAU } from './curve';
import type { Channel, Motion } from './motions';
import { poseAtPhase } from './pose';
import type { Point, SkeletonJoints } from './types';

/** A chain that follows through: bones (named by their end joints, root side first) and how loosely. */
type Chain = {
  bones: string[];
  /** Spring frequency (Hz) and damping ratio. */
  hertz: number;
  damping: number;
  /** How strongly the body's motion drives it (1: a free rod on a spring). */
  gain: number;
  /** The most it may lag, degrees (a soft limit). */
  limit: number;
};

/** How much the base's acceleration swings a bone against the turning of what it hangs from (a free rod's is 1). */
const PUSH = 0.4;
/** How much the trunk grows at the top of a breath (1.2 %). */
export const BREATH = 0.012;
/** About how long a breath takes (s): the loop holds a whole number of them, one at least. */
const BREATH_SECONDS = 2.5;
/** Spring steps per second. */
const RATE = 60;
const DEG = 180 / Math.PI;

function side(joint: string): number {
  return joint.startsWith('right_') ? 1 : joint.startsWith('left_') ? -1 : 0;
}

/** The chains of a skeleton that follow through in this motion (bones an `aim` holds are left alone). */
export function secondaryChains(skeleton: Skeleton, motion: Motion): Chain[] {
  const has = (name: string) => skeleton.joints.includes(name);
  const aimed = new Set(motion.channels.flatMap((c) => (c.kind === 'aim' ? [c.bone] : [])));
  const chains: Chain[] = [];
  const add = (bones: string[], spring: Omit<Chain, 'bones'>) => {
    const free = bones.filter((bone) => has(bone) && !aimed.has(bone));
    if (free.length) chains.push({ bones: free, ...spring });
  };
  switch (skeleton.plan) {
    case 'biped':
      add(['head'], { hertz: 3, damping: 0.5, gain: 0.5, limit: 6 });
      add(['right_hand'], { hertz: 2.5, damping: 0.45, gain: 0.6, limit: 12 });
      add(['left_hand'], { hertz: 2.5, damping: 0.45, gain: 0.6, limit: 12 });
      break;
    case 'quadruped':
      add(['tail', 'tail_tip'], { hertz: 2, damping: 0.35, gain: 1, limit: 20 });
      add(['head'], { hertz: 3, damping: 0.5, gain: 0.4, limit: 5 });
      break;
    case 'many-limbed':
      add(['antenna_left_root', 'antenna_left_tip'], { hertz: 1.5, damping: 0.3, gain: 2.5, limit: 20 });
      add(['antenna_right_root', 'antenna_right_tip'], { hertz: 1.5, damping: 0.3, gain: 2.5, limit: 20 });
      add(['tail'], { hertz: 1.5, damping: 0.45, gain: 1.5, limit: 8 });
      // Without antennae (an octopus), the ends of the legs trail a little.
      if (!has('antenna_left_root'))
        for (const name of skeleton.joints)
          if (/^leg_\d+_foot$/.test(name)) add([name], { hertz: 1.5, damping: 0.4, gain: 0.6, limit: 8 });
      break;
    case 'limbless': {
      // The free end: the tail (spine_5, spine_6 from the head end), or the top when the motion
      // holds the tail end down (a flower's stem in the soil).
      const bones = motion.pin === 'spine_6' ? ['spine_1', 'spine_0'] : ['spine_5', 'spine_6'];
      add(bones, { hertz: 1.8, damping: 0.4, gain: 0.5, limit: 8 });
      break;
    }
  }
  return chains;
}

/** The bones that breathe: the trunk, grown along its length. */
function breathBones(skeleton: Skeleton): string[] {
  switch (skeleton.plan) {
    case 'biped':
      return ['neck'];
    case 'quadruped':
      return ['chest'];
    case 'many-limbed':
      return ['head', 'tail'];
    case 'limbless':
      return skeleton.joints.filter((name) => skeleton.parent[name]);
  }
}

/** A table over the phase (n / size, n = 0 .. size - 1) read back by a periodic Catmull-Rom cubic. */
export function periodicCurve(table: Float64Array): (t: number) => number {
  const n = table.length;
  return (t) => {
    const u = (((t % 1) + 1) % 1) * n;
    const i = Math.floor(u) % n;
    const f = u - Math.floor(u);
    const p0 = table[(i + n - 1) % n] as number;
    const p1 = table[i] as number;
    const p2 = table[(i + 1) % n] as number;
    const p3 = table[(i + 2) % n] as number;
    const f2 = f * f;
    const f3 = f2 * f;
    return 0.5 * (2 * p1 + (-p0 + p2) * f + (2 * p0 - 5 * p1 + 4 * p2 - p3) * f2 + (-p0 + 3 * p1 - 3 * p2 + p3) * f3);
  };
}

/** An angle brought into [-π, π]. */
function wrap(angle: number): number {
  return angle - TAU * Math.round(angle / TAU);
}

/**
 * The periodic steady state of θ'' = -ω²θ - cθ' + F over one loop of `force` (samples dt apart),
 * stepped by semi-implicit Euler: the lag at each sample.
 */
export function periodicSpring(force: Float64Array, dt: number, hertz: number, damping: number): Float64Array {
  const w = TAU * hertz;
  const k = w * w;
  const c = 2 * damping * w;
  const n = force.length;
  const step = (state: [number, number], f: number): [number, number] => {
    const v = state[1] + dt * (-k * state[0] - c * state[1] + f);
    return [state[0] + dt * v, v];
  };
  const pass = (start: [number, number], forced: boolean): [number, number] => {
    let s = start;
    for (let i = 0; i < n; i++) s = step(s, forced ? (force[i] as number) : 0);
    return s;
  };
  // One pass is x -> A x + b: b from rest, A's columns from unit states without the force.
  const b = pass([0, 0], true);
  const a0 = pass([1, 0], false);
  const a1 = pass([0, 1], false);
  // (I - A) x = b
  const m00 = 1 - a0[0];
  const m01 = -a1[0];
  const m10 = -a0[1];
  const m11 = 1 - a1[1];
  const det = m00 * m11 - m01 * m10;
  let s: [number, number] = [(b[0] * m11 - m01 * b[1]) / det, (m00 * b[1] - m10 * b[0]) / det];
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = s[0];
    s = step(s, force[i] as number);
  }
  return out;
}

const second = (values: Float64Array, i: number, dt: number): number => {
  const n = values.length;
  return (
    ((values[(i + 1) % n] as number) - 2 * (values[i] as number) + (values[(i + n - 1) % n] as number)) / (dt * dt)
  );
};

/**
 * The lag (degrees, to add as the bones' turns) of each bone of `chain` at each of `poses` (one
 * loop, `dt` seconds apart). `frame`: the bone the chain hangs from (its start and end joint).
 */
function chainLags(
  chain: Chain,
  poses: SkeletonJoints[],
  frame: [string, string],
  skeleton: Skeleton,
  rest: SkeletonJoints,
  dt: number,
): Float64Array[] {
  const n = poses.length;
  const lags: Float64Array[] = [];
  // Positions of the chain's joints with the lags found so far (each lag turns what follows it).
  const base = skeleton.parent[chain.bones[0] as string] as string;
  const moved = poses.map((pose) => ({ ...(pose[base] as Point) }));
  const spin = new Float64Array(n);
  // The world angle of the bone the chain hangs from.
  const frameAngle = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = (poses[i] as SkeletonJoints)[frame[0]] as Point;
    const b = (poses[i] as SkeletonJoints)[frame[1]] as Point;
    frameAngle[i] = Math.atan2(b.y - a.y, b.x - a.x);
  }
  let parentAngle = periodicAngles(frameAngle);
  let prev = base;
  for (const bone of chain.bones) {
    const tipAt = new Array<Point>(n);
    const force = new Float64Array(n);
    const ax = Float64Array.from(moved, (p) => p.x);
    const ay = Float64Array.from(moved, (p) => p.y);
    const length = Math.hypot(
      (rest[bone] as Point).x - (rest[prev] as Point).x,
      (rest[bone] as Point).y - (rest[prev] as Point).y,
    );
    const boneAngle = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const pose = poses[i] as SkeletonJoints;
      const from = pose[prev] as Point;
      const to = pose[bone] as Point;
      // Turned by every lag above this bone.
      const turned = spin[i] as number;
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      const ux = Math.cos(turned) * dx - Math.sin(turned) * dy;
      const uy = Math.sin(turned) * dx + Math.cos(turned) * dy;
      tipAt[i] = { x: (moved[i] as Point).x + ux, y: (moved[i] as Point).y + uy };
      boneAngle[i] = Math.atan2(uy, ux);
      const accel = { x: second(ax, i, dt), y: second(ay, i, dt) };
      const cross = (ux * accel.y - uy * accel.x) / Math.max(1e-6, Math.hypot(ux, uy));
      force[i] = -chain.gain * (second(parentAngle, i, dt) + (PUSH * 1.5 * cross) / Math.max(1, length));
    }
    const lag = periodicSpring(force, dt, chain.hertz, chain.damping);
    const limit = chain.limit / DEG;
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const soft = limit * Math.tanh((lag[i] as number) / limit);
      out[i] = soft * DEG;
      spin[i] = (spin[i] as number) + soft;
      boneAngle[i] = (boneAngle[i] as number) + soft;
      const from = moved[i] as Point;
      const to = tipAt[i] as Point;
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      moved[i] = {
        x: from.x + Math.cos(soft) * dx - Math.sin(soft) * dy,
        y: from.y + Math.sin(soft) * dx + Math.cos(soft) * dy,
      };
    }
    lags.push(out);
    parentAngle = periodicAngles(boneAngle);
    prev = bone;
  }
  return lags;
}

/**
 * Angles over a loop, unwrapped so neighbours differ by less than π and made periodic: a whole
 * turn over the loop (a spin) is taken off as a steady turn, which has no angular acceleration.
 */
function periodicAngles(angles: Float64Array): Float64Array {
  const n = angles.length;
  const out = new Float64Array(n);
  out[0] = angles[0] as number;
  for (let i = 1; i < n; i++) out[i] = (out[i - 1] as number) + wrap((angles[i] as number) - (angles[i - 1] as number));
  const turns = (out[n - 1] as number) + wrap((angles[0] as number) - (angles[n - 1] as number)) - (out[0] as number);
  for (let i = 0; i < n; i++) out[i] = (out[i] as number) - (turns * i) / n;
  return out;
}

/** The bone (start and end joint) whose world angle is the frame a chain starting at `first` hangs from. */
function frameOf(skeleton: Skeleton, first: string): [string, string] {
  const base = skeleton.parent[first] as string;
  const above = skeleton.parent[base];
  if (above) return [above, base];
  // The root: any other bone from it (the trunk) turns with it.
  const other = skeleton.joints.find((name) => skeleton.parent[name] === base && name !== first) as string;
  return [base, other];
}

/**
 * `motion` with follow-through on the skeleton's loose parts and an idle breath, for the figure
 * drawn as `rest`: extra `turn` and `scale` channels that loop with it.
 */
export function withSecondary(motion: Motion, skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const channels: Channel[] = [...motion.channels];
  const chains = secondaryChains(skeleton, motion);
  if (chains.length) {
    const n = Math.max(48, Math.round(motion.seconds * RATE));
    const dt = motion.seconds / n;
    // Sampled without the planting: keeping the lowest foot down moves the figure by kinks (where
    // another joint becomes the lowest, as a rolling figure's does) that would kick the springs.
    const unplanted: Motion = { ...motion, plant: [] };
    const poses = Array.from({ length: n }, (_, i) => poseAtPhase(unplanted, rest, i / n, skeleton).joints);
    for (const chain of chains) {
      const lags = chainLags(chain, poses, frameOf(skeleton, chain.bones[0] as string), skeleton, rest, dt);
      chain.bones.forEach((bone, k) => {
        const table = lags[k] as Float64Array;
        // A side's turn is mirrored in poseAtPhase: undo that so the lag is the world's.
        const s = side(bone) || 1;
        for (let i = 0; i < n; i++) table[i] = s * (table[i] as number);
        channels.push({ kind: 'turn', bone, keys: periodicCurve(table) });
      });
    }
  }
  const cycles = Math.max(1, Math.round(motion.seconds / BREATH_SECONDS));
  const breath = (t: number) => BREATH * (0.5 - 0.5 * Math.cos(TAU * cycles * t));
  for (const bone of breathBones(skeleton)) channels.push({ kind: 'scale', bone, keys: breath });
  return { ...motion, channels };
}
