import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  CatalogDescriptionInputSchema,
  CatalogTagsInputSchema,
  PriceCentsSchema,
} from './catalog.ts';
import {
  DollarsSchema,
  generic,
  IdSchema,
  JsonObjectSchema,
  MediaUrlSchema,
  requiredText,
  says,
  TimestampSchema,
} from './common.ts';
import { ANIMATION_CATEGORIES, SOLD_ANIMATION_CATEGORIES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { BuyerCountrySchema } from './orders.ts';

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

const categoryError = (issue: { input?: unknown }) =>
  issue.input === 'background'
    ? CATALOG_MESSAGES.backgroundCategory
    : issue.input === undefined || issue.input === ''
      ? CATALOG_MESSAGES.categoryRequired
      : MESSAGES.invalidInput;

/**
 * POST /api/admin/animations: a new item of the animation marketplace, prices in integer cents.
 * Its files are uploaded afterwards (one multipart upload each); it starts hidden and goes on sale
 * once it has the file that is sold. "background" is refused: backgrounds have their own marketplace.
 */
export const CreateAnimationInputSchema = z.object(
  {
    name: requiredText(100),
    description: CatalogDescriptionInputSchema.default(''),
    category: z.enum(SOLD_ANIMATION_CATEGORIES, { error: categoryError }),
    tags: CatalogTagsInputSchema.default([]),
    basePriceCents: PriceCentsSchema,
    variationPriceCents: PriceCentsSchema,
  },
  generic,
);
export type CreateAnimationInput = z.infer<typeof CreateAnimationInputSchema>;

/**
 * PATCH /api/admin/animations/:id: the fields to change, and `active` to put it on sale or take
 * it off. An old row may keep the category "background" but nothing is moved into it.
 */
export const UpdateAnimationInputSchema = z
  .object(
    {
      name: requiredText(100).optional(),
      description: CatalogDescriptionInputSchema.optional(),
      category: z.enum(ANIMATION_CATEGORIES, { error: categoryError }).optional(),
      tags: CatalogTagsInputSchema.optional(),
      basePriceCents: PriceCentsSchema.optional(),
      variationPriceCents: PriceCentsSchema.optional(),
      active: z.boolean(generic).optional(),
    },
    generic,
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), says(CATALOG_MESSAGES.nothingToChange));
export type UpdateAnimationInput = z.infer<typeof UpdateAnimationInputSchema>;

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
    /** The buyer's country (the invoice's VAT); without it, the country of their latest order. */
    country: BuyerCountrySchema.optional(),
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
