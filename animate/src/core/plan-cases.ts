/**
 * The harness cases of the motion tests: every motion of every plan on the synthetic figures of
 * that plan and the eval set's generated drawings. Shared by plan-motions.test.ts (poses) and the
 * two plan-folds test files (the solved mesh, split so the package's two test workers share it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BODY_PLANS, type BodyPlan, PLAN_MOTIONS, skeletonOf } from '../skeletons';
import { loadMask } from '../testing/fixtures';
import { Animator } from './animator';
import { rigidityError } from './arap';
import { type TestFigure, testFigures } from './test-figures';
import type { Point } from './types';

/** The eval set's drawings of a plan (mask and true joints), where that folder has them. */
export function evalFigures(plan: string): TestFigure[] {
  const dir = new URL('../../fixtures/eval/', import.meta.url);
  const ids = ['gen-dog', 'gen-pig', 'gen-spider', 'gen-bug', 'gen-beetle', 'gen-fish', 'gen-snake', 'gen-ghost'];
  const out: TestFigure[] = [];
  for (const id of ids) {
    const truth = new URL(`${id}/truth.json`, dir);
    if (!existsSync(truth) || !existsSync(new URL(`${id}/mask.png`, dir))) continue;
    const data = JSON.parse(readFileSync(truth, 'utf8')) as { plan: string; joints: Record<string, [number, number]> };
    if (data.plan !== plan) continue;
    const skeleton = skeletonOf(data.plan as (typeof BODY_PLANS)[number], Object.keys(data.joints));
    if (!skeleton) continue;
    const joints = Object.fromEntries(Object.entries(data.joints).map(([k, [x, y]]) => [k, { x, y }]));
    out.push({ name: id, skeleton, mask: loadMask(`../eval/${id}/mask.png`), joints });
  }
  return out;
}

export const signedArea = (x: ArrayLike<number>, a: number, b: number, c: number) =>
  ((x[2 * b] as number) - (x[2 * a] as number)) * ((x[2 * c + 1] as number) - (x[2 * a + 1] as number)) -
  ((x[2 * c] as number) - (x[2 * a] as number)) * ((x[2 * b + 1] as number) - (x[2 * a + 1] as number));

/** [plan, figure name, motion, figure] for every motion of `plans` on every figure of that plan. */
export function planCases(plans: readonly BodyPlan[] = BODY_PLANS) {
  return plans.flatMap((plan) =>
    [...testFigures(plan), ...evalFigures(plan)].flatMap((figure) =>
      (PLAN_MOTIONS[plan] as readonly string[]).map((motion) => [plan, figure.name, motion, figure] as const),
    ),
  );
}

/** The solved mesh of every motion of `plans`: nothing folds over, the joints stay attached. */
export function describeFolds(plans: readonly BodyPlan[]) {
  const cases = planCases(plans);
  describe(`the solved mesh of every ${plans.join(' and ')} motion`, () => {
    it.each(cases)('%s %s %s never folds the mesh over and keeps the joints attached', (_, __, name, figure) => {
      const animator = new Animator(figure.mask, figure.joints, {
        skeleton: figure.skeleton,
        motion: name,
        vertices: 160,
      });
      const { mesh } = animator;
      const t = mesh.triangles;
      const restSign = new Float64Array(t.length / 3);
      for (let k = 0; k < t.length; k += 3)
        restSign[k / 3] = Math.sign(signedArea(mesh.positions, t[k] as number, t[k + 1] as number, t[k + 2] as number));
      const seconds = animator.motion.seconds;
      let flipped = 0;
      let worstP95 = 0;
      // Every other frame of the 30 fps loop the Animator solves (the times between are drawn between them).
      const frames = Math.round(seconds * 30);
      for (let f = 0; f < frames; f += 2) {
        const at = (f / frames) * seconds;
        const positions = animator.frame(at);
        for (let k = 0; k < t.length; k += 3) {
          const area = signedArea(positions, t[k] as number, t[k + 1] as number, t[k + 2] as number);
          if (area * (restSign[k / 3] as number) <= 0) flipped++;
        }
        // Every handle sits exactly on its joint (after the squash, if any).
        const { joints, stretch } = animator.pose(at);
        figure.skeleton.joints.forEach((joint, i) => {
          const h = mesh.handles[i] as number;
          const p = joints[joint] as Point;
          const x = stretch ? stretch.ox + (p.x - stretch.ox) * stretch.sx : p.x;
          const y = stretch ? stretch.oy + (p.y - stretch.oy) * stretch.sy : p.y;
          expect(Math.hypot((positions[2 * h] as number) - x, (positions[2 * h + 1] as number) - y)).toBeLessThan(1e-6);
        });
        if (!stretch) worstP95 = Math.max(worstP95, rigidityError(mesh, positions).p95);
      }
      // Not one triangle turned over at any frame (limbs drawn touching the body or each other included).
      expect(flipped).toBe(0);
      expect(worstP95).toBeLessThan(0.35);
    });
  });
}
