/**
 * Standing figures are people, however they are drawn: a stick figure of single lines, a round
 * figure on two stubby legs, a bear with a tail bigger than its body. Generated masks for the one
 * rule each, and the real drawings of the kind that were called limbless (cut out by the engine as
 * the app cuts them).
 */
import { describe, expect, it } from 'vitest';
import { paintStroke } from '../core/brush';
import { downscale } from '../core/planes';
import { segmentDrawing } from '../core/segment';
import type { Plane } from '../core/types';
import { loadImage } from '../testing/fixtures';
import { guessSkeleton } from './guess';
import { recognisePlan } from './recognise';

type Stroke = [x0: number, y0: number, x1: number, y1: number, radius: number];

function painted(strokes: Stroke[], width = 240, height = 400): Plane {
  let mask: Plane = { width, height, data: new Uint8Array(width * height) };
  for (const [x0, y0, x1, y1, r] of strokes) mask = paintStroke(mask, { x: x0, y: y0 }, { x: x1, y: y1 }, r, 1);
  return mask;
}

/** A stick figure: a round head, and every other part one line 4 px wide. */
const STICK: Stroke[] = [
  [120, 60, 120, 60, 38],
  [120, 98, 120, 250, 2],
  [120, 130, 60, 200, 2],
  [120, 130, 180, 200, 2],
  [120, 250, 75, 370, 2],
  [120, 250, 165, 370, 2],
];

describe('standing figures', () => {
  it('reads a stick figure as a person, its hips at the fork of its legs and its shoulders on its body line', () => {
    const mask = painted(STICK);
    expect(recognisePlan(mask).plan).toBe('biped');
    const { joints } = guessSkeleton(mask, 'biped');
    for (const hip of ['right_hip', 'left_hip', 'pelvis'] as const) {
      expect(Math.hypot((joints[hip]?.x ?? 0) - 120, (joints[hip]?.y ?? 0) - 250)).toBeLessThan(14);
    }
    for (const shoulder of ['right_shoulder', 'left_shoulder'] as const) {
      expect(Math.abs((joints[shoulder]?.x ?? 0) - 120)).toBeLessThan(12);
      expect(Math.abs((joints[shoulder]?.y ?? 0) - 130)).toBeLessThan(20);
    }
    // The knees halfway down each leg, not on the body line.
    expect(joints.right_knee?.y).toBeGreaterThan(280);
    expect(joints.left_knee?.y).toBeGreaterThan(280);
  });

  it('reads a round figure on two short legs as a person, not a limbless blob', () => {
    const mask = painted([
      [120, 190, 120, 190, 95],
      [95, 270, 90, 350, 22],
      [145, 270, 150, 350, 22],
    ]);
    expect(recognisePlan(mask).plan).toBe('biped');
  });

  it('keeps a ghost with a pointed hem and a flower on one stem limbless', () => {
    const hem: Stroke[] = [40, 80, 120, 160, 200].map((x) => [x, 330, x, 355, 14]);
    expect(recognisePlan(painted([[120, 170, 120, 300, 85], ...hem])).plan).toBe('limbless');
    const flower = painted([
      [120, 90, 120, 90, 60],
      [120, 150, 120, 390, 4],
      [120, 280, 70, 250, 12],
    ]);
    expect(recognisePlan(flower).plan).toBe('limbless');
  });

  // Real drawings that were called limbless: a stick figure, a gingerbread-like figure on stubby
  // legs, a bear with a tail bigger than itself.
  it.each(['0081', '0054', '0072'])('reads the standing figure of wild-dev %s as a person', (id) => {
    const photo = downscale(loadImage(`wild-dev/${id}.png`), 1600);
    expect(recognisePlan(segmentDrawing(photo).mask).plan).toBe('biped');
  });
});
