/**
 * Cut-out and joint benchmark on the evaluation set (animate/fixtures/eval) and the real drawings:
 * - the cut-out's IoU per drawing against its mask (drawings, then the whole-page photos apart),
 * - the first guess of a biped's joints from its true mask: mean and worst distance to the
 *   annotated joints in % of the figure's height, and the shoulders and the neck alone; then the
 *   same from the cut-out (what the app rigs),
 * - the cut-out plus joints of the 12 MP phone photo as the app runs it (from 1600 px).
 * Usage: cd animate && ../node_modules/.bin/tsx bench/cutout-bench.ts (also run by `pnpm run bench`).
 */
import { type EvalDrawing, loadEvalSet } from '../eval/eval-set';
import { guessJoints } from '../src/core/joint-guess';
import { bounds, downscale, iou, resizeMask } from '../src/core/planes';
import { type Segmentation, segmentDrawing } from '../src/core/segment';
import type { Joints, Plane, RgbaImage } from '../src/core/types';
import { JOINT_NAMES } from '../src/schema';
import { loadImage, loadMask } from '../src/testing/fixtures';
import { registeredIou } from '../src/testing/register';
import { placedIou } from '../src/testing/score';

/** The rim of paper Meta's annotators kept round the strokes (see segment.test.ts). */
const META_RIM = { rim: 2 };

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const pct = (value: number) => `${(100 * value).toFixed(1)} %`;
const pad = (text: string, width: number) => text.padEnd(width);

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

/** Each biped joint's distance to the truth as a share of the figure's height (its mask's box). */
export function bipedJointMisses(guess: Joints, truth: Record<string, [number, number]>, mask: Plane) {
  const box = bounds(mask);
  const height = box ? box.y1 - box.y0 + 1 : mask.height;
  const misses: Record<string, number> = {};
  for (const joint of JOINT_NAMES) {
    const at = truth[joint];
    if (at) misses[joint] = Math.hypot(guess[joint].x - at[0], guess[joint].y - at[1]) / height;
  }
  return misses;
}

/** The cut-out put back in place on its page. */
function placed({ mask, box }: Segmentation, width: number, height: number): Plane {
  const out: Plane = { width, height, data: new Uint8Array(width * height) };
  const page = resizeMask(mask, box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++)
      out.data[(y + box.y) * width + x + box.x] = page.data[y * box.width + x] as number;
  }
  return out;
}

const planeOf = (drawing: EvalDrawing): Plane => ({
  width: drawing.image.width,
  height: drawing.image.height,
  data: drawing.mask,
});

export function runCutoutBench(): void {
  const set = loadEvalSet();
  console.log('Cut-out IoU per drawing of the evaluation set (against its mask)');
  for (const page of [false, true]) {
    const scores: number[] = [];
    if (page) console.log('  whole-page photos:');
    for (const drawing of set.filter((d) => d.id.endsWith('-page') === page)) {
      const [cut, took] = time(() => segmentDrawing(drawing.image as RgbaImage));
      const score = placedIou(cut, planeOf(drawing));
      scores.push(score);
      // Meta's annotated masks keep a rim of paper round the strokes: scored with that rim too.
      const meta = drawing.source === 'meta-animated-drawings' && !page;
      const withRim = meta ? placedIou(segmentDrawing(drawing.image as RgbaImage, META_RIM), planeOf(drawing)) : 0;
      console.log(
        `  ${pad(drawing.id, 26)} IoU ${score.toFixed(3)}  (${took.toFixed(0)} ms)${meta ? `; with Meta's paper rim ${withRim.toFixed(3)}` : ''}`,
      );
    }
    if (page) {
      const [cut, took] = time(() => segmentDrawing(loadImage('char4/photo-1600.jpg')));
      const score = registeredIou(cut.mask, loadMask('char4/mask.png'));
      scores.push(score);
      const withRim = registeredIou(
        segmentDrawing(loadImage('char4/photo-1600.jpg'), META_RIM).mask,
        loadMask('char4/mask.png'),
      );
      console.log(
        `  ${pad('char4 photo (1600)', 26)} IoU ${score.toFixed(3)}  (${took.toFixed(0)} ms; registered); with Meta's paper rim ${withRim.toFixed(3)}`,
      );
    }
    console.log(
      `  ${page ? 'whole pages' : 'drawings'}: mean IoU ${mean(scores).toFixed(3)}, min ${Math.min(...scores).toFixed(3)}`,
    );
  }
  for (const name of ['char1', 'char2', 'char3', 'char4']) {
    const truth = loadMask(`${name}/mask.png`);
    const { mask } = segmentDrawing(loadImage(`${name}/texture.png`));
    console.log(
      `  ${pad(`${name}/texture.png`, 26)} IoU ${iou(resizeMask(mask, truth.width, truth.height), truth).toFixed(3)}`,
    );
  }

  console.log("Biped joints guessed from the true mask: distance to the truth, % of the figure's height");
  const all: Record<string, number>[] = [];
  for (const drawing of set.filter((d) => d.plan === 'biped')) {
    const mask = planeOf(drawing);
    const misses = bipedJointMisses(guessJoints(mask), drawing.joints, mask);
    all.push(misses);
    const values = Object.values(misses);
    const worst = Object.entries(misses).reduce((a, b) => (b[1] > a[1] ? b : a));
    console.log(
      `  ${pad(drawing.id, 26)} mean ${pct(mean(values))}, worst ${pct(worst[1])} (${worst[0]}); ` +
        `shoulders ${pct(misses.right_shoulder ?? 0)} / ${pct(misses.left_shoulder ?? 0)}, neck ${pct(misses.neck ?? 0)}, head ${pct(misses.head ?? 0)}`,
    );
  }
  const flat = all.flatMap((m) => Object.values(m));
  const of = (joint: string) => mean(all.map((m) => m[joint] ?? 0));
  console.log(
    `  all bipeds: mean ${pct(mean(flat))}, worst ${pct(Math.max(...flat))}; shoulders ${pct((of('right_shoulder') + of('left_shoulder')) / 2)}, ` +
      `neck ${pct(of('neck'))}, head ${pct(of('head'))}`,
  );

  const fromCut: number[] = [];
  for (const drawing of set.filter((d) => d.plan === 'biped')) {
    const cut = segmentDrawing(drawing.image as RgbaImage);
    const mask = placed(cut, drawing.image.width, drawing.image.height);
    const values = Object.values(bipedJointMisses(guessJoints(mask), drawing.joints, planeOf(drawing)));
    fromCut.push(...values);
    console.log(
      `  ${pad(`${drawing.id} (from the cut-out)`, 40)} mean ${pct(mean(values))}, worst ${pct(Math.max(...values))}`,
    );
  }
  console.log(`  all bipeds from the cut-out: mean ${pct(mean(fromCut))}, worst ${pct(Math.max(...fromCut))}`);

  const photo = loadImage('char4/photo.jpg');
  const shrunk = downscale(photo, 1600);
  const runs = [0, 1, 2].map(
    () =>
      time(() => {
        const cut = segmentDrawing(shrunk);
        return guessJoints(cut.mask);
      })[1],
  );
  const [, full] = time(() => guessJoints(segmentDrawing(photo).mask));
  console.log(
    `12 MP photo (char4/photo.jpg) cut-out + joints: from 1600 px ${Math.min(...runs).toFixed(0)} ms (best of 3), ` +
      `from the full photo ${full.toFixed(0)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) runCutoutBench();
