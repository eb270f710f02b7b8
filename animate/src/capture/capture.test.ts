import { existsSync, readFileSync } from 'node:fs';
import { BVHLoader } from 'three/examples/jsm/loaders/BVHLoader.js';
import { describe, expect, it } from 'vitest';
import { CAPTURE_FPS, CAPTURE_SPECS, importCapture, sampleBvh } from '../../scripts/capture-import';
import { CAPTURE_REFERENCE } from '../../scripts/capture-specs';
import { clipPose, frameTime, MAX_SPEED, MIN_SPEED, planClip } from '../core/clip';
import { motionFor } from '../core/plan-motions/index';
import type { Point } from '../core/types';
import { PLAN_MOTIONS } from '../skeletons';
import { realFigures } from '../testing/real-figures';
import { CAPTURE_CLIPS, CAPTURE_MOTIONS, captureDepthOrder, periodicCurve } from './index';
import { captureQuality } from './quality';

const FIXTURE = new URL('../../fixtures/capture/jumping_jacks.bvh', import.meta.url);
const REFERENCE = process.env.CAPTURE_DIR ?? CAPTURE_REFERENCE;

type M3 = number[][];
const mul = (a: M3, b: M3): M3 =>
  a.map((row) => [0, 1, 2].map((j) => row.reduce((s, v, k) => s + v * ((b[k] as number[])[j] as number), 0)));
const apply = (m: M3, v: number[]) => m.map((row) => row.reduce((s, x, k) => s + x * (v[k] as number), 0));
const rot = (axis: 'X' | 'Y' | 'Z', degrees: number): M3 => {
  const c = Math.cos((degrees * Math.PI) / 180);
  const s = Math.sin((degrees * Math.PI) / 180);
  if (axis === 'X')
    return [
      [1, 0, 0],
      [0, c, -s],
      [0, s, c],
    ];
  if (axis === 'Y')
    return [
      [c, 0, s],
      [0, 1, 0],
      [-s, 0, c],
    ];
  return [
    [c, -s, 0],
    [s, c, 0],
    [0, 0, 1],
  ];
};

describe('motion capture import', () => {
  const text = readFileSync(FIXTURE, 'utf8');

  it("three's BVHLoader puts a joint where its OFFSET lines and the first frame's channels say", () => {
    // Hips (root: X/Y/Z position, then Z, Y, X rotation), LHipJoint (offset 0 0 0, rotations
    // Z Y X), LeftHip (OFFSET 1.62329 -1.80800 0.67318): the first frame's first twelve values.
    const values = (text.split('Frame Time:')[1] as string).split('\n')[1]?.trim().split(/\s+/).map(Number) as number[];
    const [px, py, pz, hz, hy, hx, jz, jy, jx] = values as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const hips = mul(mul(rot('Z', hz), rot('Y', hy)), rot('X', hx));
    const joint = mul(mul(rot('Z', jz), rot('Y', jy)), rot('X', jx));
    const offset = apply(mul(hips, joint), [1.62329, -1.808, 0.67318]);
    const expected = [px + (offset[0] as number), py + (offset[1] as number), pz + (offset[2] as number)];
    const { frames } = sampleBvh(text, ['Hips', 'LeftHip'], [0]);
    const got = frames[0] as Float64Array;
    expect(got[0]).toBeCloseTo(px, 4);
    expect(got[1]).toBeCloseTo(py, 4);
    expect(got[2]).toBeCloseTo(pz, 4);
    for (let i = 0; i < 3; i++) expect(got[3 + i]).toBeCloseTo(expected[i] as number, 4);
    // The loader itself agrees on the hierarchy: 125 frames of 1/30 s.
    const { clip } = new BVHLoader().parse(text);
    expect(clip.duration).toBeCloseTo(124 * 0.03333, 3);
  });

  it('the committed data is what the import makes of the capture now', () => {
    const spec = CAPTURE_SPECS.find((s) => s.name === 'jumping-jacks');
    expect(spec).toBeDefined();
    if (!spec) return;
    expect(importCapture(spec, text)).toEqual(CAPTURE_CLIPS['jumping-jacks']);
  });

  it.skipIf(!existsSync(REFERENCE))('every clip of the reference folder imports to the committed data', () => {
    for (const spec of CAPTURE_SPECS) {
      const data = importCapture(spec, readFileSync(`${REFERENCE}/${spec.file}`, 'utf8'));
      expect(data).toEqual(CAPTURE_CLIPS[spec.name as keyof typeof CAPTURE_CLIPS]);
    }
  });

  it('keeps the data small, each loop 2 to 10 s', () => {
    let size = 0;
    for (const name of CAPTURE_MOTIONS) {
      const data = CAPTURE_CLIPS[name];
      size += JSON.stringify(data).length;
      expect(data.frames / data.fps).toBeGreaterThanOrEqual(2);
      expect(data.frames / data.fps).toBeLessThanOrEqual(10);
    }
    expect(size).toBeLessThan(120_000);
  });
});

