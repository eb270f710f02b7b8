/**
 * The animation recipe: everything an admin decides in the studio, so any version can be rendered
 * again, at any size, and reopened later. Saved as JSON with its schema version (in D1 with its
 * history and in R2). The cut-out and joints are the instant preview's own (`@dtm/animate/schema`),
 * so a customer's saved `preview.json` becomes a recipe without conversion.
 */
import {
  BODY_PLANS,
  PLAN_MOTIONS,
  PreviewMaskSchema,
  PreviewPlanJointsSchema,
  PreviewPointSchema,
  type PreviewRig,
  PreviewRigV1Schema,
  RIG_LIMITS,
  skeletonOf,
} from '@dtm/animate/schema';
import { z } from 'zod';
import { IdSchema } from './common.ts';

/** The one message for a recipe that cannot be used (the studio only ever sends valid ones). */
export const RECIPE_INVALID = 'This animation recipe is not valid. Reload the studio and try again.';
const bad = { error: RECIPE_INVALID } as const;

/** Bounds of a recipe: a clip of 1 to 30 seconds, up to 8 motions in sequence, each 1 to 20 cycles, up to 3 more figures. */
export const RECIPE_LIMITS = {
  minClipSeconds: 1,
  maxClipSeconds: 30,
  maxMotions: 8,
  maxCycles: 20,
  minScale: 0.2,
  maxScale: 3,
  maxOffset: 1,
  maxCompanions: 3,
} as const;

export const RECIPE_SCHEMA_VERSION = 1;

export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/**
 * The drawing the recipe animates: one submitted artwork file of an order. Its bytes are served at
 * `artworkFilePath(orderId, fileId)` and kept in R2 under `artworkKeyOf(...)`.
 */
export const RecipeArtworkSchema = z.object(
  { orderId: IdSchema, fileId: z.string(bad).regex(/^[A-Za-z0-9_-]{1,128}$/, bad) },
  bad,
);
export type RecipeArtwork = z.infer<typeof RecipeArtworkSchema>;

/** The R2 key of a recipe's drawing (as the upload token object stores it). */
export function artworkKeyOf(artwork: RecipeArtwork): string {
  return `artwork/${artwork.orderId}/${artwork.fileId}`;
}

/**
 * The figure: where it is on the artwork (`box`), its cut-out (`mask` and `outline`, shares of the
 * box) and its body plan with that plan's joints: the fields of the preview's rig, unchanged.
 */
export const RecipeFigureSchema = z
  .object(
    {
      plan: z.enum(BODY_PLANS, bad),
      box: PreviewRigV1Schema.shape.box,
      mask: PreviewMaskSchema,
      outline: z.array(PreviewPointSchema, bad).min(3, bad).max(RIG_LIMITS.maxOutlinePoints, bad),
      joints: PreviewPlanJointsSchema,
    },
    bad,
  )
  .refine((figure) => skeletonOf(figure.plan, Object.keys(figure.joints)) !== null, bad);
export type RecipeFigure = z.infer<typeof RecipeFigureSchema>;

/** Every motion of every plan (as animate's skeletons list them). */
const MOTION_NAMES = [...new Set(Object.values(PLAN_MOTIONS).flat())] as [string, ...string[]];

/** One motion of the sequence, played `cycles` times (a cycle is the motion's own loop). */
export const RecipeMotionSchema = z.object(
  {
    motion: z.enum(MOTION_NAMES, bad),
    cycles: z.number(bad).int(bad).min(1, bad).max(RECIPE_LIMITS.maxCycles, bad),
  },
  bad,
);
export type RecipeMotion = z.infer<typeof RecipeMotionSchema>;

/** Whether every motion of a sequence is one its body plan has. */
function motionsFitPlan(plan: RecipeFigure['plan'], motions: readonly RecipeMotion[]): boolean {
  return motions.every(({ motion }) => (PLAN_MOTIONS[plan] as readonly string[]).includes(motion));
}

const RecipeMotionsSchema = z.array(RecipeMotionSchema, bad).min(1, bad).max(RECIPE_LIMITS.maxMotions, bad);

/**
 * Another figure of the same drawing, animated in the same scene: its own cut-out, plan and joints
 * (`box` on the same artwork, so it keeps its place beside the main figure) and its own motions,
 * each of its own plan. The render plays its sequence a whole number of times in the clip's length.
 */
export const RecipeCompanionSchema = z
  .object({ figure: RecipeFigureSchema, motions: RecipeMotionsSchema }, bad)
  .refine((companion) => motionsFitPlan(companion.figure.plan, companion.motions), bad);
