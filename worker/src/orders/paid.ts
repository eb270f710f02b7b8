import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { type OrderRow, orders, userCharacters, userFrames, vouchers } from '../db/schema';
import { invoiceOnPayment } from '../invoices/documents';
import { type MailAttachment, sendMail } from '../mail/mailer';
import { recordVoucherUse, releaseVoucherUse } from '../vouchers/service';
import { orderConfirmationMail } from './confirmation-mail';

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
 * What Stripe really charged for an order: the PaymentIntent's id, `amount_received`, and the
 * voucher the intent was created with (its metadata). `voucherCode` is undefined for intents
 * made before the metadata carried it: then the order's own voucher fields stand.
 */
export type Charge = {
  intentId: string;
  amountReceived: number;
  voucherCode?: string | null | undefined;
  discountCents?: number | undefined;
};

/** The charge a succeeded PaymentIntent stands for. */
export function chargeOf(intent: Pick<Stripe.PaymentIntent, 'id' | 'amount_received' | 'metadata'>): Charge {
  const meta = intent.metadata ?? {};
  const known = meta.discount_cents !== undefined;
  return {
    intentId: intent.id,
    amountReceived: intent.amount_received,
    voucherCode: known ? meta.voucher_code || null : undefined,
    discountCents: known ? Number(meta.discount_cents) || 0 : undefined,
  };
}

/** Metadata that lets the webhook record exactly what an intent charged for. */
export function chargeMetadata(order: OrderRow) {
  return {
    order_id: order.id,
    order_type: order.type,
    voucher_code: order.voucherCode ?? '',
    discount_cents: String(order.discountCents),
  };
}

/**
 * Marks an order paid after Stripe confirmed it (webhook or retrieve), recording what was really
 * charged: the amount received and the voucher of the intent that was paid, whatever the order
 * row said meanwhile. The voucher count follows in the same batch (one use taken if the paid
 * voucher was not held, a held use of another code given back), and all of it only when the
 * order's status changes, so a replayed or duplicated event, or a webhook racing the
 * complete-payment call, does everything exactly once. `charge` is null for a free order.
 */
export async function markPaid(db: Db, env: Env, orderId: string, origin: string, charge: Charge | null) {
  const now = new Date();
  const open = and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'failed']));
  const paidFields = paidFieldsAt(now);
  if (!charge) {
    await db.update(orders).set(paidFields).where(open);
  } else if (charge.voucherCode === undefined) {
    await db
      .update(orders)
      .set({ ...paidFields, stripePaymentIntentId: charge.intentId, amountCents: charge.amountReceived })
      .where(open);
  } else {
    await db.batch(recordChargeStatements(db, orderId, open, paidFields, charge, now));
  }
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (order?.paymentStatus !== 'paid') return order ?? null;
  if (charge && order.stripePaymentIntentId !== charge.intentId) {
    console.error(`order ${orderId}: PaymentIntent ${charge.intentId} succeeded but the order was paid by another one`);
  }
  if (order.voucherCode) await recordVoucherUse(db, order.voucherCode, order.id);
  // Every recorded payment gets its numbered invoice (also one cancelled and refunded: its credit note refers to it).
  const invoice = await invoiceOnPayment(env, db, order, { attach: !order.cancelledAt && !order.confirmationSentAt });
  // A cancelled order paid late is never fulfilled: no frame, no confirmation; the webhook refunds it.
  if (order.cancelledAt) return order;
  // A guest's row too (no user yet): the admins see it and can deliver; signing in links it.
  await createOwnedItem(db, order, order.userId);
  await sendConfirmationOnce(db, env, order, origin, invoice);
  return order;
}

/** What every paid order gets: its status, time, upload token and the link's expiry. */
function paidFieldsAt(now: Date) {
  return {
    paymentStatus: 'paid' as const,
    paidAt: now,
    uploadToken: sql`coalesce(${orders.uploadToken}, ${newUploadToken()})`,
    uploadExpiresAt: new Date(now.getTime() + UPLOAD_LIMITS.tokenLifetimeDays * DAY_MS),
  };
}

