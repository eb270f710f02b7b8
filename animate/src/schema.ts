/**
 * The one skeleton and rig schema of the instant preview: the joint names and their tree, the
 * motions, the body plans, and the rig the parent saves with an order (`preview.json`), with its
 * versions and `migrateRig` from any saved version to the current one. No DOM and nothing but zod:
 * the Worker imports it as `@dtm/animate/schema`.
 */
import { z } from 'zod';
import {
  ALL_MOTION_NAMES,
  BIPED_JOINTS,
  BIPED_PARENT,
  type BipedJoint,
  BODY_PLANS,
  type BodyPlan,
  PLAN_MOTIONS,
  type Skeleton,
  skeletonFor,
  skeletonOf,
} from './skeletons';

// The body plans and their skeletons (plain data, no zod) for the Worker too.
export { BODY_PLANS, type BodyPlan, PLAN_MOTIONS, type Skeleton, skeletonFor, skeletonOf };

/** The joints of a two-legged figure (the skeleton of every version 1 rig). "right" is the figure's right. */
export const JOINT_NAMES = BIPED_JOINTS;
export type JointName = BipedJoint;

/** Each joint's parent in the two-legged skeleton; the pelvis is the root. */
export const JOINT_PARENT: Record<JointName, JointName | null> = BIPED_PARENT;

/** The two-legged figure's motions (their keyframes: core/motions.ts); every plan's: PLAN_MOTIONS. */
export const MOTION_NAMES = ['wave', 'jump', 'dance', 'walk'] as const;
export type MotionName = (typeof MOTION_NAMES)[number];

/** Bounds of a saved rig, so a saved preview stays a few kilobytes. */
export const RIG_LIMITS = { maxMaskSide: 2048, maxRuns: 40_000, maxOutlinePoints: 4000, maxCompanions: 3 } as const;

/** The one message for every way a rig can be wrong (the parent can only make the preview again). */
export const RIG_INVALID = 'This preview cannot be saved. Please make it again.';
const bad = { error: RIG_INVALID } as const;

/** A point as shares (0..1) of the box it lies in. */
const ShareSchema = z.number(bad).min(0, bad).max(1, bad);
export const PreviewPointSchema = z.tuple([ShareSchema, ShareSchema], bad);
export type PreviewPoint = z.infer<typeof PreviewPointSchema>;

/**
 * The cut-out mask as run lengths, row by row from the top left: outside, inside, outside, ...
 * (the first run may be 0). The runs must add up to width x height.
 */
export const PreviewMaskSchema = z
  .object(
    {
      width: z.number(bad).int(bad).min(1, bad).max(RIG_LIMITS.maxMaskSide, bad),
      height: z.number(bad).int(bad).min(1, bad).max(RIG_LIMITS.maxMaskSide, bad),
      runs: z.array(z.number(bad).int(bad).min(0, bad), bad).min(1, bad).max(RIG_LIMITS.maxRuns, bad),
    },
    bad,
  )
  .refine((mask) => mask.runs.reduce((a, b) => a + b, 0) === mask.width * mask.height, bad);
export type PreviewMask = z.infer<typeof PreviewMaskSchema>;

/** Every joint of the two-legged skeleton, as shares of the figure's box (a version 1 rig's joints). */
export const PreviewJointsSchema = z.object(
  Object.fromEntries(JOINT_NAMES.map((name) => [name, PreviewPointSchema])) as Record<
    JointName,
    typeof PreviewPointSchema
  >,
  bad,
);

/** What every version of the rig has. */
const rigFields = {
  box: z.object({ x: ShareSchema, y: ShareSchema, width: ShareSchema, height: ShareSchema }, bad),
  mask: PreviewMaskSchema,
  outline: z.array(PreviewPointSchema, bad).min(3, bad).max(RIG_LIMITS.maxOutlinePoints, bad),
  background: z.string(bad).max(300, bad).nullable(),
  /** Which submitted drawing of the order the rig was made on (the first picture when absent). */
  artworkFileId: z.string(bad).min(1, bad).max(100, bad).optional(),
};

/**
 * Version 1, as the preview saved rigs until the body plan came: where the figure is on the
 * artwork (`box`, shares of the artwork's width and height), its cut-out (mask and outline, in
 * shares of the box) and the two-legged skeleton's joints (shares of the box), with the motion
 * and background chosen.
 */
