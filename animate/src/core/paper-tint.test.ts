import { describe, expect, it } from 'vitest';
import { neutralPaper } from './paper-tint';
import type { RgbaImage } from './types';

/** A page of paper of one colour with a dark square drawn in the middle. */
function page(paper: [number, number, number], edge: [number, number, number] = paper): RgbaImage {
  const width = 100;
  const height = 80;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inner = x > 30 && x < 70 && y > 25 && y < 55;
      const atEdge = x < 10 || x >= 90 || y < 8 || y >= 72;
      const colour = inner ? [40, 40, 40] : atEdge ? edge : paper;
      data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const cast = (image: RgbaImage, x: number, y: number) => {
  const p = (y * image.width + x) * 4;
  const c = [image.data[p], image.data[p + 1], image.data[p + 2]] as number[];
  return Math.max(...c) - Math.min(...c);
};

describe('the paper of a tinted photo', () => {
  it('takes a lamp’s strong cast down to a light tint, below what counts as crayon (70)', () => {
    const warm = page([240, 215, 160]);
    const seen = neutralPaper(warm);
    expect(cast(warm, 5, 5)).toBe(80);
    expect(cast(seen, 5, 5)).toBeGreaterThanOrEqual(34);
    expect(cast(seen, 5, 5)).toBeLessThanOrEqual(38);
    // The strokes stay dark.
    expect(seen.data[(40 * 100 + 50) * 4]).toBeLessThan(60);
  });

  it('leaves white and lightly tinted paper as it is', () => {
    const white = page([235, 233, 230]);
    const cream = page([240, 228, 210]);
    expect(neutralPaper(white)).toBe(white);
    expect(neutralPaper(cream)).toBe(cream);
  });

  it('leaves a page crayoned to its edges as it is: that colour is the drawing, not the light', () => {
    const sky = page([240, 240, 240], [80, 150, 230]);
    expect(neutralPaper(sky)).toBe(sky);
  });
});
