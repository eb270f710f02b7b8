import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { orders, userCharacters, userFrames } from '../db/schema';
import { sendMail } from '../mail/mailer';
import { recordVoucherUse, releaseVoucherUse } from '../vouchers/service';
import { orderConfirmationMail } from './confirmation-mail';

type OrderRow = typeof orders.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh upload token: 32 random bytes, base64url. */
export function newUploadToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/**
 * Marks an order paid after Stripe confirmed it (webhook or retrieve). The status change is one
 * conditional UPDATE; the follow-ups are each idempotent, so a replayed or duplicated event, or
 * a webhook racing the complete-payment call, does everything exactly once.
 */
export async function markPaid(db: Db, env: Env, orderId: string, origin: string, paymentIntentId: string | null) {
  const now = new Date();
  await db
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: now,
      uploadToken: sql`coalesce(${orders.uploadToken}, ${newUploadToken()})`,
      uploadExpiresAt: new Date(now.getTime() + UPLOAD_LIMITS.tokenLifetimeDays * DAY_MS),
      ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'failed'])));
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (order?.paymentStatus !== 'paid') return order ?? null;
  if (order.voucherCode) await recordVoucherUse(db, order.voucherCode, order.id);
  if (order.userId) await createOwnedItem(db, order, order.userId);
  await sendConfirmationOnce(db, env, order, origin);
  return order;
}

/** The customer's frame or character row for a paid order (one per order). */
export async function createOwnedItem(db: Db, order: OrderRow, userId: string) {
  if (order.type === 'frame') {
    await db
      .insert(userFrames)
      .values({ userId, orderId: order.id, frameSize: order.frameSize ?? '7' })
      .onConflictDoNothing();
  } else {
    await db
      .insert(userCharacters)
      .values({ userId, orderId: order.id, characterName: order.characterName })
      .onConflictDoNothing();
  }
}

async function sendConfirmationOnce(db: Db, env: Env, order: OrderRow, origin: string) {
  const claimed = await db
    .update(orders)
    .set({ confirmationSentAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.confirmationSentAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return;
  try {
    await sendMail(env, db, orderConfirmationMail(order, origin));
  } catch (error) {
    // Let the next confirmation (a webhook retry) send it.
    await db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, order.id));
    throw error;
  }
}

/**
 * payment_intent.payment_failed: pending -> failed, and the voucher use goes back. The
 * discounted PaymentIntent is cancelled first: were it left open, the customer could pay it
 * later with the discount after the use went to someone else. If it cannot be cancelled
 * because it was paid meanwhile, the claim stays.
 */
export async function markFailed(db: Db, stripe: Stripe, orderId: string) {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order?.voucherClaimedAt || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return;
  if (order.stripePaymentIntentId && !(await cancelIntent(stripe, order.stripePaymentIntentId))) return;
  await releaseClaim(db, orderId);
}

/** True when the PaymentIntent is cancelled now (or already was); false when it went on to be paid. */
async function cancelIntent(stripe: Stripe, id: string): Promise<boolean> {
  try {
    await stripe.paymentIntents.cancel(id);
    return true;
  } catch {
    const current = await stripe.paymentIntents.retrieve(id);
    return current.status === 'canceled';
  }
}

/** Releases the order's voucher claim once (conditional on the claim still being held). */
export async function releaseClaim(db: Db, orderId: string) {
  const released = await db
    .update(orders)
    .set({ voucherClaimedAt: null })
    .where(
      and(
        eq(orders.id, orderId),
        isNotNull(orders.voucherClaimedAt),
        inArray(orders.paymentStatus, ['pending', 'failed']),
      ),
    )
    .returning({ code: orders.voucherCode });
  const code = released[0]?.code;
  if (code) await releaseVoucherUse(db, code);
}

/** charge.refunded: paid -> refunded. */
export async function markRefunded(db: Db, orderId: string) {
  await db
    .update(orders)
    .set({ paymentStatus: 'refunded' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid')));
}

/** Voucher claims of orders left unpaid for 24 hours go back to the pool (cron). */
export async function releaseStaleClaims(db: Db, stripe: Stripe, now = Date.now()) {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ['pending', 'failed']),
        isNotNull(orders.voucherClaimedAt),
        sql`${orders.voucherClaimedAt} < ${now - DAY_MS}`,
      ),
    );
  for (const { id } of stale) await markFailed(db, stripe, id);
  return stale.length;
}
