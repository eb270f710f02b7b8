import { describe, expect, it } from 'vitest';
import { MOTIONS } from './core/motions';
import {
  AnyPreviewRigSchema,
  JOINT_NAMES,
  JOINT_PARENT,
  MOTION_NAMES,
  migrateRig,
  PreviewJointsSchema,
  PreviewMaskSchema,
  PreviewPointSchema,
  type PreviewRig,
  PreviewRigSchema,
  type PreviewRigV1,
  PreviewRigV1Schema,
  RIG_INVALID,
  SavedPreviewSchema,
} from './schema';
import { QUADRUPED_JOINTS, skeletonFor } from './skeletons';

function rig(): PreviewRig {
  return {
    version: 2,
    plan: 'biped',
    box: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 },
    mask: { width: 4, height: 2, runs: [1, 2, 2, 2, 1] },
    outline: [
      [0.25, 0],
      [0.75, 0],
      [0.5, 1],
    ],
    joints: Object.fromEntries(JOINT_NAMES.map((name) => [name, [0.5, 0.5]])) as PreviewRig['joints'],
    motion: 'wave',
    background: '/api/media/catalog/backgrounds/meadow-full.png',
  };
}

/** A rig as the preview saved it before the body plan (every preview.json written until then). */
function rigV1(): PreviewRigV1 {
  const { plan: _plan, ...rest } = rig();
  return { ...rest, version: 1 } as PreviewRigV1;
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
    expect(PreviewJointsSchema.safeParse(joints).success).toBe(false);
    const missing = PreviewRigSchema.safeParse({ ...rig(), joints });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(RIG_INVALID);
    expect(PreviewRigSchema.safeParse({ ...rig(), motion: 'moonwalk' }).success).toBe(false);
    expect(PreviewRigSchema.safeParse({ ...rig(), plan: 'octopus' }).success).toBe(false);
  });
});

describe('a rig of another body plan', () => {
  const quadruped = (): PreviewRig => ({
    ...rig(),
    plan: 'quadruped',
    joints: Object.fromEntries(QUADRUPED_JOINTS.map((name, i) => [name, [0.5, i / 20]])),
    motion: 'trot',
  });

  it('saves a quadruped with a quadruped motion, and a many-limbed figure with its legs', () => {
    expect(PreviewRigSchema.parse(quadruped())).toEqual(quadruped());
    expect(migrateRig(quadruped())).toEqual(quadruped());
    const bug = skeletonFor('many-limbed', { legs: 6, antennae: true });
    const manyLimbed = {
      ...rig(),
      plan: 'many-limbed' as const,
      joints: Object.fromEntries(bug.joints.map((name) => [name, [0.5, 0.5] as [number, number]])),
      motion: 'scuttle',
    };
    expect(PreviewRigSchema.safeParse(manyLimbed).success).toBe(true);
  });

  it("refuses a quadruped that would 'wave', or with a person's joints, with the one message", () => {
    for (const value of [
      { ...quadruped(), motion: 'wave' },
      { ...quadruped(), joints: rig().joints },
    ]) {
      const result = PreviewRigSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(RIG_INVALID);
      expect(AnyPreviewRigSchema.safeParse(value).success).toBe(false);
    }
    const { tail_tip: _tip, ...missing } = quadruped().joints;
    expect(PreviewRigSchema.safeParse({ ...quadruped(), joints: missing }).success).toBe(false);
    expect(PreviewRigSchema.safeParse({ ...rig(), motion: 'trot' }).success).toBe(false);
  });
});

describe('a rig with more figures of the drawing', () => {
  const dog = {
    plan: 'quadruped' as const,
    box: { x: 0.6, y: 0.5, width: 0.3, height: 0.3 },
    mask: { width: 4, height: 2, runs: [8] },
    outline: rig().outline,
    joints: Object.fromEntries(QUADRUPED_JOINTS.map((name, i) => [name, [0.5, i / 20] as [number, number]])),
    motion: 'trot',
  };

  it('saves a person waving beside a trotting dog, and reads it back as it was', () => {
    const withDog: PreviewRig = { ...rig(), companions: [dog] };
    const file = JSON.parse(JSON.stringify({ rig: withDog, savedAt: '2026-12-06T06:00:00.000Z' }));
    expect(SavedPreviewSchema.parse(file).rig.companions).toEqual([dog]);
    expect(migrateRig(withDog)).toEqual(withDog);
  });

  it("refuses a dog that would 'wave', a dog with a person's joints and a fifth figure, with the one message", () => {
    for (const companions of [
      [{ ...dog, motion: 'wave' }],
      [{ ...dog, joints: rig().joints }],
      [{ ...dog, box: { ...dog.box, x: 1.5 } }],
      [dog, dog, dog, dog],
    ]) {
      const result = AnyPreviewRigSchema.safeParse({ ...rig(), companions });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(RIG_INVALID);
    }
  });

  it('still reads rigs saved without companions, of either version', () => {
    expect(migrateRig(rig()).companions).toBeUndefined();
    expect(migrateRig(rigV1()).companions).toBeUndefined();
  });
});

describe('saved rigs of older versions', () => {
  it('turns a version 1 rig into the current version, a biped, and keeps everything else', () => {
    expect(PreviewRigV1Schema.parse(rigV1())).toEqual(rigV1());
    expect(migrateRig(rigV1())).toEqual(rig());
    expect(PreviewRigSchema.parse(migrateRig(rigV1()))).toEqual(rig());
  });

  it('leaves a current rig as it is', () => {
    expect(migrateRig(rig())).toEqual(rig());
  });

  it('reads a saved version 1 preview.json as the current version', () => {
    const file = JSON.parse(JSON.stringify({ rig: rigV1(), savedAt: '2026-11-22T02:00:00.000Z' }));
    const saved = SavedPreviewSchema.parse(file);
    expect(saved.rig).toEqual(rig());
    expect(saved.savedAt).toBe('2026-11-22T02:00:00.000Z');
  });

  it('refuses what is no rig of any version, with the one message', () => {
    for (const value of [
      null,
      {},
      { ...rig(), version: 3 },
      { ...rigV1(), mask: { width: 4, height: 2, runs: [1] } },
    ]) {
      const result = AnyPreviewRigSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(RIG_INVALID);
    }
    expect(() => migrateRig({ version: 1 })).toThrow(RIG_INVALID);
  });
});

describe('one skeleton', () => {
  it('gives every joint but the root a parent among the joints, and every motion keyframes', () => {
    const roots = JOINT_NAMES.filter((name) => JOINT_PARENT[name] === null);
    expect(roots).toEqual(['pelvis']);
    expect(Object.keys(JOINT_PARENT).sort()).toEqual([...JOINT_NAMES].sort());
    expect(Object.keys(MOTIONS).sort()).toEqual([...MOTION_NAMES].sort());
  });
});
