import { describe, expect, it } from 'vitest';
import { loadEvalDrawing } from '../../eval/eval-set';
import { loadImage, loadMask } from '../testing/fixtures';
import { registeredIou } from '../testing/register';
import { placedIou } from '../testing/score';
import { segmentDrawing } from './segment';

/**
 * Whole-page phone photos (table around the sheet, shadow, a second doodle or writing on the
 * page): the cut-out against the true mask. The goal (issue #18) is IoU >= 0.95; these limits
 * are a ratchet at what the cut-out reaches now, a little under it, not the goal. What is left:
 * the generated pages' masks hug the strokes while the cut-out keeps a thin rim of paper (as the
 * annotated real drawings' masks do), the octopus's enclosed gaps between touching tentacles are
 * filled.
 */
const PAGES: [id: string, atLeast: number][] = [
  ['gen-flower-page', 0.9],
  ['gen-girl-arms-up-page', 0.865],
  ['gen-horse-page', 0.9],
  ['gen-octopus-page', 0.85],
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

  it('finds the figure on the whole phone photo of char4 (IoU >= 0.925, registered to its mask)', {
    timeout: 20_000,
  }, () => {
    const score = registeredIou(segmentDrawing(loadImage('char4/photo-1600.jpg')).mask, loadMask('char4/mask.png'));
    console.info(`char4 photo: IoU ${score.toFixed(3)}`);
    expect(score).toBeGreaterThanOrEqual(0.925);
  });
});
