/**
 * The review loop of a frame's or character's animation (issue #19): the admin's versioned recipes,
 * the preview sent to the customer, their approval or change request, and the words both apps show.
 *
 * Routes (`{kinds}` is `frames` or `characters`, `:id` the user_frames / user_characters id):
 * - GET  /api/admin/{kinds}/:id/recipes                 -> RecipeListResponse
 * - POST /api/admin/{kinds}/:id/recipes                 SaveRecipeInput -> 201 SaveRecipeResponse (409 on a stale base)
 * - GET  /api/admin/{kinds}/:id/recipes/:version        -> RecipeVersionResponse
 * - POST /api/admin/{kinds}/:id/recipes/:version/video  multipart form, file field `video` (as animation-upload)
 *                                                       -> 201 RecipeVideoUploadResponse
 * - GET  /api/admin/{kinds}/:id/recipes/:version/video  the version's rendered video (ranges)
 * - POST /api/admin/{kinds}/:id/preview                 SendPreviewInput -> SendPreviewResponse
 * - POST /api/admin/{kinds}/:id/final                   MarkFinalInput -> MarkFinalResponse
 * - GET  /api/user/{kinds}/:id/review                   -> CustomerReview
 * - GET  /api/user/{kinds}/:id/review/videos/:version   a sent preview's video (ranges)
 * - POST /api/user/{kinds}/:id/review/approve           ApprovePreviewInput -> CustomerReview
 * - POST /api/user/{kinds}/:id/review/changes           ChangeRequestInput -> 201 CustomerReview
 */
import { z } from 'zod';
import { generic, IdSchema, says, TimestampSchema } from './common.ts';
import { MAGIC_STATUSES } from './constants.ts';
import type { Toast } from './messages.ts';
import { animationRecipeSchema } from './recipe.ts';
import { RenderJobSchema } from './render-jobs.ts';
import { personText } from './text.ts';

