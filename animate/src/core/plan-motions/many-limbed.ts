import type { Skeleton } from '../../skeletons';
import { type Curve, sample, TAU, wave } from '../curve';
import type { Channel, Motion } from '../motions';
import type { Point, SkeletonJoints } from '../types';

const turn = (bone: string, keys: Curve): Channel => ({ kind: 'turn', bone, keys });

type Leg = {
  /** `leg_<n>` */
  name: string;
  /** Its number (clockwise from the top left, from 1). */
  index: number;
  /** Which side of the body's axis (head to tail) it grows from: 1 or -1, so mirrored legs swing alike. */
  side: number;
  /** 0 or 1: the two alternating groups of a tripod gait (neighbours along a side differ, as do the two sides' fronts). */
  group: number;
  /** Its place along its side, 0 nearest the head. */
  rank: number;
};

/** The legs of a many-limbed skeleton, any count, read off the drawn joints. */
export function legsOf(skeleton: Skeleton, rest: SkeletonJoints): Leg[] {
  const body = rest.body as Point;
  const head = rest.head as Point;
  const length = Math.hypot(head.x - body.x, head.y - body.y) || 1;
  const axis = { x: (head.x - body.x) / length, y: (head.y - body.y) / length };
  const legs = skeleton.joints
    .map((name) => /^leg_(\d+)_root$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const root = rest[m[0]] as Point;
      const dx = root.x - body.x;
      const dy = root.y - body.y;
      return {
        name: `leg_${m[1]}`,
        index: Number(m[1]),
        side: axis.x * dy - axis.y * dx >= 0 ? 1 : -1,
        along: dx * axis.x + dy * axis.y,
        group: 0,
        rank: 0,
      };
    });
  for (const side of [1, -1]) {
    const row = legs.filter((leg) => leg.side === side).sort((a, b) => b.along - a.along);
    row.forEach((leg, rank) => {
      leg.group = (rank + (side > 0 ? 0 : 1)) % 2;
      leg.rank = rank;
    });
  }
  return legs.map(({ name, index, side, group, rank }) => ({ name, index, side, group, rank }));
}

/** Scuttle: the legs step in two alternating groups (a tripod gait), the body sways side to side. */
function scuttle(skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const channels: Channel[] = [
    { kind: 'shift', keys: wave(0.025, 1) },
    turn('body', wave(4, 1, 0.25)),
    turn('head', wave(-3, 1, 0.25)),
    turn('tail', wave(-4, 1, 0.25)),
  ];
  for (const leg of legsOf(skeleton, rest)) {
    const phase = leg.group * 0.5;
    channels.push(turn(`${leg.name}_knee`, (t) => leg.side * 16 * Math.sin(TAU * (2 * t + phase))));
    channels.push(turn(`${leg.name}_foot`, (t) => leg.side * 10 * Math.sin(TAU * (2 * t + phase + 0.15))));
  }
  return { name: 'scuttle', label: 'Scuttle', seconds: 1.2, channels };
}

/** Wiggle the antennae (the head tilting); a figure without antennae waves its legs instead. */
function wiggleAntennae(skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const channels: Channel[] = [turn('head', wave(8, 1))];
  if (skeleton.joints.includes('antenna_left_root')) {
    channels.push(
      turn('antenna_left_root', wave(6, 2)),
      turn('antenna_right_root', wave(6, 2, 0.3)),
      turn('antenna_left_tip', wave(20, 3)),
      turn('antenna_right_tip', wave(20, 3, 0.35)),
    );
  } else {
    const legs = legsOf(skeleton, rest);
    for (const leg of legs) {
      const phase = leg.index / legs.length;
      channels.push(turn(`${leg.name}_knee`, (t) => leg.side * 12 * Math.sin(TAU * (2 * t + phase))));
      channels.push(turn(`${leg.name}_foot`, (t) => leg.side * 14 * Math.sin(TAU * (2 * t + phase + 0.2))));
    }
  }
  return { name: 'wiggle-antennae', label: 'Wiggle antennae', seconds: 2, channels };
}