describe('periodicCurve', () => {
  it('runs through every sample, and phase 1 is phase 0', () => {
    const curve = periodicCurve([10, 20, 40, 30]);
    expect(curve(0)).toBe(10);
    expect(curve(0.5)).toBe(40);
    expect(curve(1)).toBe(10);
  });

  it('takes angles the short way round (no spin where a direction crosses ±180)', () => {
    const curve = periodicCurve([170, 179, -175, -165], true);
    const mid = curve(0.375);
    expect(Math.abs(((mid + 540) % 360) - 180)).toBeGreaterThan(170);
  });
});

/**
 * Every real drawing of the fixtures rigged as a biped, as the app rigs it (Meta's four annotated
 * characters first, then the garlic photo and the wild-dev drawings the engine reads as people).
 */
const FIGURES = realFigures().filter((figure) => figure.skeleton.plan === 'biped');

const cases = FIGURES.flatMap((figure) => CAPTURE_MOTIONS.map((motion) => [figure.name, motion, figure] as const));

describe('captured motions on real drawings', () => {
  it('the biped offers every captured motion after its four keyed ones', () => {
    expect(PLAN_MOTIONS.biped.slice(0, 4)).toEqual(['wave', 'jump', 'dance', 'walk']);
    expect(PLAN_MOTIONS.biped.slice(4)).toEqual(CAPTURE_MOTIONS);
  });

  it.each(cases)('%s %s: bones kept, planted feet stay, loops without a seam', (_, name, figure) => {
    const q = captureQuality(name, figure.skeleton, figure.joints);
    console.info(
      `${figure.name} ${name}: bone length error ${(100 * q.boneError).toFixed(3)} %, foot slide ${(100 * q.slide).toFixed(2)} % of the height, ` +
        `seam step ${q.seam.toFixed(2)} px (largest step ${q.largest.toFixed(2)} px)`,
    );
    expect(q.boneError).toBeLessThan(0.02);
    expect(q.slide).toBeLessThan(0.01);
    expect(q.gap).toBeLessThan(1e-6);
    expect(q.seam).toBeLessThanOrEqual(q.largest);
  });

  it('a clip shorter than a captured loop plays it once whole, at most half as fast again, and still loops', () => {
    const { skeleton, joints } = FIGURES[0] as (typeof FIGURES)[number];
    const longest = Math.max(...CAPTURE_MOTIONS.map((name) => CAPTURE_CLIPS[name].frames / CAPTURE_FPS));
    for (const name of CAPTURE_MOTIONS) {
      const motion = motionFor(skeleton, name, joints);
      // The studio's shortest clip (1 s) and the preview's (2.4 s at least).
      for (const asked of [1, 2.4]) {
        const plan = planClip([{ motion, cycles: 1 }], asked);
        expect(plan.passes).toBe(1);
        expect(plan.speed).toBeLessThanOrEqual(MAX_SPEED * 1.02);
        expect(plan.seconds).toBeLessThanOrEqual(longest / MIN_SPEED);
        const first = clipPose(plan, joints, skeleton, frameTime(plan, 0)).joints;
        const wrap = clipPose(plan, joints, skeleton, frameTime(plan, plan.frames)).joints;
        for (const joint of skeleton.joints)
          expect(
            Math.hypot(
              (first[joint] as Point).x - (wrap[joint] as Point).x,
              (first[joint] as Point).y - (wrap[joint] as Point).y,
            ),
          ).toBeLessThan(1e-6);
      }
    }
    // A 10 s loop (as a long dance would be) in a 5 s clip: one pass at 3/2 speed, 6.67 s, not cut.
    const long = { ...motionFor(skeleton, 'jesse-dance', joints), seconds: 10 };
    expect(planClip([{ motion: long, cycles: 1 }], 5)).toMatchObject({ passes: 1, frames: 200 });
  });

  it('orders the limbs by depth', () => {
    const order = captureDepthOrder('zombie', 0);
    expect([...order].sort()).toEqual(['left_arm', 'left_leg', 'right_arm', 'right_leg']);
  });
});