/** The three statements that record a charge with a known voucher, run as one batch. */
function recordChargeStatements(
  db: Db,
  orderId: string,
  open: SQL | undefined,
  paidFields: ReturnType<typeof paidFieldsAt>,
  charge: Charge,
  now: Date,
) {
  const code = charge.voucherCode ?? null;
  const stillOpen = sql`${orders.id} = ${orderId} AND ${orders.paymentStatus} IN ('pending', 'failed')`;
  const takeUse = db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      sql`${vouchers.code} = ${code} AND EXISTS (SELECT 1 FROM ${orders} WHERE ${stillOpen}
        AND NOT (${orders.voucherClaimedAt} IS NOT NULL AND ${orders.voucherCode} = ${code}))`,
    );
  const giveBackOther = db
    .update(vouchers)
    .set({ usedCount: sql`max(${vouchers.usedCount} - 1, 0)` })
    .where(
      sql`${vouchers.code} = (SELECT ${orders.voucherCode} FROM ${orders} WHERE ${stillOpen}
        AND ${orders.voucherClaimedAt} IS NOT NULL AND ${orders.voucherCode} IS NOT ${code})`,
    );
  const markOrder = db
    .update(orders)
    .set({
      ...paidFields,
      stripePaymentIntentId: charge.intentId,
      amountCents: charge.amountReceived,
      discountCents: charge.discountCents ?? 0,
      voucherCode: code,
      voucherClaimedAt: code
        ? sql`CASE WHEN ${orders.voucherCode} = ${code} AND ${orders.voucherClaimedAt} IS NOT NULL
            THEN ${orders.voucherClaimedAt} ELSE ${now.getTime()} END`
        : null,
    })
    .where(open);
  return [takeUse, giveBackOther, markOrder] as const;
}

/** The frame or character row of a paid order (one per order); `userId` null for a guest's. */
export async function createOwnedItem(db: Db, order: OrderRow, userId: string | null) {
  await ownedItemInsert(db, order, userId);
}

/**
 * The insert of that row, unexecuted, for a caller's `db.batch([...])`. When the row is there
 * already without an owner (a guest paid), linking the order to `userId` gives it that owner;
 * a row that has one keeps it.
 */
export function ownedItemInsert(db: Db, order: OrderRow, userId: string | null) {
  if (order.type === 'frame') {
    const insert = db.insert(userFrames).values({ userId, orderId: order.id, frameSize: order.frameSize ?? '7' });
    return userId
      ? insert.onConflictDoUpdate({ target: userFrames.orderId, set: { userId }, setWhere: isNull(userFrames.userId) })
      : insert.onConflictDoNothing();
  }
  const insert = db.insert(userCharacters).values({ userId, orderId: order.id, characterName: order.characterName });
  return userId
    ? insert.onConflictDoUpdate({
        target: userCharacters.orderId,
        set: { userId },
        setWhere: isNull(userCharacters.userId),
      })
    : insert.onConflictDoNothing();
}

async function sendConfirmationOnce(
  db: Db,
  env: Env,
  order: OrderRow,
  origin: string,
  invoice: { number: string; attachment: MailAttachment } | null,
) {
  const claimed = await db
    .update(orders)
    .set({ confirmationSentAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.confirmationSentAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return;
  try {
    const mail = orderConfirmationMail(order, origin, invoice?.number);
    await sendMail(env, db, invoice ? { ...mail, attachments: [invoice.attachment] } : mail);
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

/**
 * charge.refunded: records what Stripe says went back, also refunds made outside the shop (the
 * Stripe dashboard). `refunded_cents` only ever rises to Stripe's total (max), so the event of a
 * refund the shop made itself, which already reserved its amount, counts nothing twice. The order
 * is refunded once all of it went back, also when the refund's event came before the payment's
 * (pending/failed -> refunded), so the late payment_intent.succeeded finds nothing to mark paid
 * and no confirmation goes out for money that went back.
 */
export async function markRefunded(db: Db, orderId: string, refund: { amountRefunded: number; fully: boolean }) {
  const total = sql`max(${orders.refundedCents}, ${refund.amountRefunded})`;
  await db
    .update(orders)
    .set({
      refundedCents: total,
      paymentStatus: sql`CASE WHEN ${refund.fully ? 1 : 0} = 1 OR (${orders.paymentStatus} = 'paid' AND ${total} >= ${orders.amountCents})
        THEN 'refunded' ELSE ${orders.paymentStatus} END`,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'failed', 'paid'])));
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
