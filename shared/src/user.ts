/** What `GET /api/user/*` returns for the dashboard: the signed-in customer's own orders and purchases. */
import { z } from 'zod';
import { DollarsSchema, generic, IdSchema, MediaUrlSchema, TimestampSchema, UuidSchema } from './common.ts';
import {
  ANIMATION_CATEGORIES,
  FRAME_SIZES,
  FULFILLMENT_STATUSES,
  MAGIC_STATUSES,
  ORDER_KINDS,
  PAYMENT_STATUSES,
} from './constants.ts';
import { ORDER_PAYMENT_STATES } from './order-state.ts';
import { UploadTokenSchema } from './uploads.ts';
import { VariationStatusSchema } from './variations.ts';

/**
 * What the dashboard's cards need of their order (issue #37): where its payment stands (a refunded
 * or cancelled order's frame or character is not "being animated") and, while the drawing is
 * missing on an order that goes ahead, its upload link (the same uploader the mail opens).
 * Defaults so that a dashboard kept offline from before these fields still reads.
 */
const orderOfCard = {
  orderPayment: z.enum(ORDER_PAYMENT_STATES, generic).default('paid'),
  uploadToken: UploadTokenSchema.nullable().default(null),
  /** How many times we reminded the customer to upload the drawing (while it is missing). */
  uploadReminders: z.number(generic).int().min(0).default(0),
};

/** One of the customer's orders, so a parent can see where the frame is. */
export const CustomerOrderSchema = z.object(
  {
    id: UuidSchema,
    shortId: z.string(generic).length(8),
    type: z.enum(ORDER_KINDS, generic),
    frameSize: z.enum(FRAME_SIZES, generic).nullable(),
    characterName: z.string(generic).nullable(),
    amount: DollarsSchema,
    paymentStatus: z.enum(PAYMENT_STATUSES, generic),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES, generic),
    /** Set when the customer cancelled it (unpaid orders only). */
    cancelledAt: TimestampSchema.nullable(),
    /** What went back to the customer so far, and when the last refund was made. */
    refundedAmount: DollarsSchema.default('0.00'),
    refundedAt: TimestampSchema.nullable().default(null),
    /** The order's country (shipping address, else the buyer's country given at a purchase): ISO code. */
    country: z.string(generic).length(2).nullable().default(null),
    ...orderOfCard,
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
    ...orderOfCard,
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
