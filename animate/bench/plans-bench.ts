/**
 * Benchmark (not a test) of the body plans on the evaluation set (animate/fixtures/eval), each
 * drawing with its true mask: the plan recognised (and how sure), the joint guess for the true
 * plan (mean and worst distance to the annotated joints, % of the figure's height) and the time
 * of the recognition and the guess; then a summary per plan. About 15 s.
 * Usage: cd animate && ../node_modules/.bin/tsx bench/plans-bench.ts (also run by `pnpm run bench`)
 */
import { evaluatePlans, formatRows } from '../eval/plans-eval';

const start = performance.now();
const rows = evaluatePlans();
console.log('Body plans on the evaluation set (true masks): recognised plan, joint error for the true plan');
console.log(formatRows(rows));
console.log(`(${((performance.now() - start) / 1000).toFixed(1)} s with loading the pictures)`);
