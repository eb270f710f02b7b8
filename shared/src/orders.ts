import { z } from 'zod';
import {
  DollarsSchema,
  EmailInputSchema,
  EmailSchema,
  generic,
  IdSchema,
  optionalText,
  personName,
  says,
  TimestampSchema,
  UuidSchema,
} from './common.ts';
import { FRAME_SIZES, FULFILLMENT_STATUSES, ORDER_KINDS, ORDER_TYPES, PAYMENT_STATUSES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { personText } from './text.ts';
import { UploadTokenSchema } from './uploads.ts';
import { VoucherCodeInputSchema } from './vouchers.ts';

const addressField = (max: number) =>
  personText(says(MESSAGES.shippingAddressIncomplete)).trim().min(1).max(max, generic);

/** Where a frame is shipped. Every required part missing reads the same message, as the payment form shows it once. */
export const ShippingAddressSchema = z.object(
  {
    name: addressField(100),
    line1: addressField(200),
    line2: optionalText(200),
    city: addressField(100),
    state: optionalText(100),
    postalCode: addressField(20),
    /** ISO 3166-1 alpha-2, as Stripe expects it. */
    country: z
      .string(says(MESSAGES.shippingAddressIncomplete))
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
    phone: optionalText(30),
  },
  says(MESSAGES.shippingAddressIncomplete),
);
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** An order as the API returns it; amounts are dollar strings ("129.00"). */
export const OrderSchema = z.object(
  {
    id: UuidSchema,
    /** frame or character from checkout; animation, background or variation from the marketplace. */
    type: z.enum(ORDER_KINDS, generic),
    customerName: z.string(generic),
    customerEmail: EmailSchema,
    /** Frames only; null for a character order. */
    frameSize: z.enum(FRAME_SIZES, generic).nullable(),
    characterName: z.string(generic).nullable(),
    personalNote: z.string(generic).nullable(),
    /** What the customer pays, after the discount. */
    amount: DollarsSchema,
    discountAmount: DollarsSchema,
    /** What went back to the customer so far ("0.00" when nothing); all of `amount` once refunded in full. */
    refundedAmount: DollarsSchema,
    voucherCode: z.string(generic).nullable(),
    stripePaymentIntentId: z.string(generic).nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES, generic),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES, generic),
    /** Only shown to the order's owner (and the guest who just paid); absent elsewhere. */
    uploadToken: z.string(generic).nullish(),
    uploadExpiresAt: TimestampSchema.nullable(),
    /** Set when the customer cancelled the unpaid order. */
    cancelledAt: TimestampSchema.nullish(),
    userId: IdSchema.nullable(),
    shippingAddress: ShippingAddressSchema.nullable(),
    /** The buyer's country of a digital order (a character's, a marketplace purchase's): its invoice's VAT follows it. */
    billingCountry: z.string(generic).nullish(),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  },
  generic,
);
export type Order = z.infer<typeof OrderSchema>;

/** One line of an order (a marketplace order has one: what was bought, at what Stripe charged). */
export const OrderItemSchema = z.object(
  {
    kind: z.enum(ORDER_KINDS, generic),
    description: z.string(generic),
    quantity: z.number(generic).int().min(1),
    unitPrice: DollarsSchema,
    total: DollarsSchema,
  },
  generic,
);
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** An order the checkout pays (frame or character); a marketplace order is never paid through it. */
export const CheckoutOrderSchema = OrderSchema.extend({ type: z.enum(ORDER_TYPES, generic) });
export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

const customerFields = {
  customerName: personName(MESSAGES.nameTooShort),
  customerEmail: EmailInputSchema,
  voucherCode: VoucherCodeInputSchema,
};

/** POST /api/orders/frame. No price: the server's catalog sets it. */
export const CreateFrameOrderInputSchema = z.object(
  { ...customerFields, frameSize: z.enum(FRAME_SIZES, generic).default('7') },
  generic,
);
export type CreateFrameOrderInput = z.infer<typeof CreateFrameOrderInputSchema>;

/** POST /api/orders/character. */
export const CreateCharacterOrderInputSchema = z.object(
  { ...customerFields, characterName: optionalText(100) },
  generic,
);
export type CreateCharacterOrderInput = z.infer<typeof CreateCharacterOrderInputSchema>;

