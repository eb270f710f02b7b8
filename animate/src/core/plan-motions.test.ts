import { describe, expect, it } from 'vitest';
import { BODY_PLANS, PLAN_MOTIONS } from '../skeletons';
import { planCases } from './plan-cases';
import { motionFor } from './plan-motions/index';
import { poseAtPhase } from './pose';
import type { Point } from './types';

// The solved mesh of each motion (folds, joints attached): plan-folds-*.test.ts.
const cases = planCases();

describe('the motions of every body plan', () => {
  it('covers every plan and motion', () => {
    for (const plan of BODY_PLANS) {
      for (const motion of PLAN_MOTIONS[plan]) expect(cases.some((c) => c[0] === plan && c[2] === motion)).toBe(true);
    }
  });

  it.each(cases)('%s %s %s loops seamlessly (same pose and velocity at the seam)', (_, __, name, figure) => {
    const motion = motionFor(figure.skeleton, name, figure.joints);
    const at = (t: number) => poseAtPhase(motion, figure.joints, t, figure.skeleton, 100);
    const start = at(0);
    const end = at(1);
    const e = 1e-4;
    const after = at(e);
    const before = at(1 - e);
    for (const joint of figure.skeleton.joints) {
      const a = start.joints[joint] as Point;
      const b = end.joints[joint] as Point;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(1e-6);
      // The step into the loop and the step out of it match to second order (no jump in velocity).
      const v0 = { x: (after.joints[joint] as Point).x - a.x, y: (after.joints[joint] as Point).y - a.y };
      const v1 = { x: b.x - (before.joints[joint] as Point).x, y: b.y - (before.joints[joint] as Point).y };
      expect(Math.hypot(v0.x - v1.x, v0.y - v1.y)).toBeLessThan(2e-3);
    }
    expect(start.stretch?.sx ?? 1).toBeCloseTo(end.stretch?.sx ?? 1, 6);
    expect(start.stretch?.sy ?? 1).toBeCloseTo(end.stretch?.sy ?? 1, 6);
  });

  it.each(cases)('%s %s %s keeps its bones their drawn length', (_, __, name, figure) => {
    const motion = motionFor(figure.skeleton, name, figure.joints);
    for (let f = 0; f < 60; f++) {
      const { joints } = poseAtPhase(motion, figure.joints, f / 60, figure.skeleton);
      for (const joint of figure.skeleton.joints) {
        const parent = figure.skeleton.parent[joint];
        if (!parent) continue;
        const rest = Math.hypot(
          (figure.joints[joint] as Point).x - (figure.joints[parent] as Point).x,
          (figure.joints[joint] as Point).y - (figure.joints[parent] as Point).y,
        );
        const now = Math.hypot(
          (joints[joint] as Point).x - (joints[parent] as Point).x,
          (joints[joint] as Point).y - (joints[parent] as Point).y,
        );
        expect(Math.abs(now - rest)).toBeLessThanOrEqual(0.02 * rest + 1e-9);
      }
    }
  });
});
