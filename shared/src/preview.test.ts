import { describe, expect, it } from 'vitest';
import {
  PREVIEW_JOINTS,
  PreviewMaskSchema,
  PreviewPointSchema,
  type PreviewRig,
  PreviewRigSchema,
  SavedPreviewSchema,
} from './preview.ts';

function rig(): PreviewRig {
  return {
    version: 1,
    box: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 },
    mask: { width: 4, height: 2, runs: [1, 2, 2, 2, 1] },
    outline: [
      [0.25, 0],
      [0.75, 0],
      [0.5, 1],
    ],
    joints: Object.fromEntries(PREVIEW_JOINTS.map((name) => [name, [0.5, 0.5]])) as PreviewRig['joints'],
    motion: 'wave',
    background: '/api/media/catalog/backgrounds/meadow-full.png',
  };
}

describe('preview rig', () => {
  it('accepts a cut-out with every joint', () => {
    expect(PreviewRigSchema.parse(rig())).toEqual(rig());
    expect(SavedPreviewSchema.parse({ rig: rig(), savedAt: '2026-11-22T02:00:00.000Z' }).rig.motion).toBe('wave');
  });

  it('refuses a mask whose runs do not cover it exactly', () => {
    expect(PreviewMaskSchema.safeParse({ width: 4, height: 2, runs: [1, 2] }).success).toBe(false);
    expect(PreviewMaskSchema.safeParse({ width: 4, height: 2, runs: [8] }).success).toBe(true);
  });

  it('refuses points outside the box, a missing joint and an unknown motion, with one message', () => {
    expect(PreviewPointSchema.safeParse([1.2, 0.5]).success).toBe(false);
    const { head: _head, ...joints } = rig().joints;
    const missing = PreviewRigSchema.safeParse({ ...rig(), joints });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('This preview cannot be saved. Please make it again.');
    expect(PreviewRigSchema.safeParse({ ...rig(), motion: 'moonwalk' }).success).toBe(false);
  });
});
