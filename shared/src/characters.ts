import { z } from 'zod';
import { generic, IdSchema, MediaUrlSchema, requiredText, says, TimestampSchema, UuidSchema } from './common.ts';
import { MAGIC_STATUSES, VIDEO_UPLOAD_LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** A customer's animated character (user_characters). No artworkUrl yet means the admin must complete the upload. */
export const UserCharacterSchema = z.object(
  {
    id: IdSchema,
    userId: IdSchema,
    orderId: UuidSchema,
    characterName: z.string(generic),
    artworkUrl: MediaUrlSchema.nullable(),
    status: z.enum(MAGIC_STATUSES, generic),
    animationVideoUrl: MediaUrlSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type UserCharacter = z.infer<typeof UserCharacterSchema>;

/** PATCH /api/user/characters/:id/name: trimmed and never empty. */
export const UpdateCharacterNameInputSchema = z.object({ characterName: requiredText(100) }, generic);
export type UpdateCharacterNameInput = z.infer<typeof UpdateCharacterNameInputSchema>;

/** PATCH /api/admin/characters/:id/status. */
export const UpdateCharacterStatusInputSchema = z.object({ status: z.enum(MAGIC_STATUSES, generic) }, generic);
export type UpdateCharacterStatusInput = z.infer<typeof UpdateCharacterStatusInputSchema>;

/**
 * The video an admin picks for a character, checked in the browser (a `File` passes). The server
 * checks the bytes again.
 */
export const AnimationVideoFileSchema = z.object(
  {
    type: z.enum(VIDEO_UPLOAD_LIMITS.allowedTypes, says(MESSAGES.videoTypeInvalid)),
    size: z.number(generic).int().min(1).max(VIDEO_UPLOAD_LIMITS.maxFileBytes, says(MESSAGES.videoTooLarge)),
  },
  says(MESSAGES.videoRequired),
);
export type AnimationVideoFile = z.infer<typeof AnimationVideoFileSchema>;
