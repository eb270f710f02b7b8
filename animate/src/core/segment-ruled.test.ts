import { describe, expect, it } from 'vitest';
import { box, circle, type Shape } from '../testing/shapes';
import { segmentDrawing } from './segment';
import type { RgbaImage } from './types';

/** A figure in a striped jumper on plain paper, with paper all round it (a whole page). */
function stripedFigure(): RgbaImage {
  const width = 400;
  const height = 500;
  const head = circle(200, 110, 45);
  const body = box(130, 160, 270, 340);
  const legs = [box(150, 340, 175, 440), box(225, 340, 250, 440)];
  const outline: Shape = (x, y) => Math.min(head(x, y), body(x, y), ...legs.map((leg) => leg(x, y)));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBody = body(x + 0.5, y + 0.5) < 0;
      // Six evenly spaced stripes across the jumper, as thin and as straight as a ruled line.
      const stripe = inBody && (y - 170) % 28 < 2;
      const ink = Math.abs(outline(x + 0.5, y + 0.5)) < 2 || stripe;
      data.set(ink ? [50, 60, 160, 255] : [238, 236, 232, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

describe('ruled paper', () => {
  it('keeps a figure’s own evenly spaced stripes: they stop short of the page’s edges', () => {
    const cut = segmentDrawing(stripedFigure());
    // The jumper is there, filled: its middle row is figure from side to side.
    const scale = cut.mask.width / cut.box.width;
    const y = Math.round((250 - cut.box.y) * scale);
    let filled = 0;
    for (let x = Math.round((140 - cut.box.x) * scale); x < Math.round((260 - cut.box.x) * scale); x++)
      filled += cut.mask.data[y * cut.mask.width + x] as number;
    expect(filled).toBeGreaterThan(0.95 * 120 * scale);
  });
});
