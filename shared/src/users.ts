import { z } from 'zod';
import { EmailSchema, generic, IdSchema, MediaUrlSchema, requiredText, TimestampSchema } from './common.ts';

export const UserSchema = z.object(
  {
    id: IdSchema,
    email: EmailSchema,
    firstName: z.string(generic).nullable(),
    lastName: z.string(generic).nullable(),
    profileImageUrl: MediaUrlSchema.nullable(),
    isAdmin: z.boolean(generic),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  },
  generic,
);
export type User = z.infer<typeof UserSchema>;

/** GET /api/auth/user: only what the shell and the dashboard read. */
export const CurrentUserSchema = UserSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  isAdmin: true,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * PATCH /api/auth/user/profile. The spec sends the names as entered; surrounding spaces are
 * dropped here because they would only show up in the greeting and the initials.
 */
export const UpdateProfileInputSchema = z.object(
  { firstName: requiredText(100), lastName: requiredText(100) },
  generic,
);
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;
