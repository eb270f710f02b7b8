import { describe, expect, it } from 'vitest';
import { crayonDrawing } from '../testing/crayon-drawing';
import { loadImage, loadMask } from '../testing/fixtures';
import { registeredIou } from '../testing/register';
import { bounds, iou, resizeMask } from './planes';
import { segmentDrawing } from './segment';

describe('cut-out', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'finds generated crayon figure %i on unevenly lit, noisy paper (IoU >= 0.9)',
    (seed) => {
      const { image, truth } = crayonDrawing(seed);
      const { mask, box } = segmentDrawing(image);
      const found = { width: truth.width, height: truth.height, data: new Uint8Array(truth.data.length) };
      // The cut-out may be a crop of the page; put it back in place at page size.
      const page = resizeMask(mask, box.width, box.height);
      for (let y = 0; y < box.height; y++) {
        for (let x = 0; x < box.width; x++)
          found.data[(y + box.y) * truth.width + x + box.x] = page.data[y * box.width + x] as number;
      }
      const score = iou(found, truth);
      console.info(`generated ${seed}: IoU ${score.toFixed(3)}`);
      expect(score).toBeGreaterThanOrEqual(0.9);
    },
  );

  it.each(['char1', 'char2', 'char3', 'char4'])(
    'cuts out real drawing %s as the annotators did (IoU >= 0.9)',
    (name) => {
      const truth = loadMask(`${name}/mask.png`);
      const { mask } = segmentDrawing(loadImage(`${name}/texture.png`));
      const score = iou(resizeMask(mask, truth.width, truth.height), truth);
      console.info(`${name}: IoU ${score.toFixed(3)}`);
      expect(score).toBeGreaterThanOrEqual(0.9);
    },
  );

  it('finds the figure on the whole phone photo of char4 (disco ball, box and stool beside it)', {
    timeout: 20_000,
  }, () => {
    const { mask } = segmentDrawing(loadImage('char4/photo-1600.jpg'));
    const score = registeredIou(mask, loadMask('char4/mask.png'));
    console.info(`char4 photo: IoU ${score.toFixed(3)}`);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the garlic on its whole phone photo (table edge and shadow around it)', { timeout: 20_000 }, () => {
    const photo = loadImage('garlic-photo-1600.jpg');
    const { mask, box } = segmentDrawing(photo);
    const found = bounds(mask);
    expect(found).not.toBeNull();
    // No annotated mask exists for this photo: its figure's box, read off the photo by hand.
    const scale = box.width / mask.width;
    const got = {
      x0: box.x + (found?.x0 ?? 0) * scale,
      y0: box.y + (found?.y0 ?? 0) * scale,
      x1: box.x + ((found?.x1 ?? 0) + 1) * scale,
      y1: box.y + ((found?.y1 ?? 0) + 1) * scale,
    };
    const toPhoto = photo.width / 3024;
    const expected = {
      x0: GARLIC_BOX.x0 * toPhoto,
      y0: GARLIC_BOX.y0 * toPhoto,
      x1: GARLIC_BOX.x1 * toPhoto,
      y1: GARLIC_BOX.y1 * toPhoto,
    };
    const overlap =
      Math.max(0, Math.min(got.x1, expected.x1) - Math.max(got.x0, expected.x0)) *
      Math.max(0, Math.min(got.y1, expected.y1) - Math.max(got.y0, expected.y0));
    const union =
      (got.x1 - got.x0) * (got.y1 - got.y0) + (expected.x1 - expected.x0) * (expected.y1 - expected.y0) - overlap;
    console.info(`garlic photo: box IoU ${(overlap / union).toFixed(3)}`, got);
    expect(overlap / union).toBeGreaterThanOrEqual(0.9);
  });
});

/** The garlic figure's box on the upright 3024x4032 photo (arm tips to feet), read off by hand. */
const GARLIC_BOX = { x0: 500, y0: 740, x1: 2570, y1: 3140 };
