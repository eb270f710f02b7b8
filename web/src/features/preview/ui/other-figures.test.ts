import { describe, expect, it } from 'vitest';
import { drawingNumbers, figureArea, othersAfterSwitch, othersSentence } from './other-figures';

describe('other drawings on the page', () => {
  it('says how many drawings there are only when there are several', () => {
    expect(othersSentence(0)).toBeNull();
    expect(othersSentence(1)).toBe(
      'We found 2 drawings on this page. This one is moving; tap another to bring it to life instead.',
    );
    expect(othersSentence(2)).toMatch(/^We found 3 drawings on this page\./);
  });

  it('finds the moving figure on the photo from its cut-out (the picture may be shrunk)', () => {
    const mask = { width: 100, height: 50, data: new Uint8Array(100 * 50) };
    for (let y = 10; y < 20; y++) for (let x = 40; x < 60; x++) mask.data[y * 100 + x] = 1;
    const area = figureArea({ box: { x: 300, y: 100, width: 200, height: 100 }, image: mask, mask });
    expect(area).toEqual({ x: 380, y: 120, width: 40, height: 20 });
  });

  it('makes the figure that moved one of the others when another is chosen, the largest first', () => {
    const small = { x: 0, y: 0, width: 10, height: 10 };
    const chosen = { x: 100, y: 0, width: 50, height: 50 };
    const big = { x: 200, y: 0, width: 60, height: 60 };
    const previous = { x: 300, y: 0, width: 30, height: 30 };
    expect(othersAfterSwitch([big, chosen, small], 1, previous)).toEqual([big, previous, small]);
  });

  it('names each drawing by its place on the page, whichever one moves', () => {
    const left = { x: 0, y: 0, width: 100, height: 200 };
    const right = { x: 300, y: 0, width: 80, height: 150 };
    expect(drawingNumbers(left, [right])).toEqual({ current: 1, others: [2] });
    expect(drawingNumbers(right, [left])).toEqual({ current: 2, others: [1] });
  });
});
