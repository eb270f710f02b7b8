import { z } from 'zod';
import { EmailSchema, generic, IdSchema, MediaUrlSchema, requiredText, TimestampSchema, UuidSchema } from './common.ts';
import { FRAME_SIZES, type FrameSize, MAGIC_STATUSES, PRICES_CENTS } from './constants.ts';
import { ORDER_PAYMENT_STATES } from './order-state.ts';
import { UploadTokenSchema } from './uploads.ts';

/** A customer's frame (user_frames). The dashboard view adds who ordered it. */
export const UserFrameSchema = z.object(
  {
    id: IdSchema,
    userId: IdSchema,
    orderId: UuidSchema,
    frameSize: z.enum(FRAME_SIZES, generic),
    status: z.enum(MAGIC_STATUSES, generic),
    frameName: z.string(generic).nullable(),
    /**
     * The child's drawing was submitted for this frame's order ("We received your drawing"). Defaults
     * to true so that a dashboard kept offline from before this field still reads.
     */
    hasArtwork: z.boolean(generic).default(true),
    /**
     * The finished animation: a guarded path to play or (`?download=1`) save it, once an admin uploaded
     * it. Defaults to null so that a dashboard kept offline from before this field still reads.
     */
    animationDownloadUrl: MediaUrlSchema.nullable().default(null),
    /** "Load by USB-C": the `drawings-to-magic.json` to copy next to the video; null before the video. */
    usbManifestUrl: MediaUrlSchema.nullable().default(null),
    /** Where the order's payment stands, and its upload link while the drawing is missing (user.ts). */
    orderPayment: z.enum(ORDER_PAYMENT_STATES, generic).default('paid'),
    uploadToken: UploadTokenSchema.nullable().default(null),
    /** How many times we reminded the customer to upload the drawing (while it is missing). */
    uploadReminders: z.number(generic).int().min(0).default(0),
    createdAt: TimestampSchema,
    customerName: z.string(generic).optional(),
    customerEmail: EmailSchema.optional(),
  },
  generic,
);
export type UserFrame = z.infer<typeof UserFrameSchema>;

/** PATCH /api/user/frames/:id/name. Trimmed so a name of only spaces cannot be saved. */
export const UpdateFrameNameInputSchema = z.object({ frameName: requiredText(100) }, generic);
export type UpdateFrameNameInput = z.infer<typeof UpdateFrameNameInputSchema>;

/** PATCH /api/admin/frames/:id/status. Any status may follow any other (spec section 4). */
export const UpdateFrameStatusInputSchema = z.object({ status: z.enum(MAGIC_STATUSES, generic) }, generic);
export type UpdateFrameStatusInput = z.infer<typeof UpdateFrameStatusInputSchema>;

export const FrameProductOptionSchema = z.object(
  {
    size: z.enum(FRAME_SIZES, generic),
    priceCents: z.number(generic).int().positive(),
    description: z.string(generic).min(1),
    dimensions: z.string(generic).min(1),
    popular: z.boolean(generic),
  },
  generic,
);
export type FrameProductOption = z.infer<typeof FrameProductOptionSchema>;

/** The two frames offered on the configure page, in display order. */
export const FRAME_PRODUCT_OPTIONS = [
  {
    size: '5',
    priceCents: PRICES_CENTS.frame5,
    description: 'Perfect for kids to play with',
    dimensions: '5 inch (800 x 480)',
    popular: false,
  },
  {
    size: '7',
    priceCents: PRICES_CENTS.frame7,
    description: 'Perfect for a living room',
    dimensions: '7 inch (1024 x 600)',
    popular: true,
  },
] as const satisfies readonly FrameProductOption[];

/** The offer for one frame size. */
export function frameProductOption(size: FrameSize): FrameProductOption {
  const option = FRAME_PRODUCT_OPTIONS.find((candidate) => candidate.size === size);
  if (!option) throw new RangeError(`Unknown frame size ${size}`);
  return option;
}
