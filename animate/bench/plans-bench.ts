/**
 * Benchmark (not a test) of the body plans on the evaluation set (animate/fixtures/eval): each
 * drawing with its true mask, then with the automatic cut-out (what the app rigs): the plan
 * recognised (and how sure), the joint guess for the true plan (mean and worst distance to the
 * annotated joints, % of the figure's height) and the time of the recognition and the guess; then
 * a summary per plan. About a minute.
 * Usage: cd animate && ../node_modules/.bin/tsx bench/plans-bench.ts (also run by `pnpm run bench`)
 */
import { loadEvalSet } from '../eval/eval-set';
import { evaluatePlans, formatRows } from '../eval/plans-eval';

const set = loadEvalSet();
for (const source of ['truth', 'cut-out'] as const) {
  const start = performance.now();
  const rows = evaluatePlans(set, source);
  console.log(
    source === 'truth'
      ? 'Body plans on the evaluation set (true masks): recognised plan, joint error for the true plan'
      : 'Body plans on the evaluation set (automatic cut-outs, as the app rigs them)',
  );
  console.log(formatRows(rows));
  console.log(`(${((performance.now() - start) / 1000).toFixed(1)} s)\n`);
}
