import { type Curve, sample, TAU, wave } from '../curve';
import type { Channel, Motion } from '../motions';
import type { Point, SkeletonJoints } from '../types';

const turn = (bone: string, keys: Curve): Channel => ({ kind: 'turn', bone, keys });
const FRONT_FEET = ['front_right_foot', 'front_left_foot'];

/** 1 when the animal faces the viewer's right (its head right of its pelvis), -1 otherwise. */
function facing(rest: SkeletonJoints): number {
  return (rest.head as Point).x >= (rest.pelvis as Point).x ? 1 : -1;
}

/**
 * A turn that swings a hanging bone forward (towards the head) by `degrees` for an animal facing
 * `f`: a positive turn is clockwise on screen, which takes a downward bone to the viewer's left.
 */
const forward = (f: number, degrees: number) => -f * degrees;

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * How far (degrees) a leg may swing each way in a trot: the near and far legs of a pair swing in
 * opposite directions, so legs drawn close together (or as one blob, as a pig's often are) swing
 * less, or they would shear the shape between them inside out.
 */
function swingOf(rest: SkeletonJoints, leg: string): number {
  const end = leg.startsWith('front') ? 'front' : 'back';
  const top = end === 'front' ? 'shoulder' : 'hip';
  const a = rest[`${end}_right_foot`] as Point;
  const b = rest[`${end}_left_foot`] as Point;
  const length =
    dist(rest[`${leg}_${top}`] as Point, rest[`${leg}_knee`] as Point) +
    dist(rest[`${leg}_knee`] as Point, rest[`${leg}_foot`] as Point);
  const degrees = (Math.atan2(0.3 * dist(a, b), Math.max(1, length)) * 180) / Math.PI;
  return Math.min(16, Math.max(5, degrees));
}

/**
 * A trotting leg's turns (degrees) at the loop's phase: the leg swings by `swingOf` and its lower
 * leg folds while it swings forward (its fastest forward at t + phase = 0), both times `scale`.
 */
function legTurns(rest: SkeletonJoints, leg: string, phase: number, f: number, scale: number) {
  const swing = scale * swingOf(rest, leg);
  const fold = scale * 12 * (leg.startsWith('front') ? 1 : -1);
  return {
    knee: (t: number) => forward(f, swing * Math.sin(TAU * (t + phase))),
    foot: (t: number) => -forward(f, fold * (0.5 + 0.5 * Math.cos(TAU * (t + phase)))),
  };
}

/** Where a trotting leg's foot is at phase t (the leg's root stays; turns as in `poseAtPhase`). */
function footAt(rest: SkeletonJoints, leg: string, turns: ReturnType<typeof legTurns>, t: number): Point {
  const root = rest[`${leg}_${leg.startsWith('front') ? 'shoulder' : 'hip'}`] as Point;
  const knee = rest[`${leg}_knee`] as Point;
  const foot = rest[`${leg}_foot`] as Point;
  const a = (turns.knee(t) * Math.PI) / 180;
  const b = a + (turns.foot(t) * Math.PI) / 180;
  const kx = root.x + Math.cos(a) * (knee.x - root.x) - Math.sin(a) * (knee.y - root.y);
  const ky = root.y + Math.sin(a) * (knee.x - root.x) + Math.cos(a) * (knee.y - root.y);
  return {
    x: kx + Math.cos(b) * (foot.x - knee.x) - Math.sin(b) * (foot.y - knee.y),
    y: ky + Math.sin(b) * (foot.x - knee.x) + Math.cos(b) * (foot.y - knee.y),
  };
}

/**
 * How much of its stride a pair of legs (`end`: front or back) may take: the near and far legs
 * swing in opposite directions, and feet drawn close (or joined into one piece by the cut-out, as
 * a cow's hooves can be) must not come closer than `KEEP_APART` of their drawn distance, or the
 * shape between them is squashed flat and folds. 1 when the full stride keeps them apart.
 */
const KEEP_APART = 0.5;
function pairScale(rest: SkeletonJoints, end: 'front' | 'back', f: number): number {
  const [one, other] = end === 'front' ? ['front_right', 'front_left'] : ['back_right', 'back_left'];
  const phaseOne = end === 'front' ? 0 : 0.5;
  const a = rest[`${one}_foot`] as Point;
  const b = rest[`${other}_foot`] as Point;
  const apart = dist(a, b);
  if (apart < 1e-6) return 1;
  const ux = (a.x - b.x) / apart;
  const uy = (a.y - b.y) / apart;
  for (let scale = 1; scale > 0.05; scale -= 0.05) {
    const turnsOne = legTurns(rest, one, phaseOne, f, scale);
    const turnsOther = legTurns(rest, other, 0.5 - phaseOne, f, scale);
    let closest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 48; k++) {
      const p = footAt(rest, one, turnsOne, k / 48);
      const q = footAt(rest, other, turnsOther, k / 48);
      closest = Math.min(closest, (p.x - q.x) * ux + (p.y - q.y) * uy);
    }
    if (closest >= KEEP_APART * apart) return scale;
  }
  return 0.05;
}