/** Dance: the body sways and bobs, the legs wave in a ripple around the body. */
function dance(skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const channels: Channel[] = [
    { kind: 'shift', keys: wave(0.035, 1) },
    { kind: 'lift', keys: (t) => 0.02 * (0.5 - 0.5 * Math.cos(2 * TAU * t)) },
    turn('body', wave(7, 1)),
    turn('head', wave(-6, 1, 0.1)),
  ];
  const legs = legsOf(skeleton, rest);
  for (const leg of legs) {
    const phase = -(leg.index - 1) / legs.length;
    channels.push(turn(`${leg.name}_knee`, (t) => leg.side * 18 * Math.sin(TAU * (2 * t + phase))));
    channels.push(turn(`${leg.name}_foot`, (t) => leg.side * 10 * Math.sin(TAU * (2 * t + phase - 0.15))));
  }
  if (skeleton.joints.includes('antenna_left_tip')) {
    channels.push(turn('antenna_left_tip', wave(15, 2)), turn('antenna_right_tip', wave(15, 2, 0.5)));
  }
  return { name: 'dance', label: 'Dance', seconds: 2, channels };
}

/**
 * Hop: crouch (the legs draw in), spring up stretched with the legs flung out, land with a squash.
 */
function hop(skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const air = (t: number) =>
    sample(
      [
        [0, 0],
        [0.2, -0.6],
        [0.45, 1],
        [0.75, 0],
        [1, 0],
      ],
      t,
    );
  const channels: Channel[] = [
    {
      kind: 'lift',
      keys: [
        [0, 0],
        [0.2, -0.01],
        [0.5, 0.16],
        [0.8, 0],
        [1, 0],
      ],
    },
    {
      kind: 'stretch',
      keys: [
        [0, 0],
        [0.2, -0.08],
        [0.35, 0.07],
        [0.5, 0],
        [0.7, 0.04],
        [0.85, -0.09],
        [1, 0],
      ],
    },
    turn('head', (t) => 4 * air(t)),
  ];
  for (const leg of legsOf(skeleton, rest)) {
    // In the air the legs swing out from the body and the lower legs open; crouching they draw in.
    channels.push(turn(`${leg.name}_knee`, (t) => leg.side * 8 * air(t)));
    channels.push(turn(`${leg.name}_foot`, (t) => leg.side * 12 * air(t)));
  }
  if (skeleton.joints.includes('antenna_left_root')) {
    channels.push(
      turn('antenna_left_root', (t) => -6 * air(t)),
      turn('antenna_right_root', (t) => 6 * air(t)),
    );
  }
  return { name: 'hop', label: 'Hop', seconds: 1.1, channels };
}

/** Wave: the front pair of legs waves hello, one after the other, the body leaning into it. */
function waveHello(skeleton: Skeleton, rest: SkeletonJoints): Motion {
  const channels: Channel[] = [turn('body', wave(3, 1)), turn('head', wave(-5, 1, 0.1))];
  for (const leg of legsOf(skeleton, rest)) {
    if (leg.rank > 0) {
      // The others shuffle a little.
      channels.push(turn(`${leg.name}_knee`, (t) => leg.side * 3 * Math.sin(TAU * (2 * t + leg.index / 7))));
      continue;
    }
    const phase = leg.side > 0 ? 0 : 0.5;
    // Two waves a loop each, half a loop apart: up and out, the lower leg flapping.
    const up = (t: number) => 0.5 - 0.5 * Math.cos(TAU * (t + phase));
    channels.push(turn(`${leg.name}_knee`, (t) => -leg.side * 38 * up(t)));
    channels.push(turn(`${leg.name}_foot`, (t) => -leg.side * 30 * up(t) * Math.sin(TAU * 4 * t)));
  }
  if (skeleton.joints.includes('antenna_left_tip')) {
    channels.push(turn('antenna_left_tip', wave(10, 2)), turn('antenna_right_tip', wave(10, 2, 0.5)));
  }
  return { name: 'wave', label: 'Wave', seconds: 2, channels };
}

export const MANY_LIMBED_MOTIONS = {
  scuttle,
  'wiggle-antennae': wiggleAntennae,
  dance,
  hop,
  wave: waveHello,
} as const;