/** What is animated: a customer's frame or character (audit and R2 use these words). */
export const REVIEW_KINDS = ['frame', 'character'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
/** The path segment of each kind under /api/admin and /api/user. */
export const REVIEW_KIND_PATHS = { frame: 'frames', character: 'characters' } as const satisfies Record<
  ReviewKind,
  string
>;

/** The spec's "up to 2 minor adjustments" per order. */
export const CHANGE_REQUESTS_PER_ORDER = 2;
/** The longest change request note a customer can send. */
export const CHANGE_NOTE_MAX = 1000;
/** The longest note an admin can keep with a recipe version. */
export const RECIPE_NOTE_MAX = 500;

/** Where a recipe version is kept in R2 (the D1 row is its index and history). */
export function recipeObjectKey(kind: ReviewKind, id: string, version: number): string {
  return `recipes/${kind}/${id}/v${version}.json`;
}

/** Every refusal and confirmation of the review loop, the same words in the API and on the pages. */
export const REVIEW_MESSAGES = {
  recipeConflict: (latest: number) => `Someone saved a newer version (v${latest}). Reopen it before saving.`,
  recipeFirstExists: (latest: number) =>
    `Someone saved a newer version (v${latest}) while this one was new. Reopen it before saving.`,
  recipeVersionNotFound: (version: number) => `There is no version v${version} of this recipe.`,
  recipeArtworkElsewhere: "The recipe's drawing belongs to another order. Reopen the studio from this order.",
  recipeStoreFailed: 'The recipe could not be stored, so nothing was saved. Please try again.',
  videoMissing: (version: number) => `Upload the rendered video of v${version} first.`,
  previewAfterFinal: (version: number) =>
    `Version ${version} is the finished animation already (approved or marked final), so no new preview can be sent. To replace it, mark a newer version as final.`,
  targetNotFound: { frame: 'This frame could not be found.', character: 'Character Not Found' },
  noPreview: 'There is no preview waiting for your review yet.',
  newerPreview: 'A newer preview was sent; it is shown now.',
  changeLimit: 'You have used both change requests. Please write to us through the Contact page.',
  alreadyApproved: 'You approved this animation already: it is your finished animation now.',
  changeAlreadyAsked: 'You already asked for a change to this preview. We will send you a new one.',
  noteRequired: 'Please tell us what you would like to change.',
  noteTooLong: `Please keep your note to ${CHANGE_NOTE_MAX} characters.`,
  versionInvalid: 'Choose a version of the recipe (v1 or later).',
  approved: 'Thank you! Your animation is ready: it plays here and on your paired frame.',
  changeSent: 'Thank you! Our artists will make the change and send you a new preview.',
  approveFailed: 'Your approval could not be sent. Please try again.',
  changeFailed: 'Your change request could not be sent. Please try again.',
  squareOnlyCharacters: 'Only a character has a square video for sharing.',
  noSquare: 'There is no square video for sharing yet.',
  uploadIdInvalid: 'The upload id must be a UUID.',
  uploadCancelled: 'The upload was cancelled, so nothing was saved.',
} as const;

/** What the studio and the character card say about the square video and a cancelled render or upload. */
export const STUDIO_TEXTS = {
  downloadSquare: 'Download square for sharing',
  renderingSquare: (percent: number) => `Rendering the square for sharing ${percent}%`,
  uploadingSquare: (percent: number) => `Uploading the square for sharing ${percent}%`,
  renderCancelled: 'Render cancelled. Nothing was uploaded.',
  uploadCancelled: (version: number) => `Upload cancelled. Nothing was saved: version ${version} has no video.`,
  squareCancelled: 'Cancelled. The square was not saved and nothing was sent.',
  uploadAlreadyDone: (version: number) =>
    `The upload had already finished, so version ${version} keeps its video (it was already sent).`,
} as const;

/** The review card's toasts (title, then the server's sentence when it sent one, else `text`). */
export const REVIEW_TOASTS = {
  approved: { title: 'Animation Approved', text: REVIEW_MESSAGES.approved, variant: 'default' },
  changeSent: { title: 'Change Requested', text: REVIEW_MESSAGES.changeSent, variant: 'default' },
  approveFailed: { title: 'Not Approved', text: REVIEW_MESSAGES.approveFailed, variant: 'destructive' },
  changeFailed: { title: 'Change Not Sent', text: REVIEW_MESSAGES.changeFailed, variant: 'destructive' },
} as const satisfies Record<string, Toast>;

/** A version number in a path or body: 1 or more. */
export const RecipeVersionNumberSchema = z.coerce
  .number(says(REVIEW_MESSAGES.versionInvalid))
  .int(says(REVIEW_MESSAGES.versionInvalid))
  .min(1, says(REVIEW_MESSAGES.versionInvalid))
  .max(1_000_000, says(REVIEW_MESSAGES.versionInvalid));

/** POST .../recipes: the recipe and the version it was opened from (null for the first one). */
export const SaveRecipeInputSchema = z.object(
  {
    recipe: animationRecipeSchema,
    baseVersion: z
      .number(says(REVIEW_MESSAGES.versionInvalid))
      .int(says(REVIEW_MESSAGES.versionInvalid))
      .min(1, says(REVIEW_MESSAGES.versionInvalid))
      .nullable(),
    note: personText(generic, { multiline: true })
      .trim()
      .max(RECIPE_NOTE_MAX)
      .nullish()
      .transform((value) => (value ? value : undefined)),
  },
  generic,
);
export type SaveRecipeInput = z.infer<typeof SaveRecipeInputSchema>;

export const SaveRecipeResponseSchema = z.object({ version: z.number(generic).int().min(1) }, generic);
export type SaveRecipeResponse = z.infer<typeof SaveRecipeResponseSchema>;

/** One saved version in the studio's history. */
export const RecipeSummarySchema = z.object(
  {
    version: z.number(generic).int().min(1),
    createdAt: TimestampSchema,
    /** The admin's e-mail; null when their account is gone. */
    createdBy: z.string(generic).nullable(),
    note: z.string(generic).nullable(),
    /** When this version was last sent to the customer as a preview. */
    previewSentAt: TimestampSchema.nullable(),
    /** The rendered video's R2 key, once uploaded; `videoUrl` plays it in the back office. */
    videoKey: z.string(generic).nullable(),
    videoUrl: z.string(generic).nullable(),
    videoSize: z.number(generic).int().nullable(),
    videoSha256: z.string(generic).nullable(),
    /** A character's 1080x1080 square for sharing, once uploaded (plays in the back office). */
    squareUrl: z.string(generic).nullable().default(null),
    /** When it became the finished animation (approved by the customer or marked final). */
    deliveredAt: TimestampSchema.nullable(),
    /** Who made it the finished animation: the customer approving it, or an admin marking it final. */
    deliveredBy: z.enum(['customer', 'admin'], generic).nullable().default(null),
    /** The version's renders (the main clip, a character's square): running, stopped, or uploaded. */
    renders: z.array(RenderJobSchema, generic).default([]),
  },
  generic,
);
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

/** A customer's change request as the studio shows it (the note is text, never HTML). */
export const ChangeRequestSchema = z.object(
  { id: IdSchema, note: z.string(generic), createdAt: TimestampSchema, version: z.number(generic).int() },
  generic,
);
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

export const RecipeVersionResponseSchema = z.object(
  { version: z.number(generic).int().min(1), recipe: animationRecipeSchema },
  generic,
);
export type RecipeVersionResponse = z.infer<typeof RecipeVersionResponseSchema>;

/** GET .../recipes: history newest first, the newest recipe, the customer's change requests, the status. */
export const RecipeListResponseSchema = z.object(
  {
    recipes: z.array(RecipeSummarySchema),
    latest: RecipeVersionResponseSchema.nullable(),
    changeRequests: z.array(ChangeRequestSchema),
    changeRequestsLeft: z.number(generic).int().min(0),
    status: z.enum(MAGIC_STATUSES, generic),
    /** The version the customer sees now, if any was sent. */
    previewVersion: z.number(generic).int().nullable(),
    /** The backgrounds the customer bought (none for a guest's order): the studio offers them first. */
    purchasedBackgroundIds: z.array(z.string(generic).min(1), generic).default([]),
  },
  generic,
);
export type RecipeListResponse = z.infer<typeof RecipeListResponseSchema>;

export const RecipeVideoUploadResponseSchema = z.object(
  {
    version: z.number(generic).int().min(1),
    videoUrl: z.string(generic),
    contentType: z.string(generic),
    size: z.number(generic).int(),
    sha256: z.string(generic),
  },
  generic,
);
export type RecipeVideoUploadResponse = z.infer<typeof RecipeVideoUploadResponseSchema>;

/** POST .../recipes/:version/square: a character's 1080x1080 square of that version, stored. */
export const RecipeSquareUploadResponseSchema = z.object(
  {
    version: z.number(generic).int().min(1),
    squareUrl: z.string(generic),
    contentType: z.string(generic),
    size: z.number(generic).int(),
    sha256: z.string(generic),
  },
  generic,
);
export type RecipeSquareUploadResponse = z.infer<typeof RecipeSquareUploadResponseSchema>;

/**
 * `?upload=<uuid>` on a video or square upload: the studio's own id for it, so Cancel can withdraw
 * it even when the last byte was already sent (POST .../recipes/:version/uploads/:upload/cancel).
 */
export const UploadIdSchema = z.uuid(says(REVIEW_MESSAGES.uploadIdInvalid));
export const UploadIdQuerySchema = z.object({ upload: UploadIdSchema.optional() }, generic);

/** The answer to a cancel: `kept` when the upload had finished and its version was already sent. */
export const CancelUploadResponseSchema = z.object({ kept: z.boolean(generic) }, generic);
export type CancelUploadResponse = z.infer<typeof CancelUploadResponseSchema>;

/** POST .../preview and .../final: which version. */
export const SendPreviewInputSchema = z.object({ version: RecipeVersionNumberSchema }, generic);
export type SendPreviewInput = z.infer<typeof SendPreviewInputSchema>;
export const MarkFinalInputSchema = SendPreviewInputSchema;
export type MarkFinalInput = SendPreviewInput;

export const SendPreviewResponseSchema = z.object(
  {
    version: z.number(generic).int(),
    status: z.enum(MAGIC_STATUSES, generic),
    previewSentAt: TimestampSchema,
    customerNotified: z.boolean(generic),
  },
  generic,
);
export type SendPreviewResponse = z.infer<typeof SendPreviewResponseSchema>;

export const MarkFinalResponseSchema = z.object(
  {
    version: z.number(generic).int(),
    status: z.enum(MAGIC_STATUSES, generic),
    animationVideoUrl: z.string(generic),
    size: z.number(generic).int(),
    sha256: z.string(generic),
    customerNotified: z.boolean(generic),
  },
  generic,
);
export type MarkFinalResponse = z.infer<typeof MarkFinalResponseSchema>;

/** What the customer's dashboard card shows: the preview to review and how many changes are left. */
export const CustomerReviewSchema = z.object(
  {
    status: z.enum(MAGIC_STATUSES, generic),
    preview: z
      .object(
        {
          version: z.number(generic).int(),
          videoUrl: z.string(generic),
          sentAt: TimestampSchema,
          /** The customer already asked for a change to this version (shown as text). */
          changeRequest: z.object({ note: z.string(generic), createdAt: TimestampSchema }, generic).nullable(),
          /** This version is the finished animation. */
          approved: z.boolean(generic),
        },
        generic,
      )
      .nullable(),
    changeRequestsLeft: z.number(generic).int().min(0),
  },
  generic,
);
export type CustomerReview = z.infer<typeof CustomerReviewSchema>;

/** POST .../review/approve: the version on the customer's screen (refused when a newer one was sent). */
export const ApprovePreviewInputSchema = z.object({ version: RecipeVersionNumberSchema }, generic);
export type ApprovePreviewInput = z.infer<typeof ApprovePreviewInputSchema>;

/**
 * POST .../review/changes: what to change, 1 to 1000 characters once invisible characters are
 * removed and the ends trimmed. Kept and shown as text: markup is not interpreted anywhere.
 */
export const ChangeRequestInputSchema = z.object(
  {
    version: RecipeVersionNumberSchema,
    note: personText(says(REVIEW_MESSAGES.noteRequired), { multiline: true })
      .trim()
      .min(1, says(REVIEW_MESSAGES.noteRequired))
      .max(CHANGE_NOTE_MAX, says(REVIEW_MESSAGES.noteTooLong)),
  },
  generic,
);
export type ChangeRequestInput = z.infer<typeof ChangeRequestInputSchema>;