export type RecipeCompanion = z.infer<typeof RecipeCompanionSchema>;

/** `#rrggbb`, lower or upper case. */
export const HexColourSchema = z.string(bad).regex(/^#[0-9a-fA-F]{6}$/, bad);

/**
 * Behind the figure: a plain colour, one of the customer's purchased backgrounds, or any
 * marketplace background (both by the marketplace background's id).
 */
export const RecipeBackgroundSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('colour', bad), hex: HexColourSchema }, bad),
    z.object({ kind: z.literal('purchased', bad), id: IdSchema }, bad),
    z.object({ kind: z.literal('marketplace', bad), id: IdSchema }, bad),
  ],
  bad,
);
export type RecipeBackground = z.infer<typeof RecipeBackgroundSchema>;

/**
 * Where the figure stands in the picture: `scale` 1 fits its box to the picture's height with a
 * margin; the offsets move it by shares of the picture's width and height (right and down positive).
 */
export const RecipeFramingSchema = z.object(
  {
    scale: z.number(bad).min(RECIPE_LIMITS.minScale, bad).max(RECIPE_LIMITS.maxScale, bad),
    offsetX: z.number(bad).min(-RECIPE_LIMITS.maxOffset, bad).max(RECIPE_LIMITS.maxOffset, bad),
    offsetY: z.number(bad).min(-RECIPE_LIMITS.maxOffset, bad).max(RECIPE_LIMITS.maxOffset, bad),
  },
  bad,
);
export type RecipeFraming = z.infer<typeof RecipeFramingSchema>;

/**
 * An animation recipe, schema version 1 (`companions` is optional, so recipes saved before it
 * stay valid unchanged). The clip length is what the admin asked for; the render
 * rounds it to whole passes of the motion sequence so the last frame leads into the first.
 */
export const animationRecipeSchema = z
  .object(
    {
      schemaVersion: z.literal(RECIPE_SCHEMA_VERSION, bad),
      artwork: RecipeArtworkSchema,
      figure: RecipeFigureSchema,
      motions: RecipeMotionsSchema,
      /** More figures of the same drawing in the scene (none in recipes made before there could be). */
      companions: z.array(RecipeCompanionSchema, bad).max(RECIPE_LIMITS.maxCompanions, bad).optional(),
      background: RecipeBackgroundSchema,
      clipSeconds: z.number(bad).min(RECIPE_LIMITS.minClipSeconds, bad).max(RECIPE_LIMITS.maxClipSeconds, bad),
      framing: RecipeFramingSchema,
      orientation: z.enum(ORIENTATIONS, bad),
    },
    bad,
  )
  .refine((recipe) => motionsFitPlan(recipe.figure.plan, recipe.motions), bad);
export type AnimationRecipe = z.infer<typeof animationRecipeSchema>;
/** The house name for the same schema (`XSchema`). */
export const AnimationRecipeSchema = animationRecipeSchema;

/** The preview's "plain paper" (animate's render/figure.ts PAPER) as a colour. */
export const PAPER_COLOUR = '#fbf7ef';

export const DEFAULT_FRAMING: RecipeFraming = { scale: 1, offsetX: 0, offsetY: 0 };

/**
 * A first recipe from the customer's saved preview rig: the same cut-out, joints and motion (played
 * for about `clipSeconds`), and the same other figures of the drawing, each with its one motion. The rig keeps its background as a picture's address, so the caller
 * passes the background it matched to a marketplace id; plain paper when none.
 */
export function recipeFromRig(
  rig: PreviewRig,
  artwork: RecipeArtwork,
  options: { clipSeconds?: number; orientation?: Orientation; background?: RecipeBackground } = {},
): AnimationRecipe {
  return {
    schemaVersion: RECIPE_SCHEMA_VERSION,
    artwork,
    figure: { plan: rig.plan, box: rig.box, mask: rig.mask, outline: rig.outline, joints: rig.joints },
    motions: [{ motion: rig.motion, cycles: 1 }],
    ...(rig.companions?.length
      ? {
          companions: rig.companions.map(({ motion, ...figure }) => ({
            figure: {
              plan: figure.plan,
              box: figure.box,
              mask: figure.mask,
              outline: figure.outline,
              joints: figure.joints,
            },
            motions: [{ motion, cycles: 1 }],
          })),
        }
      : {}),
    background: options.background ?? { kind: 'colour', hex: PAPER_COLOUR },
    clipSeconds: options.clipSeconds ?? 10,
    framing: DEFAULT_FRAMING,
    orientation: options.orientation ?? 'landscape',
  };
}
