/** What `GET /api/user/*` returns for the dashboard: the signed-in customer's own orders and purchases. */
import { z } from 'zod';
import { DollarsSchema, generic, IdSchema, MediaUrlSchema, TimestampSchema, UuidSchema } from './common.ts';
import {
  ANIMATION_CATEGORIES,
  FRAME_SIZES,
  FULFILLMENT_STATUSES,
  MAGIC_STATUSES,
  ORDER_TYPES,
  PAYMENT_STATUSES,
} from './constants.ts';
import { VariationStatusSchema } from './variations.ts';

/** One of the customer's orders, so a parent can see where the frame is. */
export const CustomerOrderSchema = z.object(
  {
    id: UuidSchema,
    shortId: z.string(generic).length(8),
    type: z.enum(ORDER_TYPES, generic),
    frameSize: z.enum(FRAME_SIZES, generic).nullable(),
    characterName: z.string(generic).nullable(),
    amount: DollarsSchema,
    paymentStatus: z.enum(PAYMENT_STATUSES, generic),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES, generic),
    /** Set when the customer cancelled it (unpaid orders only). */
    cancelledAt: TimestampSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** A character on the dashboard: the video is a guarded download path once an admin uploaded it. */
export const DashboardCharacterSchema = z.object(
  {
    id: IdSchema,
    orderId: UuidSchema,
    characterName: z.string(generic),
    status: z.enum(MAGIC_STATUSES, generic),
    hasArtwork: z.boolean(generic),
    animationDownloadUrl: MediaUrlSchema.nullable(),
    /** The finished animation's 1080x1080 square for sharing, when one was made with it. */
    shareSquareUrl: MediaUrlSchema.nullable().default(null),
    createdAt: TimestampSchema,
  },
  generic,
);
export type DashboardCharacter = z.infer<typeof DashboardCharacterSchema>;

/** An animation the customer bought, with what the dashboard and the variations page show. */
export const OwnedAnimationSchema = z.object(
  {
    id: IdSchema,
    animationId: IdSchema,
    name: z.string(generic),
    category: z.enum(ANIMATION_CATEGORIES, generic),
    thumbnailUrl: MediaUrlSchema.nullable(),
    previewUrl: MediaUrlSchema.nullable(),
    characterName: z.string(generic).nullable(),
    purchasePrice: DollarsSchema,
    variationPrice: DollarsSchema,
    downloadUrl: MediaUrlSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type OwnedAnimation = z.infer<typeof OwnedAnimationSchema>;

/** A background the customer bought. */
export const OwnedBackgroundSchema = z.object(
  {
    id: IdSchema,
    backgroundId: IdSchema,
    name: z.string(generic),
    category: z.string(generic).nullable(),
    thumbnailUrl: MediaUrlSchema.nullable(),
    purchasePrice: DollarsSchema,
    downloadUrl: MediaUrlSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type OwnedBackground = z.infer<typeof OwnedBackgroundSchema>;

/** A paid variation of an owned animation, with its status and (once delivered) its download. */
export const OwnedVariationSchema = z.object(
  {
    id: IdSchema,
    userAnimationId: IdSchema,
    variationName: z.string(generic),
    backgroundName: z.string(generic).nullable(),
    purchasePrice: DollarsSchema,
    /** `being_made` until the artists deliver its own video; only then is there a download. */
    status: VariationStatusSchema,
    downloadUrl: MediaUrlSchema.nullable(),
    deliveredAt: TimestampSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type OwnedVariation = z.infer<typeof OwnedVariationSchema>;

/** GET /api/user/animations/:id/variations: the animation and its variations, newest first. */
export const AnimationVariationsSchema = z.object(
  { animation: OwnedAnimationSchema, variations: z.array(OwnedVariationSchema, generic) },
  generic,
);
export type AnimationVariations = z.infer<typeof AnimationVariationsSchema>;

/** What the dashboard's own-items routes answer when an item is not the caller's or not there. */
export const USER_MESSAGES = {
  frameNotFound: 'This frame could not be found.',
  characterNotFound: 'Character Not Found',
  animationNotFound: 'This animation could not be found in your account.',
  backgroundNotFound: 'This background could not be found in your account.',
  variationNotFound: 'This variation could not be found in your account.',
  fileNotReady: 'This file is not ready yet. Please try again later.',
} as const;
