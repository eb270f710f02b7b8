import { MESSAGES } from '@dtm/shared/messages';
import { parseDollars } from '@dtm/shared/money';
import type { Order } from '@dtm/shared/orders';
import { type CreateRefundInput, CreateRefundInputSchema, REFUND_MESSAGES } from '@dtm/shared/refunds';

/** What the Refund section holds: the amount as typed in dollars, the reason as typed. */
export type RefundFormValues = { amount: string; reason: string };

const centsOf = (dollars: string) => parseDollars(dollars) ?? 0;

/** What is still refundable on the order, in cents (what was paid less what went back). */
export function leftToRefundCents(order: Pick<Order, 'amount' | 'refundedAmount'>): number {
  return Math.max(centsOf(order.amount) - centsOf(order.refundedAmount), 0);
}

/** The form's first values: everything that is left, and the reason given (none, or the completed return's). */
export function initialRefundValues(order: Pick<Order, 'amount' | 'refundedAmount'>, reason = ''): RefundFormValues {
  const left = leftToRefundCents(order);
  return { amount: (left / 100).toFixed(2), reason };
}

/** The typed amount in cents; null when it is no amount of at least one cent. */
export function refundCents(values: RefundFormValues): number | null {
  const cents = parseDollars(values.amount);
  return cents !== null && cents > 0 ? cents : null;
}

/** The request body for POST /api/admin/orders/:id/refunds, checked by the shared schema. */
export function refundBody(values: RefundFormValues, idempotencyKey: string): CreateRefundInput {
  return CreateRefundInputSchema.parse({
    amountCents: refundCents(values) ?? undefined,
    reason: values.reason,
    idempotencyKey,
  });
}

/** The messages under the fields, in the words the API would refuse with. */
export function refundFormErrors(values: RefundFormValues, leftCents: number): Partial<RefundFormValues> {
  const errors: Partial<RefundFormValues> = {};
  const cents = refundCents(values);
  if (!values.amount.trim()) errors.amount = MESSAGES.required;
  else if (cents === null) errors.amount = REFUND_MESSAGES.amountInvalid;
  else if (cents > leftCents) errors.amount = REFUND_MESSAGES.tooMuch(leftCents);
  const reason = CreateRefundInputSchema.shape.reason.safeParse(values.reason);
  if (!reason.success) errors.reason = reason.error.issues[0]?.message ?? MESSAGES.invalidInput;
  return errors;
}
