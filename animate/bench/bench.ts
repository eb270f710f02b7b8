/**
 * Benchmark (not a test) of the animation engine. Prints, in well under a minute:
 * - the cut-out's IoU per drawing: the generated crayon drawings and the four annotated real
 *   drawings against their masks, the char4 phone photo (registered against its mask) and the
 *   garlic phone photo (its figure's box against the box read off by hand), with the time of each,
 * - the first guess of the joints per real drawing: the mean distance to the annotated joints as a
 *   percentage of the figure's height, and the worst joint,
 * - timings: the cut-out of the two 12-megapixel phone photos as the app runs it (from 1600 px,
 *   after the browser shrank it) and from the full photo in JS; deformation per animation frame
 *   for several mesh sizes (the app asks for 160 vertices: about 220-340 with the outline).
 * The frames per second of the running app in Chromium: tools/bench/preview-fps-bench.ts.
 * Usage: cd animate && npx pnpm@10.34.8 run bench (or ../node_modules/.bin/tsx bench/bench.ts)
 */
import { Animator, downscale, guessJoints, iou, MOTION_NAMES, resizeMask, segmentDrawing } from '../src/index';
import {
  crayonDrawing,
  garlicBoxIou,
  jointErrors,
  loadImage,
  loadMask,
  loadSkeleton,
  placedIou,
  registeredIou,
} from '../src/testing/index';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

const DRAWINGS = ['char1', 'char2', 'char3', 'char4'] as const;
const benchStarted = performance.now();

console.log('Cut-out IoU per drawing (1 = exactly the annotated figure)');
const generated = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
  const { image, truth } = crayonDrawing(seed);
  const [cut, took] = time(() => segmentDrawing(image));
  return { score: placedIou(cut, truth), took };
});
console.log(
  `  ${pad('generated crayon 1-8', 26)} IoU mean ${mean(generated.map((g) => g.score)).toFixed(3)}, ` +
    `min ${Math.min(...generated.map((g) => g.score)).toFixed(3)}  (${ms(median(generated.map((g) => g.took)))} each)`,
);
const realScores: number[] = [];
for (const name of DRAWINGS) {
  const truth = loadMask(`${name}/mask.png`);
  const image = loadImage(`${name}/texture.png`);
  const [{ mask }, took] = time(() => segmentDrawing(image));
  const score = iou(resizeMask(mask, truth.width, truth.height), truth);
  realScores.push(score);
  console.log(`  ${pad(`${name} (${image.width}x${image.height})`, 26)} IoU ${score.toFixed(3)}  (${ms(took)})`);
}
{
  const photo = loadImage('char4/photo-1600.jpg');
  const [{ mask }, took] = time(() => segmentDrawing(photo));
  const score = registeredIou(mask, loadMask('char4/mask.png'));
  console.log(
    `  ${pad('char4 phone photo (1600)', 26)} IoU ${score.toFixed(3)}  (${ms(took)}; registered to the mask)`,
  );
}
{
  const photo = loadImage('garlic-photo-1600.jpg');
  const [cut, took] = time(() => segmentDrawing(photo));
  console.log(
    `  ${pad('garlic phone photo (1600)', 26)} box IoU ${garlicBoxIou(cut, photo.width).toFixed(3)}  (${ms(took)}; no mask, box by hand)`,
  );
}
console.log(`  real drawings: mean IoU ${mean(realScores).toFixed(3)}`);

console.log("First guess of the joints: distance to the annotated joints, % of the figure's height");
const jointMeans: number[] = [];
for (const name of DRAWINGS) {
  const mask = loadMask(`${name}/mask.png`);
  const [guess, took] = time(() => guessJoints(mask));
  const { misses, meanPercent } = jointErrors(guess, loadSkeleton(name), mask);
  jointMeans.push(meanPercent);
  console.log(
    `  ${pad(name, 26)} mean ${meanPercent.toFixed(1)} %, worst ${(100 * Math.max(...misses)).toFixed(1)} % ` +
      `(${misses.length} joints; ${ms(took)})`,
  );
}
console.log(`  all drawings: mean ${mean(jointMeans).toFixed(1)} %`);

console.log('Cut-out of a 12 MP phone photo (found at 640 px, then cut again from a crop around the figure at 640 px)');
for (const file of ['char4/photo.jpg', 'garlic-photo.jpg']) {
  const [photo, decode] = time(() => loadImage(file));
  // The page hands the worker the photo shrunk to 1600 px (the browser's own drawImage does that).
  const [shrunk, shrink] = time(() => downscale(photo, 1600));
  const inWorker = [0, 1, 2].map(() => time(() => segmentDrawing(shrunk))[1]);
  const [, fromFull] = time(() => segmentDrawing(photo));
  console.log(
    `  ${file} ${photo.width}x${photo.height} (${((photo.width * photo.height) / 1e6).toFixed(1)} MP): ` +
      `as the app runs it (from 1600 px) ${ms(median(inWorker))} (median of 3), from the full 12 MP in JS ` +
      `${ms(fromFull)}; shrinking to 1600 px in JS ${ms(shrink)}, JPEG decode in Node ${ms(decode)}`,
  );
}

console.log(
  'Deformation per frame (as-rigid-as-possible, each loop solved twice at 30 fps, 8 iterations a frame: LoopSolver), char1 cut-out',
);
const mask = loadMask('char1/mask.png');
const joints = guessJoints(mask);
for (const vertices of [80, 160, 300, 600]) {
  const [animator, setup] = time(() => new Animator(mask, joints, { vertices }));
  const perMotion = MOTION_NAMES.map((motion) => {
    // A motion's loop is solved on its first frame: that time over the loop's frames.
    const [, total] = time(() => {
      animator.setMotion(motion);
      animator.frame(0);
    });
    return total / Math.round(animator.motion.seconds * 30);
  });
  console.log(
    `  ${animator.mesh.positions.length / 2} vertices, ${animator.mesh.triangles.length / 3} triangles: ` +
      `${ms(median(perMotion))} per frame (setup and factorisation ${ms(setup)})`,
  );
}
console.log(`Benchmark took ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`);
