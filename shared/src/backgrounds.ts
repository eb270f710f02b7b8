import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  CatalogDescriptionInputSchema,
  CatalogTagsInputSchema,
  PriceCentsSchema,
} from './catalog.ts';
import { DollarsSchema, generic, IdSchema, MediaUrlSchema, requiredText, says, TimestampSchema } from './common.ts';

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
    tags: z.array(z.string(generic), generic),
    active: z.boolean(generic),
    createdAt: TimestampSchema,
  },
  generic,
);
export type Background = z.infer<typeof BackgroundSchema>;

/** A background's category: free text (nature, fantasy), kept lower-case so one word is one chip. */
const BackgroundCategoryInputSchema = requiredText(50, CATALOG_MESSAGES.categoryRequired).transform((category) =>
  category.toLowerCase(),
);

/**
 * POST /api/admin/backgrounds: a new item of the background marketplace, the one place
 * backgrounds are sold, at one price in integer cents. Its files are uploaded afterwards; it
 * starts hidden and goes on sale once it has the file that is sold.
 */
export const CreateBackgroundInputSchema = z.object(
  {
    name: requiredText(100),
    description: CatalogDescriptionInputSchema.default(''),
    category: BackgroundCategoryInputSchema,
    tags: CatalogTagsInputSchema.default([]),
    priceCents: PriceCentsSchema,
  },
  generic,
);
export type CreateBackgroundInput = z.infer<typeof CreateBackgroundInputSchema>;

/** PATCH /api/admin/backgrounds/:id: the fields to change, and `active` to put it on sale or take it off. */
export const UpdateBackgroundInputSchema = z
  .object(
    {
      name: requiredText(100).optional(),
      description: CatalogDescriptionInputSchema.optional(),
      category: BackgroundCategoryInputSchema.optional(),
      tags: CatalogTagsInputSchema.optional(),
      priceCents: PriceCentsSchema.optional(),
      active: z.boolean(generic).optional(),
    },
    generic,
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), says(CATALOG_MESSAGES.nothingToChange));
export type UpdateBackgroundInput = z.infer<typeof UpdateBackgroundInputSchema>;

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
