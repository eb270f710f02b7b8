import { describe, expect, it } from 'vitest';
import { BODY_PLANS, PLAN_MOTIONS } from '../skeletons';
import { loopSeam } from '../testing/loop-seam';
import { Animator } from './animator';
import { TAU } from './curve';
import { motionFor, primaryMotion } from './plan-motions/index';
import { poseAtPhase } from './pose';
import { BREATH, periodicCurve, periodicSpring } from './secondary';
import { quadrupedFigure, testFigures } from './test-figures';
import type { Point, SkeletonJoints } from './types';

const angleOf = (joints: SkeletonJoints, from: string, to: string) =>
  Math.atan2((joints[to] as Point).y - (joints[from] as Point).y, (joints[to] as Point).x - (joints[from] as Point).x);
const degrees = (radians: number) => (Math.abs(radians - TAU * Math.round(radians / TAU)) * 180) / Math.PI;
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('the periodic spring', () => {
  it('ends a pass in the state it started it (the steady state of repeated passes)', () => {
    const n = 90;
    const force = Float64Array.from({ length: n }, (_, i) => 40 * Math.sin((TAU * 3 * i) / n) + 25 * (i < 20 ? 1 : 0));
    const dt = 1 / 60;
    const lag = periodicSpring(force, dt, 2, 0.35);
    // The same spring stepped over many passes from rest settles onto the same values.
    const w = TAU * 2;
    let state = [0, 0];
    for (let pass = 0; pass < 40; pass++) {
      for (let i = 0; i < n; i++) {
        if (pass === 39) expect(state[0] as number).toBeCloseTo(lag[i] as number, 9);
        const v =
          (state[1] as number) +
          dt * (-w * w * (state[0] as number) - 2 * 0.35 * w * (state[1] as number) + (force[i] as number));
        state = [(state[0] as number) + dt * v, v];
      }
    }
    expect(state[0] as number).toBeCloseTo(lag[0] as number, 9);
  });

  it('reads its table back as the same value at phase 0 and 1, with the same slope', () => {
    const curve = periodicCurve(Float64Array.from({ length: 24 }, (_, i) => Math.cos((TAU * i) / 24) + i / 24));
    expect(curve(1)).toBe(curve(0));
    // A C1 cubic: one-sided slopes either side of the wrap differ by the curvature times the step alone.
    const e = 1e-7;
    expect((curve(e) - curve(0)) / e).toBeCloseTo((curve(1) - curve(1 - e)) / e, 2);
  });
});

describe('secondary motion', () => {
  it('gives the animals and limbless figures at least five motions, and every motion a label', () => {
    for (const plan of BODY_PLANS) {
      if (plan !== 'biped') expect(PLAN_MOTIONS[plan].length).toBeGreaterThanOrEqual(5);
      const figure = testFigures(plan)[0];
      if (!figure) throw new Error(`no test figure for ${plan}`);
      for (const name of PLAN_MOTIONS[plan]) {
        expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(motionFor(figure.skeleton, name, figure.joints).label.length).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic: two motions and Animators built apart give the same frames', () => {
    const a = quadrupedFigure();
    const b = quadrupedFigure();
    const one = new Animator(a.mask, a.joints, { skeleton: a.skeleton, motion: 'hop', vertices: 120 });
    const two = new Animator(b.mask, b.joints, { skeleton: b.skeleton, motion: 'hop', vertices: 120 });
    for (const seconds of [0, 0.25, 0.5, 0.8]) {
      expect(Array.from(two.frame(seconds))).toEqual(Array.from(one.frame(seconds)));
      expect(two.pose(seconds)).toEqual(one.pose(seconds));
    }
  });

  it.each(BODY_PLANS)('keeps every %s motion a loop: the pose at phase 1 is the pose at 0', (plan) => {
    for (const figure of testFigures(plan).slice(0, 2)) {
      for (const name of PLAN_MOTIONS[plan]) {
        const motion = motionFor(figure.skeleton, name, figure.joints);
        const start = poseAtPhase(motion, figure.joints, 0, figure.skeleton).joints;
        const end = poseAtPhase(motion, figure.joints, 1, figure.skeleton).joints;
        for (const joint of figure.skeleton.joints)
          expect(dist(start[joint] as Point, end[joint] as Point)).toBeLessThan(1e-9);
      }
    }
  });

  it('keeps the seam of a solved clip no bigger a step than any other', () => {
    const seam = loopSeam(quadrupedFigure(), 'gallop');
    expect(seam.secondPass).toBe(0);
    expect(seam.wrap.max).toBeLessThanOrEqual(seam.largest.max * 1.02);
  });

  it.each([
    ['quadruped', 'trot', 'tail', 'tail_tip', 5],
    ['quadruped', 'hop', 'tail', 'tail_tip', 5],
    ['many-limbed', 'scuttle', 'antenna_left_root', 'antenna_left_tip', 3],
    ['limbless', 'swim', 'spine_5', 'spine_6', 1.5],
    ['limbless', 'spin', 'spine_5', 'spine_6', 3],
    ['biped', 'jump', 'right_elbow', 'right_hand', 3],
  ] as const)('%s %s: the %s–%s bone lags behind the rigid motion', (plan, name, from, to, least) => {
    const figure = testFigures(plan)[0];
    if (!figure) throw new Error(`no test figure for ${plan}`);
    const loose = motionFor(figure.skeleton, name, figure.joints);
    const rigid = primaryMotion(figure.skeleton, name, figure.joints);
    let most = 0;
    for (let k = 0; k < 60; k++) {
      const a = poseAtPhase(loose, figure.joints, k / 60, figure.skeleton).joints;
      const b = poseAtPhase(rigid, figure.joints, k / 60, figure.skeleton).joints;
      most = Math.max(most, degrees(angleOf(a, from, to) - angleOf(b, from, to)));
    }
    expect(most).toBeGreaterThan(least);
    // A lag, not a flail: within the spring's limit per bone (two bones above the tip at most).
    expect(most).toBeLessThan(45);
  });

  it.each([
    ['biped', 'neck', 'pelvis'],
    ['quadruped', 'chest', 'pelvis'],
    ['many-limbed', 'tail', 'body'],
    ['limbless', 'spine_6', 'spine_5'],
  ] as const)('%s: the trunk breathes (the %s bone grows by up to BREATH and back)', (plan, joint, parent) => {
    const figure = testFigures(plan)[0];
    if (!figure) throw new Error(`no test figure for ${plan}`);
    const name = PLAN_MOTIONS[plan][0];
    const motion = motionFor(figure.skeleton, name, figure.joints);
    const rest = dist(figure.joints[joint] as Point, figure.joints[parent] as Point);
    let least = Number.POSITIVE_INFINITY;
    let most = 0;
    for (let k = 0; k <= 60; k++) {
      const { joints } = poseAtPhase(motion, figure.joints, k / 60, figure.skeleton);
      const now = dist(joints[joint] as Point, joints[parent] as Point) / rest - 1;
      least = Math.min(least, now);
      most = Math.max(most, now);
    }
    expect(least).toBeCloseTo(0, 6);
    expect(most).toBeGreaterThan(BREATH * 0.9);
    expect(most).toBeLessThanOrEqual(BREATH + 1e-9);
  });
});
