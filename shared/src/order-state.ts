/**
 * Where an order stands, derived from its row's fields alone (issue #37): the customer's card, the
 * back office's list and dialog, the dashboard's counts and the production queue all read it from
 * here, so no screen says "Pending" or "Being animated" about an order that was cancelled or
 * refunded. No column stores it: it cannot drift from the payment, the refunds or the cancel.
 */
import { type FulfillmentStatus, type PaymentStatus, SHOP } from './constants.ts';
import { formatPrice, parseDollars } from './money.ts';

export const ORDER_PAYMENT_STATES = ['pending', 'paid', 'partlyRefunded', 'refunded', 'cancelled', 'failed'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** The fields the state is derived from: an order row (cents, dates) or the API's order (dollar strings, ISO text). */
export type OrderStateFacts = {
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  cancelledAt?: Date | string | null | undefined;
} & (
  | { amountCents: number; refundedCents: number }
  | { amount: string; refundedAmount?: string | undefined; amountCents?: undefined }
);

export type OrderState = {
  payment: OrderPaymentState;
  /** The payment badge, the same words on every screen ("Partly refunded $30.00"). */
  paymentLabel: string;
  /** What went back to the customer so far, in cents. */
  refundedCents: number;
  /** What can still be refunded, in cents (0 unless paid). */
  leftToRefundCents: number;
  /** The fulfilment step, or null when the order will not be (or is not yet) fulfilled. */
  fulfilment: FulfillmentStatus | null;
  /** The order goes ahead (paid, perhaps partly refunded): in the production queue and its counts. */
  goesAhead: boolean;
  /** The admin may still set its fulfilment (not once it was cancelled or refunded in full). */
  fulfilmentEditable: boolean;
  /** The voucher's use still counts for this order (a cancelled order gave it back). */
  holdsVoucher: boolean;
};

const LABELS: Record<OrderPaymentState, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  partlyRefunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  failed: 'Payment failed',
};

function centsOf(facts: OrderStateFacts): { amount: number; refunded: number } {
  if (facts.amountCents !== undefined) return { amount: facts.amountCents, refunded: facts.refundedCents };
  return { amount: parseDollars(facts.amount) ?? 0, refunded: parseDollars(facts.refundedAmount ?? '0') ?? 0 };
}

/** The one derived view of an order's payment and fulfilment. */
export function orderState(facts: OrderStateFacts): OrderState {
  const { amount, refunded } = centsOf(facts);
  const payment: OrderPaymentState = facts.cancelledAt
    ? 'cancelled'
    : facts.paymentStatus === 'refunded' || (facts.paymentStatus === 'paid' && amount > 0 && refunded >= amount)
      ? 'refunded'
      : facts.paymentStatus === 'paid' && refunded > 0
        ? 'partlyRefunded'
        : facts.paymentStatus;
  const live = payment === 'paid' || payment === 'partlyRefunded';
  return {
    payment,
    paymentLabel: payment === 'partlyRefunded' ? `${LABELS[payment]} ${formatPrice(refunded)}` : LABELS[payment],
    refundedCents: refunded,
    leftToRefundCents: live ? Math.max(amount - refunded, 0) : 0,
    fulfilment: live ? facts.fulfillmentStatus : null,
    goesAhead: live,
    fulfilmentEditable: payment !== 'cancelled' && payment !== 'refunded',
    holdsVoucher: payment !== 'cancelled' && payment !== 'failed',
  };
}

/**
 * The back office's fulfilment words for an order whose fulfilment can no longer be set: a
 * cancelled or refunded order is "Not fulfilled", unless it went out before the refund (a return).
 */
export function settledFulfilmentLabel(facts: OrderStateFacts): string {
  const state = orderState(facts);
  const sent = facts.fulfillmentStatus === 'shipped' || facts.fulfillmentStatus === 'delivered';
  if (state.payment === 'refunded' && sent) {
    return `${facts.fulfillmentStatus === 'shipped' ? 'Shipped' : 'Delivered'}, then refunded`;
  }
  return `Not fulfilled (order ${state.paymentLabel.toLowerCase()})`;
}

/** The payment badge's words for a state (filters and legends). */
export function paymentStateLabel(payment: OrderPaymentState): string {
  return LABELS[payment];
}

/** The order number as it is written everywhere (mails, labels, dashboard, back office): "#92eac4b4". */
export function orderNumber(id: string): string {
  return `#${id.slice(0, SHOP.orderShortIdLength).toLowerCase()}`;
}

const shortDate = (when: Date | string) =>
  new Date(when).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The customer's sentence for an order that will not go ahead as bought, with what happens next;
 * null while nothing needs saying beyond the badge. `refundedAt`: the last refund's date.
 */
export function orderStateSentence(
  facts: OrderStateFacts & { type: 'frame' | 'character' | (string & {}) },
  refundedAt?: Date | string | null,
): string | null {
  const state = orderState(facts);
  const back = formatPrice(state.refundedCents);
  const on = refundedAt ? ` on ${shortDate(refundedAt)}` : '';
  const thing = facts.type === 'frame' || facts.type === 'character' ? facts.type : 'purchase';
  switch (state.payment) {
    case 'refunded':
      // Sent out before the refund (a return): nothing is stopped, the order is simply settled.
      return facts.fulfillmentStatus === 'shipped' || facts.fulfillmentStatus === 'delivered'
        ? `Refunded: ${back} went back to your card${on}. Nothing more is needed from you for this order.`
        : `Refunded: ${back} went back to your card${on}. We stopped work on this ${thing}; nothing more is made or shipped for this order.`;
    case 'partlyRefunded':
      return `Partly refunded: ${back} went back to your card${on}. The rest of your order goes ahead as planned.`;
    case 'cancelled':
      return state.refundedCents > 0
        ? `Cancelled${facts.cancelledAt ? ` on ${shortDate(facts.cancelledAt)}` : ''}. The payment that still went through (${back}) went back to your card${on}.`
        : `Cancelled${facts.cancelledAt ? ` on ${shortDate(facts.cancelledAt)}` : ''}. Nothing was charged, and a voucher you used can be used again.`;
    default:
      return null;
  }
}
