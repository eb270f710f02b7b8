import { z } from 'zod';
import { generic, MediaUrlSchema, optionalText, says, TimestampSchema } from './common.ts';
import { FRAME_SIZES, ORDER_TYPES, UPLOAD_LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** The secret in an upload link: URL-safe, long enough not to be guessed. */
export const UploadTokenSchema = z.string(generic).regex(/^[A-Za-z0-9_-]{16,128}$/);

/** Where an uploaded artwork file lives. */
export const ArtworkUrlSchema = MediaUrlSchema;

/** GET /api/upload/:token. */
export const UploadInfoSchema = z.object(
  {
    type: z.enum(ORDER_TYPES, generic),
    hasUploaded: z.boolean(generic),
    expiresAt: TimestampSchema,
  },
  generic,
);
export type UploadInfo = z.infer<typeof UploadInfoSchema>;

const SubmitArtworkBodySchema = z.object(
  {
    artworkUrls: z.array(ArtworkUrlSchema, generic).nullish(),
    artworkUrl: z
      .union([ArtworkUrlSchema, z.literal('')], generic)
      .nullish()
      .transform((value) => value || undefined),
    personalNote: optionalText(2000),
  },
  generic,
);

/**
 * POST /api/upload/:token/submit. One page sends `artworkUrls`, the other a single `artworkUrl`;
 * both arrive here as one de-duplicated `artworkUrls` list.
 */
export const SubmitArtworkInputSchema = SubmitArtworkBodySchema.transform((body, ctx) => {
  const urls = [...new Set([...(body.artworkUrls ?? []), ...(body.artworkUrl ? [body.artworkUrl] : [])])];
  if (urls.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['artworkUrls'], message: MESSAGES.artworkRequired });
    return z.NEVER;
  }
  if (urls.length > UPLOAD_LIMITS.maxFilesPerOrder) {
    ctx.addIssue({ code: 'custom', path: ['artworkUrls'], message: MESSAGES.tooManyArtworkFiles });
    return z.NEVER;
  }
  return { artworkUrls: urls, personalNote: body.personalNote };
});
export type SubmitArtworkInput = z.infer<typeof SubmitArtworkInputSchema>;

/** POST /api/objects/upload: asks for a URL to send one file to. */
export const CreateUploadUrlInputSchema = z.object({ uploadToken: UploadTokenSchema }, generic);
export type CreateUploadUrlInput = z.infer<typeof CreateUploadUrlInputSchema>;

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string(generic).min(1) }, generic);
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

/** PUT /api/artwork: records an uploaded file against the token's order. */
export const SaveArtworkInputSchema = z.object(
  { artworkURL: ArtworkUrlSchema, uploadToken: UploadTokenSchema },
  generic,
);
export type SaveArtworkInput = z.infer<typeof SaveArtworkInputSchema>;

export const SaveArtworkResponseSchema = z.object({ objectPath: z.string(generic).min(1) }, generic);
export type SaveArtworkResponse = z.infer<typeof SaveArtworkResponseSchema>;

/** GET /api/order/:orderId/artwork. */
export const OrderArtworkSchema = z.object(
  {
    artworkUrls: z.array(ArtworkUrlSchema, generic),
    frameSize: z.enum(FRAME_SIZES, generic).nullable(),
    customerName: z.string(generic),
    personalNote: z.string(generic).nullable(),
  },
  generic,
);
export type OrderArtwork = z.infer<typeof OrderArtworkSchema>;

/**
 * A chosen artwork file, checked in the browser before it is sent (a `File` passes: zod reads its
 * `type` and `size`). The server checks the bytes again; this only spares a wasted upload.
 */
export const ArtworkFileSchema = z.object(
  {
    type: z.enum(UPLOAD_LIMITS.allowedTypes, says(MESSAGES.artworkTypeInvalid)),
    size: z.number(generic).int().min(1).max(UPLOAD_LIMITS.maxFileBytes, says(MESSAGES.artworkTooLarge)),
  },
  says(MESSAGES.artworkFileRequired),
);
export type ArtworkFile = z.infer<typeof ArtworkFileSchema>;
