import { formatPrice } from '@dtm/shared/money';
import { orderNumber } from '@dtm/shared/order-state';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { creditNotes } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { productName } from '../orders/confirmation-mail';

/**
 * "We refunded $X for order abcd1234": the amount and the order only. The admin's reason stays
 * in the back office (it is free text meant for colleagues, not for the customer's inbox).
 */
export function refundMail(
  order: OrderRow,
  amountCents: number,
  options: { cancelled: boolean; creditNoteUrl?: string | null | undefined },
): Mail {
  const shortId = orderNumber(order.id);
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
    ...layout(
      'Your refund is on its way',
      options.creditNoteUrl
        ? [...lines, 'Your credit note for this refund is ready: it is also under Your orders on your dashboard.']
        : lines,
      options.creditNoteUrl ? { label: 'Download your credit note (PDF)', url: options.creditNoteUrl } : undefined,
    ),
  };
}

/**
 * The link to the credit note of the refund just made (the newest of the order, issued before the
 * mail goes out), for the order's owner: the same download as on their dashboard. null when none
 * was made (no invoice to credit).
 */
export async function creditNoteUrl(env: Env, db: Db, order: OrderRow): Promise<string | null> {
  const [note] = await db
    .select({ number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, order.id))
    .orderBy(desc(creditNotes.issuedAt))
    .limit(1);
  if (!note) return null;
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : 'http://localhost:8787';
  return `${origin}/api/orders/${order.id}/credit-notes/${encodeURIComponent(note.number)}`;
}
