import { describe, expect, it } from 'vitest';
import { paintStroke } from '../core/brush';
import type { Plane, Point } from '../core/types';
import { guessSkeleton } from './guess';

type Stroke = [x0: number, y0: number, x1: number, y1: number, radius: number];

function painted(strokes: Stroke[], width = 240, height = 190): Plane {
  let mask: Plane = { width, height, data: new Uint8Array(width * height) };
  for (const [x0, y0, x1, y1, r] of strokes) mask = paintStroke(mask, { x: x0, y: y0 }, { x: x1, y: y1 }, r, 1);
  return mask;
}

const near = (p: Point | undefined, x: number, y: number, within: number) =>
  p !== undefined && Math.hypot(p.x - x, p.y - y) <= within;

/** A dog facing right: body, neck and head, four legs. */
const dog: Stroke[] = [
  [75, 95, 165, 95, 26],
  [160, 90, 190, 65, 12],
  [195, 55, 205, 55, 16],
  [165, 110, 170, 162, 7],
  [145, 110, 147, 162, 7],
  [85, 110, 80, 162, 7],
  [62, 110, 58, 162, 7],
];

describe('four-legged joints from awkward cut-outs', () => {
  it('starts a tail hanging down the rump where it leaves the back, though the wedge under it is filled', () => {
    const mask = painted([
      ...dog,
      // The tail hangs from the top of the rump, down along it.
      [52, 78, 36, 100, 5],
      [36, 100, 30, 140, 5],
      // The narrow wedge between the tail and the rump filled in (as the cut-out's close does).
      [46, 86, 40, 112, 5],
    ]);
    const { joints } = guessSkeleton(mask, 'quadruped');
    expect(near(joints.tail, 50, 80, 14)).toBe(true);
    expect(near(joints.tail_tip, 30, 140, 14)).toBe(true);
  });
});

describe('four-legged joints when the paper between paired legs is filled in', () => {
  it('keeps the chest and the pelvis in the middle of the body, above the belly', () => {
    // The narrow gap between each pair of legs filled down to well under the belly (a cut-out's close).
    const mask = painted([...dog, [150, 112, 162, 135, 9], [66, 112, 80, 135, 9]]);
    const { joints } = guessSkeleton(mask, 'quadruped');
    expect(Math.abs((joints.chest as Point).y - 95)).toBeLessThan(5);
    expect(Math.abs((joints.pelvis as Point).y - 95)).toBeLessThan(5);
  });
});

describe('four-legged joints of a fat body on short legs', () => {
  it('puts the knees half way from the hips to the feet, above where the legs are cut apart', () => {
    const mask = painted([
      [80, 80, 170, 80, 42],
      [170, 60, 200, 50, 20],
      ...[70, 100, 150, 180].map((x): Stroke => [x, 110, x, 150, 9]),
    ]);
    const { joints } = guessSkeleton(mask, 'quadruped');
    for (const [top, leg] of [
      ['shoulder', 'front_right'],
      ['shoulder', 'front_left'],
      ['hip', 'back_right'],
      ['hip', 'back_left'],
    ]) {
      const root = joints[`${leg}_${top}`] as Point;
      const knee = joints[`${leg}_knee`] as Point;
      const foot = joints[`${leg}_foot`] as Point;
      expect(Math.abs(knee.y - (root.y + foot.y) / 2)).toBeLessThan(0.15 * (foot.y - root.y));
    }
  });
});

describe('many-legged joints from awkward cut-outs', () => {
  it('keeps a leg mostly hidden under a thick body, by its length against the other legs', () => {
    // A caterpillar lying across: a thick body, five legs below it, and a sixth under its head
    // showing only its foot (short against the body's thickness, not against the legs).
    const mask = painted(
      [
        [60, 80, 300, 80, 45],
        [345, 100, 345, 100, 48],
        ...[70, 120, 170, 220, 270].map((x): Stroke => [x, 120, x + 4, 156, 3]),
        [352, 136, 353, 152, 3],
      ],
      400,
      200,
    );
    const { joints, skeleton } = guessSkeleton(mask, 'many-limbed');
    const feet = skeleton.joints.filter((name) => name.endsWith('_foot')).map((name) => joints[name] as Point);
    expect(feet).toHaveLength(6);
    expect(feet.some((foot) => near(foot, 353, 155, 8))).toBe(true);
  });
});
