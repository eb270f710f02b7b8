import type { Plane } from '@dtm/animate';
import { describe, expect, it } from 'vitest';
import { maskFilledShare } from './mask-fill';

/** A square figure on a 40x40 page: filled, or only its 2 px outline (with a gap in its top side). */
function square(hollow: boolean, gap = 0): Plane {
  const data = new Uint8Array(40 * 40);
  for (let y = 10; y < 30; y++) {
    for (let x = 10; x < 30; x++) {
      const edge = x < 12 || x >= 28 || y < 12 || y >= 28;
      const inGap = y < 12 && x >= 20 && x < 20 + gap;
      data[y * 40 + x] = !hollow || (edge && !inGap) ? 1 : 0;
    }
  }
  return { width: 40, height: 40, data };
}

describe('maskFilledShare', () => {
  it('calls a coloured-in figure filled', () => {
    expect(maskFilledShare(square(false))).toBe(1);
  });

  it('calls a cut-out that kept only the outline hollow', () => {
    // 144 outline pixels round 256 of paper inside.
    expect(maskFilledShare(square(true))).toBeCloseTo(144 / 400, 5);
  });

  it('calls an outline with a gap in it hollow too', () => {
    expect(maskFilledShare(square(true, 3))).toBeCloseTo((144 - 6) / 400, 5);
  });

  it('calls a filled body on two thin legs filled (the paper between the legs is not its inside)', () => {
    const data = new Uint8Array(40 * 40);
    for (let y = 5; y < 20; y++) for (let x = 10; x < 30; x++) data[y * 40 + x] = 1;
    for (let y = 20; y < 35; y++) for (const x of [13, 14, 25, 26]) data[y * 40 + x] = 1;
    expect(maskFilledShare({ width: 40, height: 40, data })).toBe(1);
  });

  it('counts the paper round the figure as outside, not as a hole', () => {
    const touching = square(false);
    touching.data.fill(0, 0, 40);
    expect(maskFilledShare(touching)).toBe(1);
  });

  it('is 0 for an empty mask', () => {
    expect(maskFilledShare({ width: 3, height: 3, data: new Uint8Array(9) })).toBe(0);
  });
});
