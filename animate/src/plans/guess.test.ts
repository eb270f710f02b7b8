import { describe, expect, it } from 'vitest';
import { paintStroke } from '../core/brush';
import type { Plane, Point } from '../core/types';
import { guessSkeleton } from './guess';

type Stroke = [x0: number, y0: number, x1: number, y1: number, radius: number];

function painted(strokes: Stroke[], width = 320, height = 200): Plane {
  let mask: Plane = { width, height, data: new Uint8Array(width * height) };
  for (const [x0, y0, x1, y1, r] of strokes) mask = paintStroke(mask, { x: x0, y: y0 }, { x: x1, y: y1 }, r, 1);
  return mask;
}

describe('a limbless body lying across', () => {
  it('ends the line in the middle of a tail fin, not in one of its corners', () => {
    const mask = painted([
      [70, 100, 190, 100, 42],
      // A fan-shaped fin: two edges spreading from the body, filled between them.
      [235, 100, 295, 45, 7],
      [235, 100, 295, 155, 7],
      ...[240, 250, 260, 270, 280, 290].map((x): Stroke => [x, 100 - (x - 232), x, 100 + (x - 232), 6]),
    ]);
    const { joints } = guessSkeleton(mask, 'limbless');
    const end = joints.spine_6 as Point;
    expect(Math.abs(end.y - 100)).toBeLessThan(12);
    expect(end.x).toBeGreaterThan(250);
  });
});
