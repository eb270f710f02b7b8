/**
 * Benchmark (not a test): the engine as families get it, on the evaluation set, the real drawings
 * apart from the generated ones. Per drawing: the plan (true / recognised from the automatic
 * cut-out; ambiguous drawings are left out of the plan score), the whole-picture IoU of the cut-out
 * against the checked mask, and the joints guessed for the true plan (mean and worst distance to the
 * hand-placed ones, % of the figure's height) from the cut-out and from the true mask. Then per
 * group: plan right / total per plan, persons called limbless, IoU, joint mean and worst per plan.
 * About a minute.
 * Usage: cd animate && ../node_modules/.bin/tsx bench/real-bench.ts [id-filter]
 */
import { loadEvalSet } from '../eval/eval-set';
import { measure, report } from '../eval/real-eval';

if (import.meta.url === `file://${process.argv[1]}`) {
  const filter = process.argv[2] ?? '';
  const rows = loadEvalSet()
    .filter((d) => d.id.includes(filter))
    .map(measure);
  console.log(report(rows).join('\n'));
}
