/**
 * The body plans read from the automatic cut-out (the real pipeline: photo -> cut-out -> plan ->
 * joints), on a sample of the evaluation set: a drawing of each plan and a whole-page photo. The
 * whole set runs in bench/plans-bench.ts (25 of 25 recognised from the cut-out).
 */
import { describe, expect, it } from 'vitest';
import { loadEvalDrawing } from '../../eval/eval-set';
import { evaluateDrawing } from '../../eval/plans-eval';

const SAMPLE = [
  'gen-girl-arms-up-page',
  'real-char2',
  'gen-dog',
  'gen-octopus-page',
  'gen-spider',
  'gen-fish',
  'gen-snake',
  // Each was over the goal once: a thick thigh above a thin ankle, a tail joined to the rump below
  // its root, a leg under the head showing only its foot.
  'real-char1',
  'gen-cow',
  'gen-caterpillar',
];

describe('body plans from the automatic cut-out', () => {
  it.each(SAMPLE)('recognises %s from its cut-out and guesses its joints within the goals', (id) => {
    const drawing = loadEvalDrawing(id);
    const row = evaluateDrawing(drawing, 'cut-out');
    console.info(
      `${id}: ${row.recognised} (${row.confidence.toFixed(2)}), joints mean ${(100 * row.mean).toFixed(1)} %, worst ${(100 * row.worst).toFixed(1)} %`,
    );
    expect(row.recognised).toBe(drawing.plan);
    expect(row.outside).toEqual([]);
    // The goals are 7 % and 15 % per plan over the set; one drawing gets a little margin against noise.
    expect(row.mean).toBeLessThan(0.08);
    expect(row.worst).toBeLessThan(0.16);
  });
});
