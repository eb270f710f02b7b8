import { formatPrice } from '@dtm/shared/money';
import type { OrderRow } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { productName } from '../orders/confirmation-mail';

/**
 * "We refunded $X for order abcd1234": the amount and the order only. The admin's reason stays
 * in the back office (it is free text meant for colleagues, not for the customer's inbox).
 */
export function refundMail(order: OrderRow, amountCents: number, options: { cancelled: boolean }): Mail {
  const shortId = order.id.slice(0, 8);
  const full = order.refundedCents >= order.amountCents;
  const lines = [
    options.cancelled
      ? `Order ${shortId} (${productName(order)}) was cancelled before your payment went through, so we refunded all of it: ${formatPrice(amountCents)}.`
      : `We refunded ${formatPrice(amountCents)} for order ${shortId} (${productName(order)}).`,
    full || options.cancelled
      ? `In total ${formatPrice(order.refundedCents)} of ${formatPrice(order.amountCents)} went back to you.`
      : `In total ${formatPrice(order.refundedCents)} of ${formatPrice(order.amountCents)} has been refunded so far.`,
    'The money goes back to the card you paid with; depending on your bank it shows up within 5-10 business days.',
  ];
  return {
    to: order.customerEmail,
    subject: `Refund of ${formatPrice(amountCents)} for order ${shortId}`,
    ...layout('Your refund is on its way', lines),
  };
}