export const PreviewRigV1Schema = z.object(
  { version: z.literal(1, bad), ...rigFields, joints: PreviewJointsSchema, motion: z.enum(MOTION_NAMES, bad) },
  bad,
);
export type PreviewRigV1 = z.infer<typeof PreviewRigV1Schema>;

/** The current version of a rig. */
export const RIG_VERSION = 2;

/** A joint name of any plan's skeleton (which names make a skeleton: `skeletonOf`). */
const JointNameSchema = z.string(bad).regex(/^[a-z][a-z0-9_]{0,39}$/, bad);

/** The joints of a plan's skeleton by name, as shares of the figure's box. */
export const PreviewPlanJointsSchema = z
  .record(JointNameSchema, PreviewPointSchema, bad)
  .refine((joints) => Object.keys(joints).length <= 64, bad);

/** Whether a plan's skeleton is made by these joints and the motion is one of that plan's. */
function fitsPlan(figure: { plan: BodyPlan; joints: Record<string, unknown>; motion: string }): boolean {
  return (
    skeletonOf(figure.plan, Object.keys(figure.joints)) !== null &&
    (PLAN_MOTIONS[figure.plan] as readonly string[]).includes(figure.motion)
  );
}

/**
 * Another figure of the same drawing that the parent added to the scene: its own body plan,
 * place on the artwork (`box`), cut-out, joints and motion, under the same rules as the main figure's.
 */
export const PreviewCompanionSchema = z
  .object(
    {
      plan: z.enum(BODY_PLANS, bad),
      box: rigFields.box,
      mask: PreviewMaskSchema,
      outline: rigFields.outline,
      joints: PreviewPlanJointsSchema,
      motion: z.enum(ALL_MOTION_NAMES as [string, ...string[]], bad),
    },
    bad,
  )
  .refine(fitsPlan, bad);
export type PreviewCompanion = z.infer<typeof PreviewCompanionSchema>;

/**
 * The rig as the preview saves it now (version 2): version 1 with the figure's body plan, the
 * joints of that plan's skeleton (`skeletonOf(plan, names)` must make one) and a motion of that
 * plan (`PLAN_MOTIONS[plan]`). What the parent made in the instant preview, saved with the order
 * for the artists.
 */
export const PreviewRigSchema = z
  .object(
    {
      version: z.literal(RIG_VERSION, bad),
      plan: z.enum(BODY_PLANS, bad),
      ...rigFields,
      joints: PreviewPlanJointsSchema,
      motion: z.enum(ALL_MOTION_NAMES as [string, ...string[]], bad),
      /** More figures of the drawing animated in the same scene (absent in rigs saved before there could be). */
      companions: z.array(PreviewCompanionSchema, bad).max(RIG_LIMITS.maxCompanions, bad).optional(),
    },
    bad,
  )
  .refine((rig) => skeletonOf(rig.plan, Object.keys(rig.joints)) !== null, bad)
  .refine((rig) => (PLAN_MOTIONS[rig.plan] as readonly string[]).includes(rig.motion), bad);
export type PreviewRig = z.infer<typeof PreviewRigSchema>;

/** A rig of any version, brought to the current one (see `migrateRig`). */
export const AnyPreviewRigSchema = z
  .discriminatedUnion('version', [PreviewRigV1Schema, PreviewRigSchema], bad)
  .transform(upgrade);

function upgrade(rig: PreviewRigV1 | PreviewRig): PreviewRig {
  if (rig.version === RIG_VERSION) return rig;
  // Version 1 knew only the two-legged skeleton.
  const { version: _version, ...rest } = rig;
  return { version: RIG_VERSION, plan: 'biped', ...rest };
}

/**
 * A saved rig (a `preview.json`'s `rig`, or what a page still running older code sends) as the
 * current version: version 1 becomes a `biped`. Throws a ZodError (message RIG_INVALID) when it is
 * no rig of any version.
 */
export function migrateRig(value: unknown): PreviewRig {
  return AnyPreviewRigSchema.parse(value);
}

/** A saved preview (`preview.json`) as the API stores and returns it, its rig at the current version. */
export const SavedPreviewSchema = z.object({ rig: AnyPreviewRigSchema, savedAt: z.string(bad) }, bad);
export type SavedPreview = z.infer<typeof SavedPreviewSchema>;
