import { describe, expect, it } from 'vitest';
import { loadEvalDrawing } from '../../eval/eval-set';
import { loadImage, loadMask } from '../testing/fixtures';
import { registeredIou } from '../testing/register';
import { placedIou } from '../testing/score';
import { segmentDrawing } from './segment';

/**
 * Whole-page phone photos (table around the sheet, shadow, a second doodle or writing on the
 * page): the cut-out against the true mask. The goal (issue #18) is IoU >= 0.95; these limits
 * are a ratchet a little under what the cut-out reaches now (0.974, 0.957, 0.969, 0.980, 0.966;
 * the octopus was 0.891 while the paper enclosed between its touching arms was filled). What is
 * left: the outline is found at the shrunk picture's pixels (1.5 to 1.9 photo pixels each).
 */
const PAGES: [id: string, atLeast: number][] = [
  ['gen-flower-page', 0.96],
  ['gen-girl-arms-up-page', 0.945],
  ['gen-horse-page', 0.955],
  ['gen-octopus-page', 0.965],
  ['real-garlic-page', 0.955],
];

describe('cut-out of a whole-page photo', () => {
  it.each(PAGES)(
    'finds the figure on %s, not the sheet, the table or the doodles (IoU >= %f)',
    { timeout: 20_000 },
    (id, atLeast) => {
      const drawing = loadEvalDrawing(id);
      const truth = { width: drawing.image.width, height: drawing.image.height, data: drawing.mask };
      const score = placedIou(segmentDrawing(drawing.image), truth);
      console.info(`${id}: IoU ${score.toFixed(3)}`);
      expect(score).toBeGreaterThanOrEqual(atLeast);
    },
  );

  it("finds the figure on the whole phone photo of char4 (IoU >= 0.925, registered to its mask, with Meta's rim)", {
    timeout: 20_000,
  }, () => {
    // Meta's mask keeps a rim of paper round the thin strokes: asked for here, as in segment.test.ts.
    const cut = segmentDrawing(loadImage('char4/photo-1600.jpg'), { rim: 2 });
    const score = registeredIou(cut.mask, loadMask('char4/mask.png'));
    console.info(`char4 photo: IoU ${score.toFixed(3)}`);
    expect(score).toBeGreaterThanOrEqual(0.925);
  });
});
