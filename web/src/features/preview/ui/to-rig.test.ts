import { guessSkeleton, type Plane, PreviewRigSchema, skeletonFor } from '@dtm/animate';
import { describe, expect, it } from 'vitest';
import { jointLabel } from './joint-editor';
import { planMotions } from './plan-motions';
import { jointsFromShares, toRig } from './to-rig';

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

describe('the preview rig of any plan', () => {
  it('saves a four-legged figure with its plan, joints and motion, and reads the joints back', () => {
    const mask = animal();
    const guess = guessSkeleton(mask, 'quadruped');
    const motion = planMotions(guess.skeleton, guess.joints)[0]?.name ?? 'trot';
    const cut = { box: { x: 10, y: 20, width: 80, height: 50 }, photo: { width: 200, height: 100 } };
    const rig = toRig(cut, mask, 'quadruped', guess.joints, motion, null);
    expect(PreviewRigSchema.parse(rig).plan).toBe('quadruped');
    expect(Object.keys(rig.joints).sort()).toEqual([...skeletonFor('quadruped').joints].sort());
    const back = jointsFromShares(rig.joints, mask.width, mask.height);
    for (const [name, p] of Object.entries(guess.joints)) {
      expect(back[name]?.x).toBeCloseTo(p.x, 0);
      expect(back[name]?.y).toBeCloseTo(p.y, 0);
    }
  });

  it('names every joint of every plan for the joint editor', () => {
    const bug = skeletonFor('many-limbed', { legs: 6, antennae: true });
    expect(jointLabel(skeletonFor('biped'), 'right_hand')).toBe('right hand');
    expect(jointLabel(skeletonFor('biped'), 'pelvis')).toBe('hips (middle)');
    expect(jointLabel(bug, 'leg_3_knee')).toBe('leg 3 knee');
    expect(jointLabel(skeletonFor('limbless'), 'spine_0')).toBe('body point 1');
    const labels = bug.joints.map((name) => jointLabel(bug, name));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
