import { z } from 'zod';
import {
  DollarsSchema,
  generic,
  IdSchema,
  MediaUrlSchema,
  optionalText,
  PositiveCentsInputSchema,
  requiredText,
  TimestampSchema,
} from './common.ts';
import { ProductFileKeySchema } from './marketplace.ts';

/**
 * A marketplace background as the API returns it: the public thumbnail and preview (a smaller
 * picture of the whole scene) only; the sold file reaches its owners through their downloads.
 */
export const BackgroundSchema = z.object(
  {
    id: IdSchema,
    name: z.string(generic),
    description: z.string(generic).nullable(),
    price: DollarsSchema,
    thumbnailUrl: MediaUrlSchema.nullable(),
    previewUrl: MediaUrlSchema.nullable(),
    category: z.string(generic).nullable(),
    active: z.boolean(generic),
    createdAt: TimestampSchema,
  },
  generic,
);
export type Background = z.infer<typeof BackgroundSchema>;

/**
 * Creating a background (seed, admin). The price is typed in dollars and comes out as integer
 * cents; the thumbnail and preview are public URLs, the sold file a private R2 key under products/.
 */
export const CreateBackgroundInputSchema = z.object(
  {
    name: requiredText(100),
    description: optionalText(2000, { multiline: true }),
    price: PositiveCentsInputSchema,
    thumbnailUrl: MediaUrlSchema.optional(),
    previewUrl: MediaUrlSchema.optional(),
    fileUrl: ProductFileKeySchema.optional(),
    category: optionalText(50),
    active: z.boolean(generic).default(true),
  },
  generic,
);
export type CreateBackgroundInput = z.infer<typeof CreateBackgroundInputSchema>;

/** A background a customer owns (user_backgrounds). */
export const UserBackgroundSchema = z.object(
  {
    id: IdSchema,
    userId: IdSchema,
    backgroundId: IdSchema,
    fileUrl: MediaUrlSchema.nullable(),
    purchasePrice: DollarsSchema,
    createdAt: TimestampSchema,
  },
  generic,
);
export type UserBackground = z.infer<typeof UserBackgroundSchema>;

/** GET /api/backgrounds?category=: the marketplace's filter (categories are free text, e.g. nature). */
export const BackgroundListQuerySchema = z.object({
  category: z
    .string({ error: 'Category must be text.' })
    .trim()
    .max(50, { error: 'Category must be at most 50 characters.' })
    .optional()
    .transform((value) => value || undefined),
});
export type BackgroundListQuery = z.infer<typeof BackgroundListQuerySchema>;
