import type { LeftOutPart, Plane } from '@dtm/animate';
import { describe, expect, it } from 'vitest';
import { type CutoutEdit, leftOutSentence, partAt, partsLeft, withPartAdded } from './left-out';

/** A 60 x 40 picture with a figure (a block) on the left. */
function figure(): Plane {
  const width = 60;
  const height = 40;
  const data = new Uint8Array(width * height);
  for (let y = 10; y < 30; y++) for (let x = 5; x < 20; x++) data[y * width + x] = 1;
  return { width, height, data };
}

/** A solid part of w x h at (x, y). */
function part(x: number, y: number, width: number, height: number): LeftOutPart {
  return { x, y, width, height, mask: { width, height, data: new Uint8Array(width * height).fill(1) } };
}

const parts = [part(30, 12, 6, 6), part(45, 25, 4, 4), part(2, 2, 3, 3)];

describe('left-out marks', () => {
  it('says nothing when nothing was left out, and counts the marks otherwise', () => {
    expect(leftOutSentence(0)).toBeNull();
    expect(leftOutSentence(1)).toBe('We left out 1 mark beside the drawing. Tap it to add it back.');
    expect(leftOutSentence(3)).toBe('We left out 3 marks beside the drawing. Tap one to add it back.');
  });

  it('adds a mark back joined to the figure, and it leaves the list; Undo (the earlier edit) brings it back', () => {
    const start: CutoutEdit = { mask: figure(), added: [] };
    const added = withPartAdded(start, parts, 1);
    expect(partsLeft(parts, added.added).map((p) => p.number)).toEqual([2, 3]);
    // The mark's pixels are in the figure now, and a bridge joins it (the gap 20..30 is bridged).
    expect(added.mask.data[14 * 60 + 32]).toBe(1);
    expect(added.mask.data.reduce((a, b) => a + b, 0)).toBeGreaterThan(15 * 20 + 36);
    expect(start.mask.data[14 * 60 + 32]).toBe(0);
    expect(partsLeft(parts, start.added)).toHaveLength(3);
    // The same mark twice changes nothing.
    expect(withPartAdded(added, parts, 1)).toBe(added);
  });

  it('keeps the numbers of the marks still left out', () => {
    const after = withPartAdded({ mask: figure(), added: [] }, parts, 2);
    expect(partsLeft(parts, after.added).map((p) => p.number)).toEqual([1, 3]);
  });

  it('takes a tap near a mark as that mark, but a tap on the figure as a brush stroke', () => {
    const left = partsLeft(parts, []);
    expect(partAt(left, figure(), { x: 32, y: 14 }, 3)?.number).toBe(1);
    // Just outside the box, within a finger's width.
    expect(partAt(left, figure(), { x: 38, y: 14 }, 3)?.number).toBe(1);
    expect(partAt(left, figure(), { x: 40, y: 5 }, 3)).toBeNull();
    // The third mark's grown box reaches over the figure: a tap on the figure still paints.
    expect(partAt(left, figure(), { x: 6, y: 11 }, 10)).toBeNull();
  });
});
