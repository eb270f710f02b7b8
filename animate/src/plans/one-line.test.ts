/**
 * Lines are limbs: parts drawn as one stroke (a spider's legs, a bug's antennae, a pig's curly
 * tail, a stick figure's arms and legs) are read as limbs, get their joints on the line, stay in
 * the mesh and move with the body without folding. Masks as the cut-out makes them (640 px, the
 * lines 3 px wide).
 */
import { describe, expect, it } from 'vitest';
import { Animator } from '../core/animator';
import { paintStroke } from '../core/brush';
import { plane } from '../core/planes';
import type { Plane, Point } from '../core/types';
import { PLAN_MOTIONS } from '../skeletons';
import { loadImage } from '../testing/fixtures';
import { guessSkeleton } from './guess';
import { readDrawing } from './read-drawing';
import { recognisePlan } from './recognise';

type Line = Point[];

function drawn(width: number, height: number, blobs: [number, number, number][], lines: Line[], r = 1.5): Plane {
  let mask = plane(width, height);
  for (const [x, y, radius] of blobs) mask = paintStroke(mask, { x, y }, { x, y }, radius, 1);
  for (const line of lines)
    for (let k = 1; k < line.length; k++) mask = paintStroke(mask, line[k - 1] as Point, line[k] as Point, r, 1);
  return mask;
}

/** A curl: a spiral of `turns` from `from`, growing to `radius`. */
function curl(from: Point, radius: number, turns = 1.5): Line {
  const out: Line = [];
  for (let k = 0; k <= 40; k++) {
    const t = k / 40;
    const a = t * turns * 2 * Math.PI;
    out.push({ x: from.x + radius * t * Math.cos(a) + radius * t, y: from.y - radius * t * Math.sin(a) });
  }
  return out;
}

/** Whether the solved mesh of every motion of the figure's plan keeps every triangle the right way round. */
function foldsIn(mask: Plane, plan: Parameters<typeof guessSkeleton>[1]): number {
  const { skeleton, joints } = guessSkeleton(mask, plan);
  let folded = 0;
  for (const motion of PLAN_MOTIONS[plan]) {
    const animator = new Animator(mask, joints, { skeleton, motion, vertices: 160 });
    const { positions: rest, triangles } = animator.mesh;
    const area = (x: ArrayLike<number>, k: number) => {
      const [a, b, c] = [triangles[k] as number, triangles[k + 1] as number, triangles[k + 2] as number];
      return (
        ((x[2 * b] as number) - (x[2 * a] as number)) * ((x[2 * c + 1] as number) - (x[2 * a + 1] as number)) -
        ((x[2 * c] as number) - (x[2 * a] as number)) * ((x[2 * b + 1] as number) - (x[2 * a + 1] as number))
      );
    };
    const frames = Math.round(animator.motion.seconds * 30);
    for (let f = 0; f < frames; f += 3) {
      const now = animator.frame((f / frames) * animator.motion.seconds);
      for (let k = 0; k < triangles.length; k += 3) if (area(now, k) * area(rest, k) <= 0) folded++;
    }
  }
  return folded;
}

const near = (p: Point | undefined, q: Point, within: number) =>
  p !== undefined && Math.hypot(p.x - q.x, p.y - q.y) <= within;

describe('lines are limbs', () => {
  // A spider: a round body, eight legs drawn as bent single lines.
  const legs: Line[] = [];
  for (const side of [-1, 1]) {
    for (const k of [0, 1, 2, 3]) {
      const y = 200 + (k - 1.5) * 34;
      legs.push([
        { x: 320 + side * 20, y },
        { x: 320 + side * 140, y: y - 60 + k * 10 },
        { x: 320 + side * 200, y: y + 60 + k * 12 },
      ]);
    }
  }
  const spider = drawn(640, 420, [[320, 200, 60]], legs);

  it('reads a spider whose eight legs are single lines as many-limbed, with eight legs', () => {
    const recognition = recognisePlan(spider);
    expect(recognition.plan).toBe('many-limbed');
    expect(recognition.legs).toBe(8);
  });

  // A pig seen from the side: a long body, a head, four legs as lines, a curly tail as one line.
  const tail = curl({ x: 470, y: 180 }, 30, 1);
  const pig = drawn(
    640,
    420,
    [
      [300, 200, 70],
      [370, 200, 70],
      [240, 200, 70],
      [180, 170, 50],
    ],
    [
      [
        { x: 230, y: 250 },
        { x: 225, y: 360 },
      ],
      [
        { x: 270, y: 255 },
        { x: 275, y: 360 },
      ],
      [
        { x: 360, y: 255 },
        { x: 355, y: 360 },
      ],
      [
        { x: 400, y: 250 },
        { x: 405, y: 360 },
      ],
      [{ x: 430, y: 190 }, { x: 470, y: 180 }, ...tail],
    ],
  );

  it("reads a pig with a one-line curly tail as a quadruped, the tail's joints on the tail", () => {
    expect(recognisePlan(pig).plan).toBe('quadruped');
    const { joints } = guessSkeleton(pig, 'quadruped');
    const onLine = (p: Point | undefined) => p !== undefined && pig.data[Math.round(p.y) * 640 + Math.round(p.x)] === 1;
    expect(onLine(joints.tail_tip)).toBe(true);
    // The tail's tip is out along the curl, not a stub at its root.
    expect(joints.tail_tip?.x).toBeGreaterThan(470);
  });

  it('moves the pig and its curly tail through every quadruped motion without folding a triangle', () => {
    expect(foldsIn(pig, 'quadruped')).toBe(0);
  });

  // A bug from above: an oval body, a head, six line legs and two line antennae.
  const bugLines: Line[] = [
    [
      { x: 300, y: 120 },
      { x: 270, y: 40 },
      { x: 250, y: 20 },
    ],
    [
      { x: 340, y: 120 },
      { x: 370, y: 40 },
      { x: 390, y: 20 },
    ],
  ];
  for (const side of [-1, 1])
    for (const k of [0, 1, 2])
      bugLines.push([
        { x: 320 + side * 40, y: 200 + k * 50 },
        { x: 320 + side * 110, y: 170 + k * 55 },
        { x: 320 + side * 150, y: 230 + k * 60 },
      ]);
  const bug = drawn(
    640,
    420,
    [
      [320, 150, 40],
      [320, 230, 55],
      [320, 290, 50],
    ],
    bugLines,
  );

  it('reads a bug with one-line antennae as many-limbed with antennae, their tips at the lines ends', () => {
    const recognition = recognisePlan(bug);
    expect(recognition.plan).toBe('many-limbed');
    expect(recognition.antennae).toBe(true);
    const { joints } = guessSkeleton(bug, 'many-limbed');
    const tips = [joints.antenna_left_tip, joints.antenna_right_tip];
    expect(tips.some((p) => near(p, { x: 250, y: 20 }, 25))).toBe(true);
    expect(tips.some((p) => near(p, { x: 390, y: 20 }, 25))).toBe(true);
  });

  it('moves the bug with line legs and antennae through every many-limbed motion without folding a triangle', () => {
    expect(foldsIn(bug, 'many-limbed')).toBe(0);
  });

  it('moves a real stick figure (wild-dev 0081, every part one line) through every biped motion without folding a triangle', () => {
    const { mask, plan } = readDrawing(loadImage('wild-dev/0081.png'));
    expect(plan).toBe('biped');
    expect(foldsIn(mask, 'biped')).toBe(0);
  });
});
