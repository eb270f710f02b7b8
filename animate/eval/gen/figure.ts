/** What every plan's drawings share: the page, the pen, the joint names and their parents. */
import { COLOURS, type Figure, type Part, type Plan, type Rgb } from './paint';
import { between, circle, type Pt, pick, type Rng, random, resample, tube } from './shapes';

// The eval set's parents are the package's own skeletons (limbless ones are written as a chain from the head).
export { BIPED_PARENT as BIPED_PARENTS, QUADRUPED_PARENT as QUADRUPED_PARENTS } from '../../src/skeletons';

export function limblessParents(): Record<string, string | null> {
  const parents: Record<string, string | null> = { spine_0: null };
  for (let i = 1; i < 7; i++) parents[`spine_${i}`] = `spine_${i - 1}`;
  return parents;
}

/** Seven points spaced evenly along the middle line, head (or top) first. */
export function spine(middle: Pt[]): Record<string, Pt> {
  const joints: Record<string, Pt> = {};
  resample(middle, 7).forEach((p, i) => {
    joints[`spine_${i}`] = p;
  });
  return joints;
}

/**
 * The joints and parents of a many-limbed figure. Legs are numbered clockwise (on the image, y
 * down) from the top-left: leg 1 is the leg whose middle (mean of root, knee, foot) lies furthest
 * toward the top-left of `centre` (largest -x-y), the others follow clockwise around `centre`.
 */
export function manyLimbed(
  centre: Pt,
  trunk: { head: Pt; body: Pt; tail: Pt },
  legs: [Pt, Pt, Pt][],
  antennae?: { left: [Pt, Pt]; right: [Pt, Pt] },
) {
  const mid = (leg: [Pt, Pt, Pt]): Pt => [
    (leg[0][0] + leg[1][0] + leg[2][0]) / 3 - centre[0],
    (leg[0][1] + leg[1][1] + leg[2][1]) / 3 - centre[1],
  ];
  const score = (leg: [Pt, Pt, Pt]) => -mid(leg)[0] - mid(leg)[1];
  const top = legs.reduce((best, leg) => (score(leg) > score(best) ? leg : best), legs[0] as [Pt, Pt, Pt]);
  const start = Math.atan2(mid(top)[1], mid(top)[0]);
  const angle = (leg: [Pt, Pt, Pt]) => {
    const [mx, my] = mid(leg);
    return (((Math.atan2(my, mx) - start) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  };
  const ordered = [...legs].sort((a, b) => angle(a) - angle(b));
  const joints: Record<string, Pt> = { ...trunk };
  const parents: Record<string, string | null> = { body: null, head: 'body', tail: 'body' };
  ordered.forEach((leg, i) => {
    const n = i + 1;
    joints[`leg_${n}_root`] = leg[0];
    joints[`leg_${n}_knee`] = leg[1];
    joints[`leg_${n}_foot`] = leg[2];
    parents[`leg_${n}_root`] = 'body';
    parents[`leg_${n}_knee`] = `leg_${n}_root`;
    parents[`leg_${n}_foot`] = `leg_${n}_knee`;
  });
  if (antennae) {
    joints.antenna_left_root = antennae.left[0];
    joints.antenna_left_tip = antennae.left[1];
    joints.antenna_right_root = antennae.right[0];
    joints.antenna_right_tip = antennae.right[1];
    Object.assign(parents, {
      antenna_left_root: 'head',
      antenna_left_tip: 'antenna_left_root',
      antenna_right_root: 'head',
      antenna_right_tip: 'antenna_right_root',
    });
  }
  return { joints, parents };
}

const PAPERS: Rgb[] = [
  [244, 241, 232],
  [238, 236, 228],
  [246, 240, 222],
  [236, 238, 236],
];

/** An empty figure on a page, with a pen and paper chosen from the seed; `rand` continues the seed. */
export function figure(
  plan: Plan,
  kind: string,
  seed: number,
  width: number,
  height: number,
  style?: Figure['style'],
): { fig: Figure; rand: Rng } {
  const rand = random(seed);
  const chosen = style ?? pick(rand, ['crayon', 'crayon', 'marker'] as const);
  const fig: Figure = {
    plan,
    kind,
    width,
    height,
    parts: [],
    joints: {},
    parents: {},
    notes: '',
    style: chosen,
    pen: chosen === 'marker' ? between(rand, 2.6, 3.6) : chosen === 'pencil' ? 1.4 : between(rand, 2.2, 3.2),
    wobble: between(rand, 3, 5.5),
    paper: pick(rand, PAPERS),
    seed,
  };
  return { fig, rand };
}

/** An open stroke through the points. */
export const stroke = (points: Pt[], ink: Rgb, width?: number, figure = true): Part => ({
  shape: tube(points, 0),
  line: true,
  ink,
  width,
  figure,
});

/** A filled dot (eyes, buttons). */
export const dot = (p: Pt, r: number, ink: Rgb = COLOURS.black): Part => ({
  shape: circle(p[0], p[1], r),
  ink,
  fill: ink,
  width: 1.5,
});

/** A loopy line of pencil "handwriting" (a name, a title) across the page: not part of the figure. */
export function handwriting(rand: Rng, x: number, y: number, length: number, size: number): Part[] {
  const parts: Part[] = [];
  let at = x;
  while (at < x + length) {
    const word = between(rand, 2.5, 6) * size;
    const points: Pt[] = [];
    for (let t = 0; t <= word; t += size / 8) {
      const k = (t / size) * Math.PI * 2;
      const tall = Math.sin(k * 0.37 + at) > 0.6 ? 1.9 : 1;
      points.push([at + t - size * 0.35 * Math.sin(k), y - size * 0.5 * tall * (1 - Math.cos(k)) * 0.5]);
    }
    parts.push(stroke(points, [95, 95, 100], 1.1, false));
    at += word + size * 1.2;
  }
  return parts;
}
