/**
 * Benchmark (not a test) of the loop seam on every real drawing of the fixtures (realFigures: Meta's
 * four characters, the garlic photo, the 18 wild-dev drawings, rigged as the app rigs them) and
 * every motion of its plan, as the studio renders a clip (loopSeam: two passes, frames in order).
 * Prints per drawing and motion the step at the wrap (last frame to first) over the largest
 * ordinary step between two frames (vertex moves in mask pixels: the most any vertex moves, and the
 * mean over the vertices), and how far the second pass differs from the first.
 * Usage: ../node_modules/.bin/tsx bench/loop-bench.ts [motion,motion...] [drawing,drawing...] (from animate/)
 */
import { PLAN_MOTIONS } from '../src/skeletons';
import { loopSeam } from '../src/testing/loop-seam';
import { realFigures } from '../src/testing/real-figures';

const only = process.argv[2]?.split(',');
const drawings = process.argv[3]?.split(',');
const started = performance.now();
const figures = realFigures().filter((f) => !drawings || drawings.includes(f.name));
console.log(`${figures.length} real drawings rigged in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  'drawing        plan         motion       wrap / largest step: max   mean   (wrap, largest px)   2nd pass differs (px)',
);
let worst = 0;
let worstPass = 0;
for (const figure of figures) {
  for (const name of PLAN_MOTIONS[figure.skeleton.plan]) {
    if (only && !only.includes(name)) continue;
    const { wrap, largest, secondPass } = loopSeam(figure, name);
    const ratio = { max: wrap.max / (largest.max || 1), mean: wrap.mean / (largest.mean || 1) };
    worst = Math.max(worst, ratio.max, ratio.mean);
    worstPass = Math.max(worstPass, secondPass);
    console.log(
      `${figure.name.padEnd(14)} ${figure.skeleton.plan.padEnd(12)} ${name.padEnd(12)} ` +
        `${ratio.max.toFixed(2).padStart(25)} ${ratio.mean.toFixed(2).padStart(6)}   ` +
        `(${wrap.max.toFixed(2)}, ${largest.max.toFixed(2)})`.padEnd(20) +
        `${secondPass.toFixed(3).padStart(8)}`,
    );
  }
}
console.log(
  `worst wrap step over the largest ordinary step: ${worst.toFixed(2)}; worst second-pass difference ${worstPass.toFixed(3)} px ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s in all)`,
);
