import { LIMBLESS_JOINTS } from '../../skeletons';
import { sample, TAU } from '../curve';
import type { Channel, Motion } from '../motions';
import type { Point, SkeletonJoints } from '../types';

/**
 * Turns that bend the spine by `bend(j, t)` degrees at each spine joint j (0 = head end): the
 * chain is rooted at spine_3, so the bone ending at spine_k turns at spine_(k-1) on the tail side
 * and at spine_(k+1) (mirrored) on the head side; the bend at the root is shared by both.
 */
function spineBend(bend: (joint: number, t: number) => number): Channel[] {
  const channels: Channel[] = [];
  for (let k = 0; k < LIMBLESS_JOINTS.length; k++) {
    const bone = LIMBLESS_JOINTS[k] as string;
    if (k === 3) continue;
    const keys =
      k > 3
        ? (t: number) => bend(k - 1, t) * (k === 4 ? 0.5 : 1)
        : (t: number) => -bend(k + 1, t) * (k === 2 ? 0.5 : 1);
    channels.push({ kind: 'turn', bone, keys });
  }
  return channels;
}

/** Swim / slither: a wave travelling from head to tail, its amplitude growing towards the tail. */
function swim(): Motion {
  return {
    name: 'swim',
    label: 'Swim',
    seconds: 1.6,
    channels: spineBend((j, t) => (4 + 9 * (j / 6)) * Math.sin(TAU * (t - j / 7))),
  };
}

/** Bounce: squash on the ground, stretch taking off and falling, round at the top. */
function bounce(): Motion {
  return {
    name: 'bounce',
    label: 'Bounce',
    seconds: 1,
    channels: [
      {
        kind: 'lift',
        keys: [
          [0, 0],
          [0.12, 0],
          [0.45, 0.2],
          [0.78, 0],
          [1, 0],
        ],
      },
      {
        kind: 'stretch',
        keys: [
          [0, -0.14],
          [0.2, 0.1],
          [0.45, 0],
          [0.7, 0.08],
          [0.82, -0.14],
          [1, -0.14],
        ],
      },
    ],
  };
}

/** Sway: a gentle bend from side to side along the spine, the lower end held like a flower's stem in the soil. */
function sway(rest: SkeletonJoints): Motion {
  const first = rest.spine_0 as Point;
  const last = rest.spine_6 as Point;
  return {
    name: 'sway',
    label: 'Sway',
    seconds: 3,
    channels: spineBend((_, t) => 4 * Math.sin(TAU * t)),
    pin: first.y > last.y ? 'spine_0' : 'spine_6',
  };
}

/**
 * Slither: an S-shaped bend the same all along the body, travelling down it twice a loop (a
 * snake or a worm winding along on the spot), the whole figure easing from side to side.
 */
function slither(): Motion {
  return {
    name: 'slither',
    label: 'Slither',
    seconds: 1.6,
    channels: [
      ...spineBend((j, t) => 9 * Math.sin(TAU * (2 * t - j / 4))),
      { kind: 'shift', keys: (t) => 0.015 * Math.sin(TAU * 2 * t) },
    ],
  };
}

/**
 * The spin's turn (degrees) at phase t: a little wind-up to -10, then a whole turn and a bit
 * (to 360) from `SPIN_FROM` to `SPIN_TO`, at an even speed between a smooth start and stop (its
 * fastest only a third above its mean, where easing all the way would be half again: the mesh
 * follows a steady turn more easily), then still.
 */
const SPIN_FROM = 0.12;
const SPIN_TO = 0.85;
const SPIN_EASE = 0.25;
function spinTurn(t: number): number {
  if (t <= SPIN_FROM) return -10 * (0.5 - 0.5 * Math.cos((Math.PI * t) / SPIN_FROM));
  if (t >= SPIN_TO) return 360;
  const u = (t - SPIN_FROM) / (SPIN_TO - SPIN_FROM);
  const r = SPIN_EASE;
  // The distance covered by a speed that rises as a half cosine over r, holds, and falls over r.
  const ramp = (x: number) => x / 2 - (r / (2 * Math.PI)) * Math.sin((Math.PI * x) / r);
  const covered = u < r ? ramp(u) : u > 1 - r ? 1 - r - ramp(1 - u) : u - r / 2;
  return -10 + 370 * (covered / (1 - r));
}

/**
 * Spin: a crouch, a hop with a whole turn about the middle, and a squash on landing. The figure
 * rises as much as turning it lowers its lowest point (a long one turned on end stands on the
 * ground instead of sinking into it): a smooth maximum over the joints, so it rolls without a kink.
 */
function spin(rest: SkeletonJoints): Motion {
  const points = LIMBLESS_JOINTS.map((name) => rest[name] as Point);
  const centre = rest.spine_3 as Point;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  // As poseAtPhase measures a lift: the figure's longer side.
  const height = Math.max(1, Math.max(...ys) - Math.min(...ys), Math.max(...xs) - Math.min(...xs)) * 1.15;
  const soft = height / 40;
  const lowest = (degrees: number) => {
    const a = (degrees * Math.PI) / 180;
    const below = points.map((p) => centre.y + Math.sin(a) * (p.x - centre.x) + Math.cos(a) * (p.y - centre.y));
    const top = Math.max(...below);
    return top + soft * Math.log(below.reduce((sum, y) => sum + Math.exp((y - top) / soft), 0));
  };
  const drawn = lowest(0);
  const hop = (t: number) =>
    sample(
      [
        [0, 0],
        [0.15, 0],
        [0.48, 0.12],
        [0.82, 0],
        [1, 0],
      ],
      t,
    );
  return {
    name: 'spin',
    label: 'Spin',
    seconds: 2.4,
    channels: [
      { kind: 'turn', bone: 'spine_3', keys: spinTurn },
      { kind: 'lift', keys: (t) => hop(t) + (lowest(spinTurn(t)) - drawn) / height },
      {
        kind: 'stretch',
        keys: [
          [0, 0],
          [0.12, -0.08],
          [0.27, 0.05],
          [0.7, 0],
          [0.84, -0.08],
          [0.95, 0],
          [1, 0],
        ],
      },
    ],
  };
}

export const LIMBLESS_MOTIONS = { swim, bounce, sway, slither, spin } as const;
