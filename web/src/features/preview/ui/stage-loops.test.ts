import { describe, expect, it } from 'vitest';
import { loopFrame } from './stage-loops';

function expectNear(got: Float64Array, want: number[]) {
  expect(got.length).toBe(want.length);
  for (const [i, value] of want.entries()) expect(got[i]).toBeCloseTo(value, 9);
}

describe('the stage between two frames of a solved loop', () => {
  // Two vertices, three frames over 1.5 s: x moves 0 -> 3 -> 6, y stays.
  const loop = {
    motion: 'wave',
    seconds: 1.5,
    frames: 3,
    positions: Float64Array.from([0, 1, 10, 1, 3, 1, 13, 1, 6, 1, 16, 1]),
  };

  it('shows a frame at its time, and halfway between two frames halfway between them', () => {
    expectNear(loopFrame(loop, 0.5, new Float64Array(4)), [3, 1, 13, 1]);
    expectNear(loopFrame(loop, 0.75, new Float64Array(4)), [4.5, 1, 14.5, 1]);
  });

  it('leads from the last frame back into the first, and repeats', () => {
    expectNear(loopFrame(loop, 1.25, new Float64Array(4)), [3, 1, 13, 1]);
    expectNear(loopFrame(loop, 1.5 + 0.5, new Float64Array(4)), [3, 1, 13, 1]);
  });
});
