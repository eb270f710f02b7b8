/** Paid variations after the purchase: made by the artists, delivered with their own video. */
import { z } from 'zod';
import {
  DollarsSchema,
  EmailSchema,
  generic,
  IdSchema,
  MediaUrlSchema,
  optionalText,
  TimestampSchema,
} from './common.ts';

/** A bought variation is `being_made` until an admin delivers its own video; then `ready`. */
export const VARIATION_STATUSES = ['being_made', 'ready'] as const;
export const VariationStatusSchema = z.enum(VARIATION_STATUSES, generic);
export type VariationStatus = z.infer<typeof VariationStatusSchema>;

/** What the customer and the back office read for each status. */
export const VARIATION_STATUS_LABELS: Record<VariationStatus, string> = {
  being_made: 'Being made',
  ready: 'Ready',
};

/** GET /api/admin/variations?status=&search= (search by variation, animation, customer name or e-mail). */
export const AdminVariationListQuerySchema = z.object(
  {
    status: z
      .union([VariationStatusSchema, z.literal('')], generic)
      .optional()
      .transform((value) => value || undefined),
    search: optionalText(200),
  },
  generic,
);
export type AdminVariationListQuery = z.infer<typeof AdminVariationListQuerySchema>;

/** One bought variation in the back office: what to make, for whom, and its delivered video. */
export const AdminVariationSchema = z.object(
  {
    id: IdSchema,
    variationName: z.string(generic),
    status: VariationStatusSchema,
    animationName: z.string(generic),
    backgroundName: z.string(generic).nullable(),
    customerName: z.string(generic).nullable(),
    customerEmail: EmailSchema,
    purchasePrice: DollarsSchema,
    /** Where the admin watches the delivered video; null while it is being made. */
    videoUrl: MediaUrlSchema.nullable(),
    size: z.number(generic).int().nonnegative().nullable(),
    deliveredAt: TimestampSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type AdminVariation = z.infer<typeof AdminVariationSchema>;

/** What the variation routes answer when they refuse. */
export const VARIATION_MESSAGES = {
  beingMade: 'This variation is still being made. We will e-mail you as soon as it is ready.',
  adminNotFound: 'This variation does not exist any more. Reload the list.',
  noVideo: 'This variation has no video yet.',
} as const;

/** The e-mails about a variation: the admins' task and the customer's "ready". */
export const VARIATION_MAIL = {
  adminSubject: 'A variation was bought: its video is waiting to be made',
  adminTitle: 'A customer bought a variation',
  adminBody:
    'Make its video from the animation and the chosen background, then upload it in the Variations page of the back office. The customer is e-mailed when it is delivered.',
  adminAction: 'Open the variations being made',
  readySubject: 'Your variation is ready',
  readyTitle: 'Your variation is ready',
  /** The customer's own name for the variation, quoted (the mail layout escapes it). */
  readyBody: (variationName: string, animationName: string) =>
    `Our artists have finished "${variationName}", your variation of ${animationName}. Watch it and download it on your dashboard: a paired frame loads it at its next sync.`,
  readyAction: 'Open your dashboard',
} as const;
