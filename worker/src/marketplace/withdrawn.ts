import { MARKETPLACE_MESSAGES } from '@dtm/shared/marketplace';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { animationOnSale } from '../animations/service';
import type { Db } from '../db/client';
import { animations, backgrounds, userAnimations, userBackgrounds } from '../db/schema';
import { ApiError } from '../lib/errors';

/** PaymentIntents that can still be cancelled (a paid or already cancelled one cannot). */
const CANCELABLE: readonly Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
];

/**
 * The kind of item a marketplace purchase pays for when the back office took that item off sale
 * and this payment has not bought it yet; null otherwise (still on sale, already delivered, a
 * variation, or an item that does not exist). The purchase was started while the item was on sale
 * (starting one is refused afterwards): only its payment came late.
 */
export async function withdrawnItemOf(
  db: Db,
  intent: Stripe.PaymentIntent,
): Promise<'animation' | 'background' | null> {
  const { purchase_kind: kind, item_id: itemId } = intent.metadata;
  if (!itemId) return null;
  if (kind === 'animation') {
    const item = await db.query.animations.findFirst({ where: eq(animations.id, itemId) });
    if (!item || animationOnSale(item)) return null;
    const bought = await db.query.userAnimations.findFirst({
      where: eq(userAnimations.stripePaymentIntentId, intent.id),
    });
    return bought ? null : 'animation';
  }
  if (kind === 'background') {
    const item = await db.query.backgrounds.findFirst({ where: eq(backgrounds.id, itemId) });
    if (!item || item.active) return null;
    const bought = await db.query.userBackgrounds.findFirst({
      where: eq(userBackgrounds.stripePaymentIntentId, intent.id),
    });
    return bought ? null : 'background';
  }
  return null;
}

/**
 * Gives the money back for a purchase of a withdrawn item, once whoever asks (the browser's
 * completion, the webhook, a retry: the refund's idempotency key is the PaymentIntent's); a
 * payment not made yet is cancelled instead, so it cannot go through later.
 */
export async function giveBackWithdrawn(
  stripe: Stripe,
  intent: Stripe.PaymentIntent,
): Promise<'refunded' | 'cancelled'> {
  if (intent.status === 'succeeded') {
    const alreadyRefunded = (error: unknown) =>
      (error as { code?: string } | null)?.code === 'charge_already_refunded' ? undefined : Promise.reject(error);
    await stripe.refunds
      .create(
        {
          payment_intent: intent.id,
          reason: 'requested_by_customer',
          metadata: { purchase_kind: intent.metadata.purchase_kind ?? '', item_id: intent.metadata.item_id ?? '' },
        },
        { idempotencyKey: `withdrawn-${intent.id}` },
      )
      // Given back already (by the webhook, or a retry after the idempotency key expired): nothing more to do.
      .catch(alreadyRefunded);
    return 'refunded';
  }
  if (CANCELABLE.includes(intent.status)) {
    // Best effort: if the customer's bank is still deciding, a later success is refunded by the webhook.
    await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
  }
  return 'cancelled';
}

/**
 * complete-purchase for an item taken off sale: refunded (or cancelled) and refused with a
 * clear 410, nothing created. Returns normally when the item is still for sale to this payment.
 */
export async function refuseWithdrawn(db: Db, stripe: Stripe, intent: Stripe.PaymentIntent): Promise<void> {
  const kind = await withdrawnItemOf(db, intent);
  if (!kind) return;
  const outcome = await giveBackWithdrawn(stripe, intent);
  const message =
    outcome === 'refunded' ? MARKETPLACE_MESSAGES.withdrawnRefunded[kind] : MARKETPLACE_MESSAGES.withdrawn[kind];
  throw new ApiError('GONE', message);
}
