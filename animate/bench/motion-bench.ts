/**
 * Benchmark (not a test): deformation time per animation frame for each body plan and motion
 * (as-rigid-as-possible, each loop solved twice at 30 fps with 8 iterations a frame, as LoopSolver
 * does for the Animator and every clip), on the
 * evaluation set's drawings of each plan (animate/fixtures/eval) and the synthetic test figures,
 * with 160 vertices asked for as the app does. Prints the median frame time per plan and per motion.
 * Usage: cd animate && ../node_modules/.bin/tsx bench/motion-bench.ts [motion,motion...] (only those;
 * then the whole loop's solve time, what the preview waits for on a new motion, is printed too)
 */
import { existsSync, readFileSync } from 'node:fs';
import { type TestFigure, testFigures } from '../src/core/test-figures';
import { Animator, BODY_PLANS, PLAN_MOTIONS, type Skeleton, skeletonOf } from '../src/index';
import { loadMask } from '../src/testing/index';

const EVAL = new URL('../fixtures/eval/', import.meta.url);
const IDS: Record<string, string[]> = {
  biped: ['gen-teddy', 'gen-robot', 'real-char1'],
  quadruped: ['gen-dog', 'gen-pig', 'gen-cat', 'gen-cow'],
  'many-limbed': ['gen-spider', 'gen-bug', 'gen-beetle'],
  limbless: ['gen-fish', 'gen-snake', 'gen-worm', 'gen-ghost'],
};

function evalFigure(id: string): TestFigure | null {
  const truth = new URL(`${id}/truth.json`, EVAL);
  if (!existsSync(truth) || !existsSync(new URL(`${id}/mask.png`, EVAL))) return null;
  const data = JSON.parse(readFileSync(truth, 'utf8')) as { plan: string; joints: Record<string, [number, number]> };
  const skeleton: Skeleton | null = skeletonOf(data.plan as (typeof BODY_PLANS)[number], Object.keys(data.joints));
  if (!skeleton) return null;
  const joints = Object.fromEntries(Object.entries(data.joints).map(([k, [x, y]]) => [k, { x, y }]));
  return { name: id, skeleton, mask: loadMask(`../eval/${id}/mask.png`), joints };
}

const only = process.argv[2]?.split(',');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(
  'Deformation per frame by body plan (ARAP, each loop solved twice, 8 iterations a frame, 160 vertices asked)',
);
for (const plan of BODY_PLANS) {
  const figures = [
    ...(IDS[plan] ?? []).map(evalFigure).filter((f): f is TestFigure => f !== null),
    ...testFigures(plan),
  ];
  const perMotion = new Map<string, number[]>();
  const perLoop = new Map<string, number[]>();
  const motionsOf = (PLAN_MOTIONS[plan] as readonly string[]).filter((m) => !only || only.includes(m));
  if (!motionsOf.length) continue;
  const sizes: string[] = [];
  for (const figure of figures) {
    const animator = new Animator(figure.mask, figure.joints, { skeleton: figure.skeleton, vertices: 160 });
    sizes.push(`${animator.mesh.positions.length / 2}`);
    for (const motion of motionsOf) {
      // A motion's loop is solved on its first frame: that time over the loop's frames.
      const started = performance.now();
      animator.setMotion(motion);
      animator.frame(0);
      const list = perMotion.get(motion) ?? [];
      list.push((performance.now() - started) / Math.round(animator.motion.seconds * 30));
      perMotion.set(motion, list);
      perLoop.set(motion, [...(perLoop.get(motion) ?? []), performance.now() - started]);
    }
  }
  const all = [...perMotion.values()].flat();
  const motions = [...perMotion]
    .map(
      ([motion, times]) =>
        `${motion} ${median(times).toFixed(2)}` +
        (only
          ? ` (loop ${(median(perLoop.get(motion) ?? []) / 1000).toFixed(2)} s, worst ${(Math.max(...(perLoop.get(motion) ?? [])) / 1000).toFixed(2)} s)`
          : ''),
    )
    .join(', ');
  console.log(
    `  ${plan.padEnd(12)} ${median(all).toFixed(2)} ms per frame (median; worst ${Math.max(...all).toFixed(2)} ms) ` +
      `over ${figures.length} figures of ${sizes.join('/')} vertices; by motion: ${motions} ms`,
  );
}
