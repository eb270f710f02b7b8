import { firstMotion, guessSkeleton, type Plane, PreviewCompanionSchema } from '@dtm/animate';
import { describe, expect, it } from 'vitest';
import type { CutOutResult } from '../worker/messages';
import { boxShares, companionRigs, sameArea, stageCompanions } from './scene-companions';

/** A long body on four legs, 80 x 50 pixels. */
function animal(): Plane {
  const width = 80;
  const height = 50;
  const data = new Uint8Array(width * height);
  const fill = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 1;
  };
  fill(10, 10, 70, 30);
  for (const x of [14, 24, 52, 62]) fill(x, 30, x + 5, 48);
  fill(66, 4, 78, 16);
  return { width, height, data };
}

function dogReading(): CutOutResult {
  const mask = animal();
  const guess = guessSkeleton(mask, 'quadruped');
  return {
    id: 1,
    image: { width: 80, height: 50, data: new Uint8ClampedArray(80 * 50 * 4) },
    box: { x: 100, y: 40, width: 80, height: 50 },
    mask,
    outline: [],
    leftOut: [],
    others: [],
    size: { width: 200, height: 100 },
    plan: 'quadruped',
    confidence: 0.9,
    skeleton: guess.skeleton,
    joints: guess.joints,
    took: 1,
  };
}

describe('a drawing added to the scene', () => {
  const photo = { width: 200, height: 100 };
  const dog = () => {
    const cut = dogReading();
    return { area: { x: 110, y: 45, width: 60, height: 40 }, cut, motion: firstMotion(cut.skeleton) };
  };

  it('is saved with the rig as its plan, place on the page, cut-out, joints and motion', () => {
    const [rig] = companionRigs([dog()], photo);
    expect(PreviewCompanionSchema.parse(rig)).toEqual(rig);
    expect(rig?.plan).toBe('quadruped');
    expect(rig?.motion).toBe(firstMotion(dogReading().skeleton));
    expect(rig?.box).toEqual({ x: 0.5, y: 0.4, width: 0.4, height: 0.5 });
  });

  it('moves on the stage where it lies on the page, with its one motion', () => {
    const [figure] = stageCompanions([{ ...dog(), motion: 'trot' }], photo);
    expect(figure?.box).toEqual(boxShares(dogReading().box, photo));
    expect(figure?.motions).toEqual([{ motion: 'trot', cycles: 1 }]);
    expect(figure?.figure.skeleton.plan).toBe('quadruped');
  });

  it('is told from the page’s other drawings by its box', () => {
    expect(sameArea(dog().area, { x: 110, y: 45, width: 60, height: 40 })).toBe(true);
    expect(sameArea(dog().area, { x: 110, y: 45, width: 61, height: 40 })).toBe(false);
  });
});
