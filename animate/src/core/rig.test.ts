import { describe, expect, it } from 'vitest';
import { paintStroke } from './brush';
import { fillPolygon } from './contour';
import { fallbackJoints } from './joint-guess';
import { area, iou } from './planes';
import { decodeRuns, encodeRuns, jointsFromShares, jointsToShares, outlineOf } from './rig';

describe('saving the cut-out', () => {
  const square = fillPolygon(
    [
      { x: 10, y: 10 },
      { x: 50, y: 10 },
      { x: 50, y: 40 },
      { x: 10, y: 40 },
    ],
    64,
    48,
  );

  it('gives back the same mask from its run lengths', () => {
    const runs = encodeRuns(square);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(64 * 48);
    expect(decodeRuns(64, 48, runs).data).toEqual(square.data);
  });

  it('outlines the mask closely enough to fill it again', () => {
    const outline = outlineOf(square);
    expect(outline.length).toBeGreaterThanOrEqual(4);
    expect(iou(fillPolygon(outline, 64, 48), square)).toBeGreaterThan(0.9);
  });

  it('keeps joints to a tenth of a pixel through shares', () => {
    const joints = fallbackJoints(640, 480);
    const back = jointsFromShares(jointsToShares(joints, 640, 480), 640, 480);
    expect(Math.abs(back.left_hand.x - joints.left_hand.x)).toBeLessThan(0.1);
  });

  it('adds and removes with the brush without touching the original', () => {
    const added = paintStroke(square, { x: 55, y: 20 }, { x: 60, y: 20 }, 3, 1);
    const removed = paintStroke(square, { x: 30, y: 25 }, { x: 30, y: 25 }, 4, 0);
    expect(area(added)).toBeGreaterThan(area(square));
    expect(area(removed)).toBeLessThan(area(square));
    expect(area(square)).toBe(40 * 30);
  });
});
