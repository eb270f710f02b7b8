import { z } from 'zod';
import {
  DollarsSchema,
  generic,
  IdSchema,
  JsonObjectSchema,
  MediaUrlSchema,
  optionalText,
  PositiveCentsInputSchema,
  requiredText,
  TimestampSchema,
} from './common.ts';
import { ANIMATION_CATEGORIES } from './constants.ts';
import { ProductFileKeySchema } from './marketplace.ts';
import { MESSAGES } from './messages.ts';
import { personText } from './text.ts';

/**
 * A marketplace animation as the API returns it; prices are dollar strings. It carries the public
 * thumbnail and preview clip only: the sold file (fileUrl) reaches its owners through their downloads.
 */
export const AnimationSchema = z.object(
  {
    id: IdSchema,
    name: z.string(generic),
    description: z.string(generic).nullable(),
    category: z.enum(ANIMATION_CATEGORIES, generic),
    basePrice: DollarsSchema,
    variationPrice: DollarsSchema,
    thumbnailUrl: MediaUrlSchema.nullable(),
    previewUrl: MediaUrlSchema.nullable(),
    tags: z.array(z.string(generic), generic),
    active: z.boolean(generic),
    createdAt: TimestampSchema,
  },
  generic,
);
export type Animation = z.infer<typeof AnimationSchema>;

const TagsInputSchema = z
  .array(personText(generic).trim().min(1).max(40), generic)
  .max(20)
  .transform((tags) => [...new Set(tags)])
  .default([]);

/**
 * Creating a marketplace animation. Prices are typed in dollars and come out as integer cents;
 * the thumbnail and preview are public URLs, the sold file a private R2 key under products/.
 */
export const CreateAnimationInputSchema = z.object(
  {
    name: requiredText(100),
    description: optionalText(2000, { multiline: true }),
    category: z.enum(ANIMATION_CATEGORIES, generic),
    basePrice: PositiveCentsInputSchema,
    variationPrice: PositiveCentsInputSchema,
    thumbnailUrl: MediaUrlSchema.optional(),
    previewUrl: MediaUrlSchema.optional(),
    fileUrl: ProductFileKeySchema.optional(),
    tags: TagsInputSchema,
    active: z.boolean(generic).default(true),
  },
  generic,
);
export type CreateAnimationInput = z.infer<typeof CreateAnimationInputSchema>;

/** An animation a customer owns (user_animations). */
export const UserAnimationSchema = z.object(
  {
    id: IdSchema,
    userId: IdSchema,
    animationId: IdSchema,
    characterName: z.string(generic).nullable(),
    baseFileUrl: MediaUrlSchema.nullable(),
    customizations: JsonObjectSchema.nullable(),
    purchasePrice: DollarsSchema,
    createdAt: TimestampSchema,
  },
  generic,
);
export type UserAnimation = z.infer<typeof UserAnimationSchema>;

/** A paid variation of an owned animation (animation_variations). */
export const AnimationVariationSchema = z.object(
  {
    id: IdSchema,
    userAnimationId: IdSchema,
    variationName: z.string(generic),
    fileUrl: MediaUrlSchema.nullable(),
    parameters: JsonObjectSchema.nullable(),
    purchasePrice: DollarsSchema,
    createdAt: TimestampSchema,
  },
  generic,
);
export type AnimationVariation = z.infer<typeof AnimationVariationSchema>;

/** POST /api/user/animations/:id/variations/purchase. No price: the server sets it. */
export const PurchaseVariationInputSchema = z.object(
  {
    variationName: requiredText(100, MESSAGES.variationNameRequired),
    backgroundId: z
      .union([IdSchema, z.literal('')], generic)
      .nullish()
      .transform((value) => value || undefined),
  },
  generic,
);
export type PurchaseVariationInput = z.infer<typeof PurchaseVariationInputSchema>;

/** GET /api/animations?category=: the marketplace's filter. */
export const AnimationListQuerySchema = z.object({
  category: z
    .enum(ANIMATION_CATEGORIES, { error: 'Category must be one of character, effect or background.' })
    .optional(),
});
export type AnimationListQuery = z.infer<typeof AnimationListQuerySchema>;
