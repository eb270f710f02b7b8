import type { AnimationCategory } from '@dtm/shared/constants';
import type { VariationStatus } from '@dtm/shared/variations';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { cents, createdAt, id, json, timestamp } from './columns';

export const animations = sqliteTable(
  'animations',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<AnimationCategory>().notNull(),
    basePriceCents: cents('base_price_cents').notNull(),
    variationPriceCents: cents('variation_price_cents').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** Public short clip the marketplace plays (`/api/media/catalog/...`). */
    previewUrl: text('preview_url'),
    /** What is sold: a private R2 key under `products/`, streamed only to owners. */
    fileUrl: text('file_url'),
    tags: json<string[]>('tags').notNull().default([]),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** Where the marketplace lists it (ascending), set by the back office; ties by age. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('animations_active_category_idx').on(t.active, t.category)],
);

export const userAnimations = sqliteTable(
  'user_animations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    animationId: text('animation_id')
      .notNull()
      .references(() => animations.id),
    characterName: text('character_name'),
    baseFileUrl: text('base_file_url'),
    customizations: json<Record<string, unknown>>('customizations'),
    purchasePriceCents: cents('purchase_price_cents').notNull(),
    /** The PaymentIntent that paid for it: a purchase is completed once. */
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('user_animations_user_idx').on(t.userId, t.createdAt)],
);

export const animationVariations = sqliteTable(
  'animation_variations',
  {
    id: id(),
    userAnimationId: text('user_animation_id')
      .notNull()
      .references(() => userAnimations.id, { onDelete: 'cascade' }),
    variationName: text('variation_name').notNull(),
    /** Its own video (an R2 key under `animations/<variation id>/`), set only when it is delivered. */
    fileUrl: text('file_url'),
    parameters: json<Record<string, unknown>>('parameters'),
    purchasePriceCents: cents('purchase_price_cents').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /** `being_made` from the purchase until an admin delivers its video, then `ready`. */
    status: text('status').$type<VariationStatus>().notNull().default('being_made'),
    /** What a paired frame verifies the delivered video against. */
    fileSha256: text('file_sha256'),
    fileSize: integer('file_size'),
    deliveredAt: timestamp('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('animation_variations_user_animation_idx').on(t.userAnimationId),
    index('animation_variations_status_idx').on(t.status, t.createdAt),
  ],
);

export const backgrounds = sqliteTable(
  'backgrounds',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** Public smaller picture of the whole scene (`/api/media/catalog/...`). */
    previewUrl: text('preview_url'),
    /** What is sold: a private R2 key under `products/`, streamed only to owners. */
    fileUrl: text('file_url'),
    category: text('category').notNull(),
    tags: json<string[]>('tags').notNull().default([]),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** Where the marketplace lists it (ascending), set by the back office; ties by age. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('backgrounds_active_category_idx').on(t.active, t.category)],
);

export const userBackgrounds = sqliteTable(
  'user_backgrounds',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    backgroundId: text('background_id')
      .notNull()
      .references(() => backgrounds.id),
    fileUrl: text('file_url'),
    purchasePriceCents: cents('purchase_price_cents').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('user_backgrounds_user_idx').on(t.userId, t.createdAt)],
);
