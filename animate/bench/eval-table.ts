/**
 * Benchmark (not a test): the per-drawing table of the evaluation set (animate/fixtures/eval) as
 * the app makes it, photo -> automatic cut-out -> body plan -> that plan's joint guess -> mesh at
 * the app's size -> every motion of the true plan: the plan (true and recognised), the cut-out's
 * IoU against the true mask, the joint error for the true plan (mean and worst, % of the figure's
 * height) and the most triangles turned over at any frame of any motion (a loop after one to
 * settle, at 24 fps). A few minutes.
 * Usage: cd animate && ../node_modules/.bin/tsx bench/eval-table.ts
 */
import { loadEvalSet } from '../eval/eval-set';
import { Animator } from '../src/core/animator';
import { iou } from '../src/core/planes';
import { segmentDrawing } from '../src/core/segment';
import { signedAreas } from '../src/core/unfold';
import { guessSkeleton } from '../src/plans/guess';
import { recognisePlan } from '../src/plans/recognise';
import { jointErrors } from '../src/plans/score';
import { PLAN_MOTIONS } from '../src/skeletons';
import { placedMask } from '../src/testing/score';

const pct = (value: number) => `${(100 * value).toFixed(1)}%`.padStart(6);

/** The most triangles turned over at once, over the second loop of each motion. */
function mostFlipped(animator: Animator, motions: readonly string[]): number {
  const { triangles } = animator.mesh;
  const rest = signedAreas(animator.mesh.positions, triangles);
  let most = 0;
  for (const motion of motions) {
    animator.setMotion(motion);
    const frames = Math.round(animator.motion.seconds * 24);
    for (let f = 0; f < 2 * frames; f++) {
      const positions = animator.frame((f / frames) * animator.motion.seconds);
      if (f < frames) continue;
      const now = signedAreas(positions, triangles);
      let flipped = 0;
      for (let k = 0; k < now.length; k++) if ((now[k] as number) * (rest[k] as number) <= 0) flipped++;
      most = Math.max(most, flipped);
    }
  }
  return most;
}

console.log('drawing                plan (true / recognised)        IoU   mean  worst  flipped');
let recognised = 0;
let flippedAny = 0;
const set = loadEvalSet();
for (const drawing of set) {
  const { width, height } = drawing.image;
  const mask = placedMask(segmentDrawing(drawing.image), width, height);
  const score = iou(mask, { width, height, data: drawing.mask });
  const plan = recognisePlan(mask).plan;
  const guess = guessSkeleton(mask, drawing.plan);
  const errors = jointErrors(mask, drawing.joints, guess.joints);
  const animator = new Animator(mask, guess.joints, { skeleton: guess.skeleton });
  const flipped = mostFlipped(animator, PLAN_MOTIONS[drawing.plan]);
  if (plan === drawing.plan) recognised++;
  if (flipped > 0) flippedAny++;
  console.log(
    `${drawing.id.padEnd(22)} ${`${drawing.plan} / ${plan === drawing.plan ? '' : '✗'}${plan}`.padEnd(30)} ` +
      `${score.toFixed(3)} ${pct(errors.mean)} ${pct(errors.worst)} ${String(flipped).padStart(8)}`,
  );
}
console.log(`recognised ${recognised}/${set.length}; drawings with a triangle turned over: ${flippedAny}`);
