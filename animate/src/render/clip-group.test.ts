import { describe, expect, it } from 'vitest';
import { planClip } from '../core/clip';

import { motionFor } from '../core/plan-motions/index';
import { type TestFigure, testFigures } from '../core/test-figures';
import { ClipGroup, type GroupFigure, planToFrames } from './clip-group';

const [person] = testFigures('biped');
const [dog] = testFigures('quadruped');
if (!person || !dog) throw new Error('the test figures are missing');
// The ClipGroup never looks at the pixels: a blank picture of the mask's size.
const figure = (f: TestFigure) => ({
  image: { width: f.mask.width, height: f.mask.height, data: new Uint8ClampedArray(f.mask.width * f.mask.height * 4) },
  mask: f.mask,
  skeleton: f.skeleton,
  joints: f.joints,
});
// A person on the left of the page, a dog lower down on the right (nearer the viewer).
const main: GroupFigure = {
  figure: figure(person),
  motions: [{ motion: 'wave', cycles: 1 }],
  box: box(0.05, 0.1, person),
};
const companion: GroupFigure = {
  figure: figure(dog),
  motions: [{ motion: 'trot', cycles: 2 }],
  box: box(0.55, 0.45, dog),
};
const W = 1024;
const H = 600;

/** The figure's box on a 1000 x 800 page at (x, y), one page pixel per mask pixel. */
function box(x: number, y: number, f: TestFigure) {
  return { x, y, width: f.mask.width / 1000, height: f.mask.height / 800 };
}

// plan-cases.ts's signedArea (that file reads fixtures with node:fs, which this DOM-typed folder has not).
const signedArea = (x: ArrayLike<number>, a: number, b: number, c: number) =>
  ((x[2 * b] as number) - (x[2 * a] as number)) * ((x[2 * c + 1] as number) - (x[2 * a + 1] as number)) -
  ((x[2 * c] as number) - (x[2 * a] as number)) * ((x[2 * b + 1] as number) - (x[2 * a + 1] as number));

function largestStep(a: Float64Array, b: Float64Array, from: number, to: number): number {
  let max = 0;
  for (let i = from; i < to; i += 2)
    max = Math.max(max, Math.hypot((a[i] as number) - (b[i] as number), (a[i + 1] as number) - (b[i + 1] as number)));
  return max;
}

describe('several figures in one clip', () => {
  const group = new ClipGroup([main, companion], 6, { scale: 1, offsetX: 0, offsetY: 0 }, W, H);
  const { frames } = group.plan;
  const all = Array.from({ length: frames + 1 }, (_, n) => Float64Array.from(group.frame(n)));
  const split = (group.offsets[1] as number) * 2;
  const parts = [
    [0, split],
    [split, group.rest.length],
  ] as const;

  it('lasts the main figure’s whole passes, as a clip of it alone does', () => {
    const alone = planClip([{ motion: motionFor(person.skeleton, 'wave', person.joints), cycles: 1 }], 6);
    const { frames: f, passes, seconds, speed } = group.plan;
    expect({ frames: f, passes, seconds, speed }).toEqual({
      frames: alone.frames,
      passes: alone.passes,
      seconds: alone.seconds,
      speed: alone.speed,
    });
  });

  it('draws the figure nearer the viewer (lower on the page) last', () => {
    expect(group.figures.map((f) => f.figure.skeleton.plan)).toEqual(['biped', 'quadruped']);
  });

  it('moves both figures, and each comes back to its first frame at the seam', () => {
    for (const [from, to] of parts) {
      const moved = Math.max(...all.map((frame) => largestStep(frame, all[0] as Float64Array, from, to)));
      expect(moved).toBeGreaterThan(3);
      // Frame N (the first of a second pass) is frame 0, and the step into it is an ordinary one.
      expect(largestStep(all[frames] as Float64Array, all[0] as Float64Array, from, to)).toBe(0);
      let largest = 0;
      for (let n = 0; n + 1 < frames; n++)
        largest = Math.max(largest, largestStep(all[n] as Float64Array, all[n + 1] as Float64Array, from, to));
      expect(largestStep(all[frames - 1] as Float64Array, all[0] as Float64Array, from, to)).toBeLessThanOrEqual(
        largest * 1.02,
      );
    }
  });

  it('keeps the page’s arrangement: the dog right of and lower than the person, both on the stage', () => {
    const [personMap, dogMap] = group.maps;
    if (!personMap || !dogMap) throw new Error('no maps');
    expect(dogMap.x).toBeGreaterThan(personMap.x + person.mask.width * personMap.scale * 0.5);
    expect(dogMap.y).toBeGreaterThan(personMap.y);
    // Same page pixels per mask pixel, so the same stage scale.
    expect(dogMap.scale).toBeCloseTo(personMap.scale, 3);
    const rest = group.frame(0);
    for (let i = 0; i < rest.length; i += 2) {
      expect(rest[i]).toBeGreaterThanOrEqual(0);
      expect(rest[i]).toBeLessThanOrEqual(W);
      expect(rest[i + 1]).toBeLessThanOrEqual(H);
    }
  });

  it('folds no triangle of either figure in any frame', () => {
    const t = group.triangles;
    const sign = (x: ArrayLike<number>, k: number) =>
      signedArea(x, t[k] as number, t[k + 1] as number, t[k + 2] as number);
    let flipped = 0;
    for (let n = 0; n < frames; n += 2) {
      const frame = all[n] as Float64Array;
      for (let k = 0; k < t.length; k += 3) if (sign(frame, k) * sign(group.rest, k) <= 0) flipped++;
    }
    expect(flipped).toBe(0);
  });

  it('plays the companion’s whole passes in exactly the clip’s frames', () => {
    const trot = motionFor(dog.skeleton, 'trot', dog.joints);
    const plan = planToFrames([{ motion: trot, cycles: 2 }], 180, 30);
    expect(plan.frames).toBe(180);
    expect(180 % plan.passes).toBe(0);
    expect(plan.seconds).toBe(6);
    expect(plan.passSeconds * plan.speed).toBeCloseTo(trot.seconds * 2, 9);
  });
});
