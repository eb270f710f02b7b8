import { decodeRuns, type Plane, skeletonFor } from '@dtm/animate';
import { describe, expect, it } from 'vitest';
import { type EditedFigure, figureKey, historyOf, withPlan } from './figure-edit';

// A 40 x 60 figure: a filled block, the biped's joints spread over it.
const width = 40;
const height = 60;
const skeleton = skeletonFor('biped');
const figure: EditedFigure = {
  box: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
  image: { width, height, data: new Uint8ClampedArray(width * height * 4) },
  mask: decodeRuns(width, height, [0, width * height]),
  plan: 'biped',
  skeleton,
  joints: Object.fromEntries(skeleton.joints.map((name, i) => [name, { x: 5 + (i % 4) * 8, y: 3 + i * 3 }])),
};

describe('a figure switched to another body plan', () => {
  it('gets the plan’s skeleton guessed from its cut-out, its box and mask kept', () => {
    const { figure: next } = withPlan(figure, [{ motion: 'wave', cycles: 1 }], 'limbless');
    expect(next.plan).toBe('limbless');
    expect(next.skeleton.plan).toBe('limbless');
    expect(Object.keys(next.joints).sort()).toEqual([...next.skeleton.joints].sort());
    expect(next.box).toBe(figure.box);
    expect(next.mask).toBe(figure.mask);
  });

  it('keeps the motions the new plan allows, else plays the plan’s first', () => {
    const motions = [
      { motion: 'wave', cycles: 1 },
      { motion: 'hop', cycles: 2 },
    ];
    expect(withPlan(figure, motions, 'quadruped').motions).toEqual([{ motion: 'hop', cycles: 2 }]);
    expect(withPlan(figure, motions, 'limbless').motions).toEqual([{ motion: 'swim', cycles: 1 }]);
  });
});

describe('a figure’s cut-out undo history', () => {
  const masks: Plane[] = [decodeRuns(2, 2, [0, 4]), decodeRuns(2, 2, [1, 3]), decodeRuns(2, 2, [4])];

  it('is kept while it ends on the figure’s mask', () => {
    const histories = new Map([['main', masks.slice(0, 2)]]);
    expect(historyOf(histories, 'main', masks[1] as Plane)).toEqual(masks.slice(0, 2));
  });

  it('starts again from the mask when the mask was replaced since (a version reopened) or none is kept', () => {
    const histories = new Map([['main', masks.slice(0, 2)]]);
    expect(historyOf(histories, 'main', masks[2] as Plane)).toEqual([masks[2]]);
    expect(historyOf(histories, figureKey(figure), masks[0] as Plane)).toEqual([masks[0]]);
  });

  it('is each companion’s own, by the box it stands in', () => {
    expect(figureKey(figure)).toBe('0.1,0.2,0.3,0.4');
    expect(figureKey({ box: { ...figure.box, x: 0.5 } })).not.toBe(figureKey(figure));
  });
});
