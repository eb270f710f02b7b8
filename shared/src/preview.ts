import { z } from 'zod';
import { generic, says } from './common.ts';

/** The joints of a drawn figure, as the preview names them ("right" is the figure's right: the viewer's left). */
export const PREVIEW_JOINTS = [
  'head',
  'neck',
  'pelvis',
  'right_shoulder',
  'right_elbow',
  'right_hand',
  'left_shoulder',
  'left_elbow',
  'left_hand',
  'right_hip',
  'right_knee',
  'right_foot',
  'left_hip',
  'left_knee',
  'left_foot',
] as const;

/** The preview's own motions. */
export const PREVIEW_MOTIONS = ['wave', 'jump', 'dance', 'walk'] as const;

/** Frame sizes the preview video can be downloaded in (the frames' screens). */
export const PREVIEW_VIDEO_SIZES = [
  { width: 800, height: 480 },
  { width: 1024, height: 600 },
] as const;

export const PREVIEW_LIMITS = { maxMaskSide: 2048, maxRuns: 40_000, maxOutlinePoints: 4000 } as const;

const PREVIEW_INVALID = 'This preview cannot be saved. Please make it again.';
const bad = says(PREVIEW_INVALID);

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
      width: z.number(bad).int(bad).min(1, bad).max(PREVIEW_LIMITS.maxMaskSide, bad),
      height: z.number(bad).int(bad).min(1, bad).max(PREVIEW_LIMITS.maxMaskSide, bad),
      runs: z.array(z.number(bad).int(bad).min(0, bad), bad).min(1, bad).max(PREVIEW_LIMITS.maxRuns, bad),
    },
    bad,
  )
  .refine((mask) => mask.runs.reduce((a, b) => a + b, 0) === mask.width * mask.height, bad);
export type PreviewMask = z.infer<typeof PreviewMaskSchema>;

/**
 * What the parent made in the instant preview, saved with the order for the artists: where the
 * figure is on the artwork (`box`, shares of the artwork's width and height), its cut-out (mask
 * and outline, in shares of the box) and its joints (shares of the box), with the motion and
 * background they last chose.
 */
export const PreviewRigSchema = z.object(
  {
    version: z.literal(1, bad),
    box: z.object({ x: ShareSchema, y: ShareSchema, width: ShareSchema, height: ShareSchema }, bad),
    mask: PreviewMaskSchema,
    outline: z.array(PreviewPointSchema, bad).min(3, bad).max(PREVIEW_LIMITS.maxOutlinePoints, bad),
    joints: z.object(
      Object.fromEntries(PREVIEW_JOINTS.map((name) => [name, PreviewPointSchema])) as Record<
        (typeof PREVIEW_JOINTS)[number],
        typeof PreviewPointSchema
      >,
      bad,
    ),
    motion: z.enum(PREVIEW_MOTIONS, bad),
    background: z.string(generic).max(300).nullable(),
  },
  bad,
);
export type PreviewRig = z.infer<typeof PreviewRigSchema>;

/** A saved preview as the API returns it. */
export const SavedPreviewSchema = z.object({ rig: PreviewRigSchema, savedAt: z.string(generic) }, generic);
export type SavedPreview = z.infer<typeof SavedPreviewSchema>;

/** What the instant preview's routes answer when there is nothing to show or keep. */
export const PREVIEW_MESSAGES = {
  noPreview: 'No preview was saved with this order.',
  noDrawing: 'No drawing was submitted with this link yet. Please upload it first.',
  tooLarge: 'This preview is too large to save.',
} as const;
