/**
 * Benchmark (not a test): how the engine holds when the same real drawing is photographed less
 * kindly. Each real drawing of the evaluation set is read as it is and under changes a parent's photo
 * brings (a smaller picture, a shadow across the page, a warm lamp, sensor noise, a drawn border, a
 * few words written beside the figure), and the plan and the whole-picture IoU against the checked
 * mask (moved the same way) are compared with the plain reading. A rule that holds for drawings in
 * general keeps both; a rule fitted to one picture breaks here first.
 * Usage: cd animate && ../node_modules/.bin/tsx bench/robust-bench.ts [id-filter] [change,...]
 */
import { loadEvalSet } from '../eval/eval-set';
import { iou } from '../src/core/planes';
import { readDrawing } from '../src/plans/read-drawing';
import { PHOTO_CHANGES, type PhotoCase } from '../src/testing/photo-changes';
import { placedMask } from '../src/testing/score';

function read({ image, truth }: PhotoCase) {
  const reading = readDrawing(image);
  return { plan: reading.plan, iou: iou(placedMask(reading, image.width, image.height), truth) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const filter = process.argv[2] ?? '';
  const names = process.argv[3] ? process.argv[3].split(',') : Object.keys(PHOTO_CHANGES);
  const drawings = loadEvalSet().filter((d) => d.source !== 'generated' && d.id.includes(filter));
  const drops: Record<string, number[]> = {};
  const flips: Record<string, string[]> = {};
  console.log(`${'drawing'.padEnd(18)} ${'plain'.padEnd(18)} ${names.map((n) => n.padEnd(20)).join('')}`);
  for (const drawing of drawings) {
    const plain: PhotoCase = {
      image: drawing.image,
      truth: { width: drawing.image.width, height: drawing.image.height, data: drawing.mask },
    };
    const base = read(plain);
    const cells = [`${base.plan.slice(0, 9)} ${base.iou.toFixed(3)}`.padEnd(18)];
    for (const name of names) {
      const change = PHOTO_CHANGES[name];
      if (!change) throw new Error(`no change ${name}`);
      const got = read(change(plain));
      drops[name] = [...(drops[name] ?? []), base.iou - got.iou];
      if (got.plan !== base.plan) flips[name] = [...(flips[name] ?? []), `${drawing.id}:${got.plan}`];
      const mark = got.plan === base.plan ? '' : `✗${got.plan.slice(0, 5)} `;
      cells.push(
        `${mark}${got.iou.toFixed(3)} (${(got.iou - base.iou >= 0 ? '+' : '') + (got.iou - base.iou).toFixed(3)})`.padEnd(
          20,
        ),
      );
    }
    console.log(`${drawing.id.padEnd(18)} ${cells.join('')}`);
  }
  for (const name of names) {
    const d = drops[name] ?? [];
    const mean = d.reduce((a, b) => a + b, 0) / Math.max(1, d.length);
    console.log(
      `${name.padEnd(8)} IoU drop mean ${mean.toFixed(3)} worst ${Math.max(...d).toFixed(3)}; plan changed: ${(flips[name] ?? []).join(' ') || 'none'}`,
    );
  }
}
