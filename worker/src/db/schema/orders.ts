import type { FrameSize, FulfillmentStatus, OrderKind, PaymentStatus } from '@dtm/shared/constants';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { cents, createdAt, id, json, timestamp, updatedAt } from './columns';

export type ShippingAddress = {
  name: string;
  line1: string;
  line2?: string | undefined;
  city: string;
  state?: string | undefined;
  postalCode: string;
  country: string;
  phone?: string | undefined;
};

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    type: text('type').$type<OrderKind>().notNull().default('frame'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    frameSize: text('frame_size').$type<FrameSize>(),
    characterName: text('character_name'),
    personalNote: text('personal_note'),
    /** What the customer pays, after the voucher, in cents. */
    amountCents: cents('amount_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    /** What went back to the customer so far (app refunds reserve it first; Stripe's webhook raises it). */
    refundedCents: cents('refunded_cents').notNull().default(0),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    fulfillmentStatus: text('fulfillment_status').$type<FulfillmentStatus>().notNull().default('pending'),
    shippingAddress: json<ShippingAddress>('shipping_address'),
    /** The buyer's country (ISO code) for a digital purchase without a shipping address: its invoice's VAT follows it. */
    billingCountry: text('billing_country'),
    uploadToken: text('upload_token'),
    uploadExpiresAt: timestamp('upload_expires_at'),
    artworkSubmittedAt: timestamp('artwork_submitted_at'),
    /** Set just before the admins are told about the submitted artwork: one notice per submission. */
    artworkNotifiedAt: timestamp('artwork_notified_at'),
    voucherCode: text('voucher_code'),
    /** Set when the voucher use is claimed at payment setup; cleared when the claim is released. */
    voucherClaimedAt: timestamp('voucher_claimed_at'),
    paidAt: timestamp('paid_at'),
    /** Set when the customer cancelled the unpaid order: it can no longer be paid. */
    cancelledAt: timestamp('cancelled_at'),
    /** Set when an admin marks the order delivered: the 60-day return window runs from it. */
    deliveredAt: timestamp('delivered_at'),
    /** Set just before the confirmation e-mail is sent: it goes out once however often payment is confirmed. */
    confirmationSentAt: timestamp('confirmation_sent_at'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_upload_token_idx').on(t.uploadToken),
    uniqueIndex('orders_payment_intent_idx').on(t.stripePaymentIntentId),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_fulfillment_status_idx').on(t.fulfillmentStatus),
    index('orders_customer_email_idx').on(t.customerEmail),
    // The admin dashboard's counts and revenue (net of refunds) read this covering index instead of whole rows
    // (migration 0005, refunded_cents added in 0007).
    index('orders_admin_stats_idx').on(t.paymentStatus, t.fulfillmentStatus, t.amountCents, t.refundedCents),
  ],
);

/** One order as D1 stores it: the one row type every module uses. */
export type OrderRow = typeof orders.$inferSelect;

/**
 * What an order bought, one row per line (a marketplace order has one: the animation, background
 * or variation at the price Stripe charged). `itemId` is the catalog item (for a variation: the
 * customer's animation it is made of); the invoice prints these lines.
 */
export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    itemId: text('item_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitCents: cents('unit_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_items_order_line_idx').on(t.orderId, t.kind, t.itemId)],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

export type RefundStatus = 'pending' | 'succeeded';

/**
 * Money sent back through Stripe by the back office (or automatically for a cancelled order paid
 * late). A row is `pending` while its amount is reserved on the order and Stripe is asked; it is
 * deleted again if Stripe refuses, so every row left is money that went back or is on its way.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stripeRefundId: text('stripe_refund_id'),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason'),
    /** The client's key for one refund attempt: a retried or doubled request answers the same row. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** null: the shop itself (the automatic refund of a cancelled order). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('refunds_stripe_refund_idx').on(t.stripeRefundId),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