/** Trot: the diagonal pairs of legs swing together, the body bobs twice a stride, the tail swings. */
function trot(rest: SkeletonJoints): Motion {
  const f = facing(rest);
  const legs: [string, number][] = [
    ['front_right', 0],
    ['back_left', 0],
    ['front_left', 0.5],
    ['back_right', 0.5],
  ];
  const channels: Channel[] = [
    { kind: 'lift', keys: (t) => 0.012 * (0.5 - 0.5 * Math.cos(2 * TAU * t)) },
    turn('head', wave(4, 2, 0.25)),
    turn('tail', wave(14, 1)),
    turn('tail_tip', wave(18, 1, -0.15)),
  ];
  const scale = { front: pairScale(rest, 'front', f), back: pairScale(rest, 'back', f) };
  for (const [leg, phase] of legs) {
    const { knee, foot } = legTurns(rest, leg, phase, f, scale[leg.startsWith('front') ? 'front' : 'back']);
    channels.push(turn(`${leg}_knee`, knee), turn(`${leg}_foot`, foot));
  }
  return { name: 'trot', label: 'Trot', seconds: 0.9, channels };
}

/** Sit and wag: the back legs fold, the body tilts back onto them, the tail wags, then it stands up again. */
function sitAndWag(rest: SkeletonJoints): Motion {
  const f = facing(rest);
  const sat = (t: number) =>
    sample(
      [
        [0, 0],
        [0.22, 1],
        [0.78, 1],
        [1, 0],
      ],
      t,
    );
  // The rump goes down (the body turns about the front feet, which stay planted): chest up by `tilt`.
  const tilt = 12;
  const channels: Channel[] = [
    turn('pelvis', (t) => forward(f, tilt * sat(t))),
    // Front legs stay upright; the head stays level.
    turn('front_right_knee', (t) => -forward(f, tilt * sat(t))),
    turn('front_left_knee', (t) => -forward(f, tilt * sat(t))),
    turn('neck', (t) => -forward(f, tilt * 0.7 * sat(t))),
    // Back legs fold under the rump: thigh forward (65 degrees with the tilt), shin back.
    turn('back_right_knee', (t) => forward(f, 53 * sat(t))),
    turn('back_left_knee', (t) => forward(f, 53 * sat(t))),
    turn('back_right_foot', (t) => -forward(f, 80 * sat(t))),
    turn('back_left_foot', (t) => -forward(f, 80 * sat(t))),
    // Wag while sitting (about three wags a second over the 3 s loop).
    turn('tail', (t) => 16 * sat(t) * Math.sin(TAU * 10 * t)),
    turn('tail_tip', (t) => 12 * sat(t) * Math.sin(TAU * (10 * t - 0.2))),
    turn('head', (t) => 6 * sat(t) * Math.sin(TAU * 2 * t)),
  ];
  return { name: 'sit-and-wag', label: 'Sit and wag', seconds: 3, channels, plant: FRONT_FEET };
}

/** Hop: crouch, the whole body springs up with its legs tucked, and lands with a squash. */
function hop(rest: SkeletonJoints): Motion {
  const f = facing(rest);
  const tuck = (t: number) =>
    sample(
      [
        [0, 0],
        [0.2, 0],
        [0.45, 1],
        [0.7, 0],
        [1, 0],
      ],
      t,
    );
  const channels: Channel[] = [
    {
      kind: 'lift',
      keys: [
        [0, 0],
        [0.15, -0.015],
        [0.45, 0.2],
        [0.75, 0],
        [0.85, -0.015],
        [1, 0],
      ],
    },
    {
      kind: 'stretch',
      keys: [
        [0, 0],
        [0.15, -0.08],
        [0.3, 0.07],
        [0.45, 0],
        [0.65, 0.05],
        [0.82, -0.1],
        [1, 0],
      ],
    },
    turn('pelvis', (t) => -forward(f, 6 * Math.sin(TAU * t))),
    turn('front_right_knee', (t) => forward(f, 22 * tuck(t))),
    turn('front_left_knee', (t) => forward(f, 22 * tuck(t))),
    turn('front_right_foot', (t) => -forward(f, 40 * tuck(t))),
    turn('front_left_foot', (t) => -forward(f, 40 * tuck(t))),
    turn('back_right_knee', (t) => -forward(f, 22 * tuck(t))),
    turn('back_left_knee', (t) => -forward(f, 22 * tuck(t))),
    turn('back_right_foot', (t) => forward(f, 40 * tuck(t))),
    turn('back_left_foot', (t) => forward(f, 40 * tuck(t))),
    turn('tail', (t) => -forward(f, 20 * tuck(t))),
  ];
  return { name: 'hop', label: 'Hop', seconds: 1.1, channels };
}