export const CreateOrderResponseSchema = z.object({ orderId: UuidSchema }, generic);
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/**
 * POST /api/orders/:id/payment-intent and /character-payment-intent. `withoutVoucher` re-prices the
 * order without its voucher after a 409 "used up" (decisions.md).
 */
const withoutVoucher = z.boolean(generic).default(false);

/** The buyer's country of a digital purchase (ISO code, upper-cased): the invoice's VAT follows it (vat.ts). */
export const BuyerCountrySchema = z
  .string(generic)
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Please choose your country.')
  .transform((code) => code.toUpperCase());

/** A character is delivered digitally: the buyer names their country (a frame's is its shipping address's). */
export const CreateCharacterPaymentIntentInputSchema = z.object(
  { withoutVoucher, country: BuyerCountrySchema.optional() },
  generic,
);
export type CreateCharacterPaymentIntentInput = z.infer<typeof CreateCharacterPaymentIntentInputSchema>;

export const CreateFramePaymentIntentInputSchema = z.object(
  { withoutVoucher, shippingAddress: ShippingAddressSchema },
  generic,
);
export type CreateFramePaymentIntentInput = z.infer<typeof CreateFramePaymentIntentInputSchema>;

/** Answer of the payment-intent calls. `clientSecret` is null for a free order, which is paid at once. */
export const PaymentSetupResponseSchema = z.object(
  {
    clientSecret: z.string(generic).min(1).nullable(),
    amount: DollarsSchema,
    uploadToken: UploadTokenSchema.nullable(),
  },
  generic,
);
export type PaymentSetupResponse = z.infer<typeof PaymentSetupResponseSchema>;

/** Stripe's own id format; the emulator uses it too. */
export const PaymentIntentIdSchema = z.string(generic).regex(/^pi_[A-Za-z0-9_]+$/);

/** PATCH /api/orders/:id/complete-payment (and the character and guest variants). */
export const CompletePaymentInputSchema = z.object({ paymentIntentId: PaymentIntentIdSchema }, generic);
export type CompletePaymentInput = z.infer<typeof CompletePaymentInputSchema>;

export const CompletePaymentResponseSchema = z.object(
  {
    paymentStatus: z.enum(PAYMENT_STATUSES, generic),
    uploadToken: UploadTokenSchema.nullable(),
    /** Guest endpoints only: the guest must sign in so the order can be linked. */
    requiresRegistration: z.boolean(generic).optional(),
  },
  generic,
);
export type CompletePaymentResponse = z.infer<typeof CompletePaymentResponseSchema>;

/** PATCH /api/orders/link-to-user. The token proves the caller paid for these orders. */
export const LinkOrdersInputSchema = z.object(
  {
    orderIds: z.array(UuidSchema, generic).min(1).max(20),
    uploadToken: UploadTokenSchema,
  },
  generic,
);
export type LinkOrdersInput = z.infer<typeof LinkOrdersInputSchema>;

/** A guest's paid order kept in the browser until they sign in. */
export const PendingOrderSchema = z.object(
  {
    orderId: UuidSchema,
    uploadToken: UploadTokenSchema,
    orderType: z.enum(ORDER_TYPES, generic),
  },
  generic,
);
export type PendingOrder = z.infer<typeof PendingOrderSchema>;

/** PATCH /api/admin/orders/:id/fulfillment. */
export const UpdateFulfillmentInputSchema = z.object(
  { fulfillmentStatus: z.enum(FULFILLMENT_STATUSES, generic) },
  generic,
);
export type UpdateFulfillmentInput = z.infer<typeof UpdateFulfillmentInputSchema>;

/** What the order and payment routes answer when they refuse. */
export const ORDER_MESSAGES = {
  notFound: 'The order could not be found. Please try again.',
  linkNotFound: 'We could not find a paid order matching this link. Please contact support.',
  alreadyPaid: 'This order has already been paid.',
  paymentProcessing: 'Your payment is still being processed. Please wait a moment and reload the page.',
  paymentNotThisOrder: 'This payment does not belong to this order.',
  paymentNotFound: 'This payment could not be found. Please contact support.',
  cancelled: 'This order was cancelled, so it cannot be paid. Start a new order from the shop.',
  cancelPaid: 'This order is paid, so it cannot be cancelled here. To send it back, use the returns form.',
} as const;
