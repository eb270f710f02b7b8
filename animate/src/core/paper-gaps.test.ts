import { describe, expect, it } from 'vitest';
import { reopenPaperGaps } from './paper-gaps';
import type { Plane, RgbaImage } from './types';

const SIZE = 200;
const PAPER = [240, 236, 226] as const;

/** A disc of radius 80 in the middle of a sheet: `strokes` marks its drawn (or coloured) pixels. */
function figure(
  isStroke: (r: number) => boolean,
  colour: (r: number) => readonly [number, number, number],
): { mask: Plane; strokes: Plane; image: RgbaImage } {
  const mask = new Uint8Array(SIZE * SIZE);
  const strokes = new Uint8Array(SIZE * SIZE);
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      const r = Math.hypot(x + 0.5 - SIZE / 2, y + 0.5 - SIZE / 2);
      const inside = r <= 80;
      mask[i] = inside ? 1 : 0;
      strokes[i] = inside && isStroke(r) ? 1 : 0;
      data.set([...(inside ? colour(r) : PAPER), 255], 4 * i);
    }
  }
  return {
    mask: { width: SIZE, height: SIZE, data: mask },
    strokes: { width: SIZE, height: SIZE, data: strokes },
    image: { width: SIZE, height: SIZE, data },
  };
}

const INK = [40, 60, 40] as const;
const GREEN = [120, 200, 110] as const;

describe('paper enclosed between parts of the figure', () => {
  it('reopens a large area of bare paper a limb’s width inside the figure (a ring of touching arms)', () => {
    const ring = figure(
      (r) => r >= 40,
      (r) => (r < 40 ? PAPER : r < 43 || r > 77 ? INK : GREEN),
    );
    const reopened = reopenPaperGaps(ring.mask, ring.strokes, ring.image);
    expect(reopened).toBeGreaterThan(0.9 * Math.PI * 40 * 40);
    expect(ring.mask.data[100 * SIZE + 100]).toBe(0);
    expect(ring.mask.data[100 * SIZE + 100 + 60]).toBe(1);
  });

  it('keeps the bare inside of a figure drawn as an outline alone (a stroke from the outside)', () => {
    const outline = figure(
      (r) => r > 77,
      (r) => (r > 77 ? INK : PAPER),
    );
    expect(reopenPaperGaps(outline.mask, outline.strokes, outline.image)).toBe(0);
    expect(outline.mask.data[100 * SIZE + 100]).toBe(1);
  });

  it('keeps an enclosed area that is not the colour of the paper', () => {
    const ring = figure(
      (r) => r >= 40,
      (r) => (r < 40 ? ([250, 210, 60] as const) : r < 43 || r > 77 ? INK : GREEN),
    );
    expect(reopenPaperGaps(ring.mask, ring.strokes, ring.image)).toBe(0);
  });

  it('with the strokes as drawn: reopens the paper that leads out where two parts meet, keeps what a line encloses all round', () => {
    // A ring of crayon whose two ends meet at the top, not quite joined: the paper inside leads out there.
    const meeting = figure(
      (r) => r >= 40,
      (r) => (r < 40 ? PAPER : r < 43 || r > 77 ? INK : GREEN),
    );
    const drawn = { ...meeting.strokes, data: meeting.strokes.data.slice() };
    for (let y = 0; y < 62; y++) for (let x = 97; x <= 103; x++) drawn.data[y * SIZE + x] = 0;
    expect(reopenPaperGaps(meeting.mask, meeting.strokes, meeting.image, drawn)).toBeGreaterThan(
      0.9 * Math.PI * 40 * 40,
    );
    // The same ring drawn closed all round (hair under a hat, an uncoloured face): it stays figure.
    const closed = figure(
      (r) => r >= 40,
      (r) => (r < 40 ? PAPER : r < 43 || r > 77 ? INK : GREEN),
    );
    expect(reopenPaperGaps(closed.mask, closed.strokes, closed.image, closed.strokes)).toBe(0);
    expect(closed.mask.data[100 * SIZE + 100]).toBe(1);
    // A break one crayon grain wide (2 px) is texture, not a way out.
    const grain = figure(
      (r) => r >= 40,
      (r) => (r < 40 ? PAPER : r < 43 || r > 77 ? INK : GREEN),
    );
    const grained = { ...grain.strokes, data: grain.strokes.data.slice() };
    for (let y = 0; y < 62; y++) for (let x = 99; x <= 100; x++) grained.data[y * SIZE + x] = 0;
    expect(reopenPaperGaps(grain.mask, grain.strokes, grain.image, grained)).toBe(0);
  });
});