/** Walk: the four legs step one after another (back, front on the same side, then the other side), a gentle bob and nod. */
function walk(rest: SkeletonJoints): Motion {
  const f = facing(rest);
  // A lateral sequence walk: each pair's near and far legs half a stride apart, as in the trot.
  const legs: [string, number][] = [
    ['back_left', 0],
    ['front_left', 0.25],
    ['back_right', 0.5],
    ['front_right', 0.75],
  ];
  const channels: Channel[] = [
    { kind: 'lift', keys: (t) => 0.006 * (0.5 - 0.5 * Math.cos(2 * TAU * t)) },
    turn('head', wave(3, 2, 0.1)),
    turn('tail', wave(8, 1, 0.2)),
  ];
  const scale = { front: pairScale(rest, 'front', f), back: pairScale(rest, 'back', f) };
  for (const [leg, phase] of legs) {
    const { knee, foot } = legTurns(rest, leg, phase, f, 0.8 * scale[leg.startsWith('front') ? 'front' : 'back']);
    channels.push(turn(`${leg}_knee`, knee), turn(`${leg}_foot`, foot));
  }
  return { name: 'walk', label: 'Walk', seconds: 1.4, channels };
}

/**
 * Gallop: the front legs reach forward together while the back legs push back, then all four
 * gather under the body as it flies; the body rocks and bounds once a stride.
 */
function gallop(rest: SkeletonJoints): Motion {
  const f = facing(rest);
  // The near and far legs of a pair a little apart in time, so they never cross.
  const legs: [string, number][] = [
    ['front_right', 0],
    ['front_left', 0.08],
    ['back_right', 0.5],
    ['back_left', 0.58],
  ];
  const channels: Channel[] = [
    // Up while the legs are gathered under the body (a quarter stride after the front legs reach).
    { kind: 'lift', keys: (t) => 0.045 * (0.5 - 0.5 * Math.cos(TAU * (t - 0.25))) },
    // Chest up as the front legs reach, rump up as the back legs do.
    turn('pelvis', (t) => -forward(f, 5 * Math.sin(TAU * t))),
    turn('neck', (t) => forward(f, 4 * Math.sin(TAU * t))),
    turn('head', wave(3, 1, 0.2)),
    turn('tail', (t) => -forward(f, 10 * Math.sin(TAU * (t - 0.1)))),
  ];
  for (const [leg, phase] of legs) {
    const { knee, foot } = legTurns(rest, leg, phase, f, 1.3);
    channels.push(turn(`${leg}_knee`, knee), turn(`${leg}_foot`, foot));
  }
  return { name: 'gallop', label: 'Gallop', seconds: 0.7, channels };
}

/**
 * Stretch: a play-bow. The chest goes down and the front legs reach forward along the ground
 * while the rump stays up on the back legs and the tail wags; then it stands up again.
 */
function stretch(rest: SkeletonJoints): Motion {
  const f = facing(rest);
  const bow = (t: number) =>
    sample(
      [
        [0, 0],
        [0.25, 1],
        [0.7, 1],
        [0.95, 0],
        [1, 0],
      ],
      t,
    );
  // The body turns about the back feet (planted): chest down by `tilt`.
  const tilt = 14;
  const channels: Channel[] = [
    turn('pelvis', (t) => -forward(f, tilt * bow(t))),
    // The back legs stay upright; the front legs reach forward, their lower legs flat.
    turn('back_right_knee', (t) => forward(f, tilt * bow(t))),
    turn('back_left_knee', (t) => forward(f, tilt * bow(t))),
    turn('front_right_knee', (t) => forward(f, (tilt + 28) * bow(t))),
    turn('front_left_knee', (t) => forward(f, (tilt + 28) * bow(t))),
    turn('front_right_foot', (t) => forward(f, 20 * bow(t))),
    turn('front_left_foot', (t) => forward(f, 20 * bow(t))),
    // The head stays up, looking ahead.
    turn('neck', (t) => forward(f, tilt * 0.8 * bow(t))),
    turn('head', (t) => forward(f, 6 * bow(t))),
    turn('tail', (t) => -forward(f, 12 * bow(t)) + 12 * bow(t) * Math.sin(TAU * 6 * t)),
  ];
  return { name: 'stretch', label: 'Stretch', seconds: 2.4, channels, plant: ['back_right_foot', 'back_left_foot'] };
}

export const QUADRUPED_MOTIONS = { trot, 'sit-and-wag': sitAndWag, hop, walk, gallop, stretch } as const;
