/**
 * What is on the page but is not the figure: a drawn frame the figure touches stays out of the
 * cut-out. A page drawn here for the one rule; the real page with a frame is wild-dev/0096 (a bird whose foot
 * touches the frame), scored against its checked mask.
 */
import { describe, expect, it } from 'vitest';
import { loadEvalDrawing } from '../../eval/eval-set';
import { random } from '../testing/crayon-drawing';
import { placedMask } from '../testing/score';
import { box, circle, type Shape } from '../testing/shapes';
import { iou } from './planes';
import { segmentDrawing } from './segment';
import { atPhotoEdge } from './segment-edge';
import type { Plane, RgbaImage } from './types';

type Part = { shape: Shape; ink: number; filled?: boolean; hatch?: boolean };

/** A page: paper with grain, each part outlined (and coloured in, lightly hatched if so) in its ink. */
function page(width: number, height: number, parts: Part[], figure: Part[]): { image: RgbaImage; truth: Plane } {
  const rand = random(7);
  const data = new Uint8ClampedArray(width * height * 4);
  const truth = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let gray = 238 + (rand() - 0.5) * 10;
      for (const { shape, ink, filled, hatch } of parts) {
        const d = shape(x + 0.5, y + 0.5);
        if (Math.abs(d) < 2) gray = Math.min(gray, ink + rand() * 20);
        else if (d < 0 && filled && (!hatch || (x + y) % 5 < 3)) gray = Math.min(gray, ink + rand() * 12);
      }
      const p = (y * width + x) * 4;
      data.set([gray, gray, gray + 4, 255], p);
      truth[y * width + x] = figure.some(({ shape }) => shape(x + 0.5, y + 0.5) < 2) ? 1 : 0;
    }
  }
  return { image: { width, height, data }, truth: { width, height, data: truth } };
}

const cut = (image: RgbaImage) => placedMask(segmentDrawing(image), image.width, image.height);

describe('what the cut-out leaves out and keeps', () => {
  it('leaves out a drawn frame round the page that the figure stands on', () => {
    const figure: Part[] = [
      { shape: circle(200, 120, 45), ink: 70 },
      { shape: box(160, 165, 240, 300), ink: 70, filled: true },
      { shape: box(170, 300, 185, 372), ink: 70, filled: true },
      { shape: box(215, 300, 230, 372), ink: 70, filled: true },
    ];
    const frame: Part = { shape: (x, y) => -box(24, 24, 376, 374)(x, y), ink: 60 };
    const { image, truth } = page(400, 400, [frame, ...figure], figure);
    const found = cut(image);
    expect(iou(found, truth)).toBeGreaterThan(0.9);
    // Nothing of the frame's sides away from the figure.
    let onFrame = 0;
    for (let y = 0; y < 400; y++) for (const x of [24, 25, 375, 376]) onFrame += found.data[y * 400 + x] as number;
    expect(onFrame).toBe(0);
  });

  it('leaves the drawn frame of a real page out (wild-dev 0096, a bird touching its frame)', () => {
    const drawing = loadEvalDrawing('real-wild-0096');
    const found = cut(drawing.image);
    const { width, height } = drawing.image;
    // The frame runs down the left side and along the bottom: none of it in the cut-out.
    let onFrame = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < 0.06 * width; x++) onFrame += found.data[y * width + x] as number;
    expect(onFrame).toBe(0);
    expect(iou(found, { width, height, data: drawing.mask })).toBeGreaterThan(0.72);
  });

  it('keeps shoes drawn where the page runs off the photo, and leaves the table along that edge out', () => {
    const legs: Part[] = [
      { shape: circle(200, 90, 40), ink: 70 },
      { shape: box(160, 130, 240, 250), ink: 70, filled: true },
      { shape: box(172, 250, 178, 362), ink: 70, filled: true },
      { shape: box(222, 250, 228, 362), ink: 70, filled: true },
    ];
    // Shoes scribbled apart from the legs, running off the bottom of the photo.
    const shoes: Part[] = [
      { shape: box(150, 372, 190, 400), ink: 70, filled: true },
      { shape: box(215, 372, 255, 400), ink: 70, filled: true },
    ];
    const table: Part = { shape: box(270, 392, 400, 400), ink: 60, filled: true };
    const { image, truth } = page(400, 400, [...legs, ...shoes, table], [...legs, ...shoes]);
    const found = cut(image);
    let shoe = 0;
    let onTable = 0;
    for (let y = 375; y < 400; y++) {
      for (let x = 155; x < 185; x++) shoe += found.data[y * 400 + x] as number;
      for (let x = 290; x < 400; x++) onTable += found.data[y * 400 + x] as number;
    }
    expect(shoe).toBeGreaterThan(0.9 * 25 * 30);
    expect(onTable).toBe(0);
    expect(iou(found, truth)).toBeGreaterThan(0.9);
  });

  it('takes only marks at the photo’s own edge for shoes, not at the side of a crop inside the photo', () => {
    // A crop at the photo's left edge: a mark touching its left side runs off the photo, one touching
    // its right side is only cut by the crop (a doodle beside the figure).
    const marks: Plane = { width: 100, height: 80, data: new Uint8Array(100 * 80) };
    for (let y = 30; y < 40; y++)
      for (let x = 0; x < 10; x++) {
        marks.data[y * 100 + x] = 1;
        marks.data[y * 100 + 99 - x] = 1;
      }
    const photo = { width: 400, height: 300, data: new Uint8ClampedArray(400 * 300 * 4) };
    const kept = atPhotoEdge(marks, photo, { x: 0, y: 50, width: 200, height: 160 });
    expect(kept.data[35 * 100 + 5]).toBe(1);
    expect(kept.data[35 * 100 + 95]).toBe(0);
    // The whole photo: both sides are its edges.
    expect(atPhotoEdge(marks, photo).data[35 * 100 + 95]).toBe(1);
  });

  it('keeps the shoes of a real figure that run off the photo (wild-dev 0090)', () => {
    const drawing = loadEvalDrawing('real-wild-0090');
    const found = cut(drawing.image);
    const { width, height } = drawing.image;
    // The checked mask's shoes: its pixels in the photo's bottom twentieth, nearly all found.
    let shoes = 0;
    let kept = 0;
    for (let i = Math.floor(0.95 * height) * width; i < width * height; i++) {
      shoes += drawing.mask[i] as number;
      kept += (drawing.mask[i] as number) & (found.data[i] as number);
    }
    expect(kept).toBeGreaterThan(0.8 * shoes);
    expect(iou(found, { width, height, data: drawing.mask })).toBeGreaterThan(0.95);
  });
});
