/**
 * Every motion of every body plan on a figure cut out as the app does (evaluation-set drawing ->
 * cut-out -> plan's joint guess -> mesh at the app's size), over a loop after one to settle: no
 * paper opens inside the moving outline, triangles do not turn over or stretch far, and the loop
 * joins (the pose at one period is the pose at 0, the mesh's step across the seam no bigger than
 * its other steps). The biped's real drawings and garlic are in tearing.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadEvalDrawing } from '../../eval/eval-set';
import { cutOutMask } from '../../eval/plans-eval';
import { isCaptureMotion } from '../capture/index';
import { guessSkeleton } from '../plans/guess';
import { PLAN_MOTIONS } from '../skeletons';
import { Animator } from './animator';
import { meshQuality } from './mesh-quality';
import { area } from './planes';

const FIGURES = ['gen-teddy', 'gen-dog', 'gen-bug', 'gen-fish'] as const;

const cases = FIGURES.flatMap((id) => {
  const drawing = loadEvalDrawing(id);
  return (PLAN_MOTIONS[drawing.plan] as readonly string[]).map((motion) => [drawing.plan, id, motion] as const);
});

const rigs = new Map<string, ReturnType<typeof rig>>();
function rig(id: string) {
  const drawing = loadEvalDrawing(id);
  const mask = cutOutMask(drawing);
  return { plan: drawing.plan, mask, guess: guessSkeleton(mask, drawing.plan) };
}
const rigOf = (id: string) => rigs.get(id) ?? rigs.set(id, rig(id)).get(id) ?? rig(id);

describe('no tearing and a sound mesh in every motion of every plan', () => {
  it('covers every plan and motion', () => {
    for (const plan of Object.keys(PLAN_MOTIONS) as (keyof typeof PLAN_MOTIONS)[])
      for (const motion of PLAN_MOTIONS[plan]) expect(cases.some((c) => c[0] === plan && c[2] === motion)).toBe(true);
  });

  it.each(cases)('%s %s %s: no gaps, no folds, loops', (_plan, id, motion) => {
    const { mask, guess } = rigOf(id);
    const animator = new Animator(mask, guess.joints, { skeleton: guess.skeleton, motion });
    // A captured motion moves faster than our keyed ones: between two of the frames the solver
    // solves (30 a second), the preview's straight blend can turn a triangle at a bent elbow over
    // for a sixtieth of a second. It is measured on the solved frames, as a clip renders them.
    const q = meshQuality(animator, mask, isCaptureMotion(motion) ? 30 : 24, 8);
    console.info(
      `${id} ${motion}: paper ${q.paper} px more than at rest (${q.paperAtRest}), turned over ${(100 * q.flipped).toFixed(2)} %, ` +
        `overstretched ${(100 * q.overstretched).toFixed(2)} %, seam step ${q.seam.toFixed(2)} of the largest, pose gap ${q.poseGap}`,
    );
    expect(q.paperAtRest).toBeLessThanOrEqual(0.002 * area(mask));
    expect(q.paper).toBeLessThanOrEqual(Math.max(60, 0.001 * area(mask)));
    // Not one triangle turned over: the solver squashes what it would fold (see unfold.ts).
    expect(q.flipped).toBe(0);
    // Area grown or shrunk more than 2.5 times: slivers along the outline at most.
    expect(q.overstretched).toBeLessThan(0.04);
    expect(q.poseGap).toBeLessThan(1e-6);
    expect(q.seam).toBeLessThan(1.5);
  });
});
