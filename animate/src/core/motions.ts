import type { JointName, MotionName } from '../schema';
import type { Curve, Key } from './curve';

export type { Curve, Key } from './curve';

export type Channel =
  /** Turns the bone ending at `bone` about its parent joint (degrees; the root turns the whole figure). */
  | { kind: 'turn'; bone: string; keys: Curve }
  /** Points the bone ending at `bone` in an absolute direction (degrees, see below). */
  | { kind: 'aim'; bone: string; keys: Curve }
  /** Whole-figure move, in figure heights (up and to the viewer's right are positive). */
  | { kind: 'lift' | 'shift'; keys: Curve }
  /** Lengthens the bone ending at `bone` by 1 + value (a breath: keep it within a few hundredths; its children follow). */
  | { kind: 'scale'; bone: string; keys: Curve }
  /**
   * Squash and stretch of the whole figure about the ground under its middle: the height times
   * 1 + value and the width divided by it (the area stays), so -0.1 is shorter and wider.
   */
  | { kind: 'stretch'; keys: Curve };

/**
 * A motion: channels over one loop of `seconds`. `plant` keeps the lowest of those joints on the
 * ground where it was drawn (before lift); `pin` keeps that joint and its bone to its parent where
 * they were drawn (a flower's foot in the soil).
 */
export type Motion = {
  name: string;
  label: string;
  seconds: number;
  channels: Channel[];
  plant?: readonly string[];
  pin?: string;
};

const turn = (bone: JointName, keys: Key[]): Channel => ({ kind: 'turn', bone, keys });
const aim = (bone: JointName, keys: Key[]): Channel => ({ kind: 'aim', bone, keys });

/**
 * Our own motions, as keyframes. Each channel turns one bone (named by the joint at its end) or
 * moves the whole figure. Angles are degrees; for a side's bone, a positive angle swings it
 * outward and up (mirrored between the figure's right and left). `aim` channels point a bone in
 * an absolute direction instead (0 = straight out to its side, 90 = up, -90 = down), so a wave
 * looks like a wave whether the arm was drawn hanging or raised.
 */
export const MOTIONS: Record<MotionName, Motion & { name: MotionName }> = {
  wave: {
    name: 'wave',
    label: 'Wave',
    seconds: 2,
    channels: [
      aim('right_elbow', [
        [0, 55],
        [1, 55],
      ]),
      aim('right_hand', [
        [0, 70],
        [0.25, 120],
        [0.5, 70],
        [0.75, 120],
        [1, 70],
      ]),
      turn('head', [
        [0, 0],
        [0.5, -6],
        [1, 0],
      ]),
    ],
  },
  jump: {
    name: 'jump',
    label: 'Jump',
    seconds: 1.2,
    channels: [
      {
        kind: 'lift',
        keys: [
          [0, -0.04],
          [0.15, -0.05],
          [0.45, 0.22],
          [0.75, 0],
          [0.85, -0.05],
          [1, -0.04],
        ],
      },
      turn('right_knee', [
        [0, 12],
        [0.15, 16],
        [0.45, -4],
        [0.8, 14],
        [1, 12],
      ]),
      turn('left_knee', [
        [0, 12],
        [0.15, 16],
        [0.45, -4],
        [0.8, 14],
        [1, 12],
      ]),
      turn('right_foot', [
        [0, -24],
        [0.15, -30],
        [0.45, 6],
        [0.8, -26],
        [1, -24],
      ]),
      turn('left_foot', [
        [0, -24],
        [0.15, -30],
        [0.45, 6],
        [0.8, -26],
        [1, -24],
      ]),
      turn('right_elbow', [
        [0, -10],
        [0.45, 70],
        [0.8, 0],
        [1, -10],
      ]),
      turn('left_elbow', [
        [0, -10],
        [0.45, 70],
        [0.8, 0],
        [1, -10],
      ]),
    ],
  },
  dance: {
    name: 'dance',
    label: 'Dance',
    seconds: 2,
    channels: [
      {
        kind: 'shift',
        keys: [
          [0, 0],
          [0.25, 0.05],
          [0.5, 0],
          [0.75, -0.05],
          [1, 0],
        ],
      },
      {
        kind: 'lift',
        keys: [
          [0, 0],
          [0.125, 0.03],
          [0.25, 0],
          [0.375, 0.03],
          [0.5, 0],
          [0.625, 0.03],
          [0.75, 0],
          [0.875, 0.03],
          [1, 0],
        ],
      },
      turn('neck', [
        [0, 0],
        [0.25, -10],
        [0.5, 0],
        [0.75, 10],
        [1, 0],
      ]),
      turn('head', [
        [0, 0],
        [0.25, -8],
        [0.5, 0],
        [0.75, 8],
        [1, 0],
      ]),
      aim('right_elbow', [
        [0, 40],
        [0.25, 70],
        [0.5, 40],
        [0.75, -20],
        [1, 40],
      ]),
      aim('left_elbow', [
        [0, -20],
        [0.25, 40],
        [0.5, 70],
        [0.75, 40],
        [1, -20],
      ]),
      turn('right_hand', [
        [0, 30],
        [0.5, -20],
        [1, 30],
      ]),
      turn('left_hand', [
        [0, -20],
        [0.5, 30],
        [1, -20],
      ]),
      turn('right_knee', [
        [0, 0],
        [0.25, 14],
        [0.5, 0],
        [1, 0],
      ]),
      turn('left_knee', [
        [0, 0],
        [0.5, 0],
        [0.75, 14],
        [1, 0],
      ]),
    ],
  },
  walk: {
    name: 'walk',
    label: 'Walk',
    seconds: 1.2,
    channels: [
      {
        kind: 'lift',
        keys: [
          [0, 0],
          [0.25, 0.025],
          [0.5, 0],
          [0.75, 0.025],
          [1, 0],
        ],
      },
      turn('neck', [
        [0, 3],
        [0.5, -3],
        [1, 3],
      ]),
      turn('right_knee', [
        [0, 18],
        [0.25, 0],
        [0.5, -6],
        [0.75, 0],
        [1, 18],
      ]),
      turn('right_foot', [
        [0, -30],
        [0.25, 0],
        [0.5, 0],
        [0.75, 0],
        [1, -30],
      ]),
      turn('left_knee', [
        [0, -6],
        [0.25, 0],
        [0.5, 18],
        [0.75, 0],
        [1, -6],
      ]),
      turn('left_foot', [
        [0, 0],
        [0.25, 0],
        [0.5, -30],
        [0.75, 0],
        [1, 0],
      ]),
      turn('right_elbow', [
        [0, -15],
        [0.5, 15],
        [1, -15],
      ]),
      turn('left_elbow', [
        [0, 15],
        [0.5, -15],
        [1, 15],
      ]),
    ],
  },
};
