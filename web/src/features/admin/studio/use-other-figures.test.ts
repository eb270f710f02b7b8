import { describe, expect, it } from 'vitest';
import { otherFigures, overlapShare } from './use-other-figures';

describe('the drawing’s other figures', () => {
  const main = { x: 0.1, y: 0.1, width: 0.3, height: 0.6 };
  const right = { x: 0.6, y: 0.2, width: 0.25, height: 0.5 };

  it('leaves out the box of the figure already moving, however it was cut', () => {
    const sameFigureCutLarger = { x: 0.08, y: 0.08, width: 0.34, height: 0.64 };
    expect(otherFigures([sameFigureCutLarger, right], main)).toEqual([right]);
  });

  it('measures overlap against the smaller box', () => {
    expect(overlapShare(main, right)).toBe(0);
    expect(overlapShare(main, { x: 0.2, y: 0.2, width: 0.1, height: 0.1 })).toBeCloseTo(1, 9);
  });
});
