/** Refunds the back office sends through Stripe: the input, the answer and the words both apps show. */
import { z } from 'zod';
import { DollarsSchema, generic, IdSchema, says, TimestampSchema, UuidSchema } from './common.ts';
import { formatPrice } from './money.ts';
import { OrderSchema } from './orders.ts';
import { personText } from './text.ts';

export const REFUND_STATUSES = ['pending', 'succeeded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The longest reason an admin can give (kept in the order's timeline, never mailed). */
export const REFUND_REASON_MAX = 500;

/** What the refund route answers when it refuses, and the form shows before asking. */
export const REFUND_MESSAGES = {
  amountInvalid: 'Enter an amount of at least $0.01, in dollars and cents.',
  /** The amount left to refund, so the admin knows what would be accepted. */
  tooMuch: (leftCents: number) => `The refund is more than what is left to refund (${formatPrice(leftCents)}).`,
  nothingLeft: 'This order has already been refunded in full.',
  unpaid: 'Only a paid order can be refunded.',
  failed: 'Stripe did not accept the refund, so nothing was refunded. Please try again in a moment.',
  refused: (why: string) => `Stripe refused the refund, so nothing was refunded: ${why}`,
  keyReused: 'This refund request was already used for another order. Close the dialog and open it again.',
  pending: 'This refund is on its way: Stripe is still processing it.',
  done: (cents: number) => `${formatPrice(cents)} was refunded. The customer received an e-mail.`,
  /** Why the shop refunds on its own a cancelled order whose payment still went through. */
  cancelledReason: 'Order was cancelled before the payment completed',
  /** The reason recorded for a refund someone made in Stripe's dashboard rather than the back office. */
  madeInStripe: 'Refunded in Stripe',
} as const;

/**
 * POST /api/admin/orders/:id/refunds. `amountCents` omitted refunds everything that is left;
 * `idempotencyKey` is made once per dialog, so a double tap or a retry refunds once.
 */
export const CreateRefundInputSchema = z.object(
  {
    amountCents: z.number(says(REFUND_MESSAGES.amountInvalid)).int().positive().max(100_000_000).optional(),
    reason: personText(generic, { multiline: true })
      .trim()
      .max(REFUND_REASON_MAX)
      .nullish()
      .transform((value) => (value ? value : undefined)),
    idempotencyKey: z.string(generic).trim().min(8).max(100),
  },
  generic,
);
export type CreateRefundInput = z.infer<typeof CreateRefundInputSchema>;

/** One refund as the API shows it. */
export const RefundSchema = z.object(
  {
    id: UuidSchema,
    orderId: UuidSchema,
    amount: DollarsSchema,
    reason: z.string(generic).nullable(),
    status: z.enum(REFUND_STATUSES, generic),
    stripeRefundId: z.string(generic).nullable(),
    createdBy: IdSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type Refund = z.infer<typeof RefundSchema>;

/** The answer of a refund: the order as it is now, the refund and the sentence to show. */
export const CreateRefundResponseSchema = z.object(
  { order: OrderSchema, refund: RefundSchema, message: z.string(generic) },
  generic,
);
export type CreateRefundResponse = z.infer<typeof CreateRefundResponseSchema>;
