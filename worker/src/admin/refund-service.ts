import { formatDollars } from '@dtm/shared/money';
import { ORDER_MESSAGES } from '@dtm/shared/orders';
import { REFUND_MESSAGES } from '@dtm/shared/refunds';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { type OrderRow, orders, type RefundRow, refunds } from '../db/schema';
import { creditNoteOnRefund } from '../invoices/documents';
import { ApiError } from '../lib/errors';
import { sendMail } from '../mail/mailer';
import { withdrawRefundedPurchase } from '../marketplace/orders';
import { createStripe } from '../payments/stripe';
import { creditNoteUrl, refundMail } from './refund-mail';

export type RefundRequest = {
  orderId: string;
  /** Omitted: everything that is left to refund. */
  amountCents?: number | undefined;
  reason?: string | undefined;
  idempotencyKey: string;
  /** null: the shop itself (a cancelled order paid late). */
  actor: AuditEntry['actor'];
};

export type RefundOutcome = {
  order: OrderRow;
  refund: RefundRow;
  /** false when the key was seen before and the earlier refund is answered again. */
  created: boolean;
};

/** A refund as the API shows it. */
export function presentRefund(row: RefundRow) {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: formatDollars(row.amountCents),
    reason: row.reason,
    status: row.status,
    stripeRefundId: row.stripeRefundId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Sends money back through Stripe, once per idempotency key. The amount is reserved on the order
 * first (`refunded_cents`, in the same batch as the pending refund row and only if the order is
 * paid with that much left), so two admins, a double tap or two tabs can never refund more than
 * was paid; Stripe is asked after, under a key of the row, and a refusal gives the reservation back.
 */
export async function refundOrder(db: Db, env: Env, request: RefundRequest): Promise<RefundOutcome> {
  const earlier = await answerEarlier(db, request);
  if (earlier) return earlier;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, request.orderId) });
  if (!order) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
  const left = order.amountCents - order.refundedCents;
  const amount = request.amountCents ?? left;
  if (order.paymentStatus !== 'paid' || !order.stripePaymentIntentId) {
    throw new ApiError(
      'CONFLICT',
      order.paymentStatus === 'refunded' ? REFUND_MESSAGES.nothingLeft : REFUND_MESSAGES.unpaid,
    );
  }
  if (amount <= 0) throw new ApiError('CONFLICT', REFUND_MESSAGES.nothingLeft);
  const refundId = crypto.randomUUID();
  const [inserted, reserved] = await reserve(db, request, refundId, amount);
  if (!inserted[0]) {
    const again = await answerEarlier(db, request);
    if (again) return again;
    const now = await db.query.orders.findFirst({ where: eq(orders.id, request.orderId) });
    throw refusal(now ?? order);
  }
  const reservedOrder = reserved[0];
  const row = inserted[0];
  if (!reservedOrder) throw new Error(`refund ${refundId}: the row was written without its reservation`);
  const stripeRefund = await askStripe(db, env, reservedOrder, row);
  const refundedTotal = formatDollars(reservedOrder.refundedCents);
  const [[succeeded], [updated]] = await db.batch([
    db
      .update(refunds)
      .set({ status: 'succeeded', stripeRefundId: stripeRefund.id })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
      .returning(),
    db
      .update(orders)
      .set({
        paymentStatus: sql`CASE WHEN ${orders.paymentStatus} = 'paid' AND ${orders.refundedCents} >= ${orders.amountCents}
          THEN 'refunded' ELSE ${orders.paymentStatus} END`,
      })
      .where(eq(orders.id, order.id))
      .returning(),
    auditInsert(db, {
      actor: request.actor,
      action: 'order.refunded',
      entityType: 'order',
      entityId: order.id,
      after: { amount: formatDollars(amount), reason: request.reason ?? null, refundedTotal },
    }),
  ]);
  if (!succeeded || !updated) throw new Error(`refund ${refundId}: could not be marked succeeded`);
  await creditNoteOnRefund(env, db, updated, succeeded);
  // Refunded in full: a marketplace purchase's file is no longer the customer's (nor their frame's).
  await withdrawRefundedPurchase(db, env, updated);
  await tellCustomer(env, db, updated, amount, request.actor === null);
  return { order: updated, refund: succeeded, created: true };
}

/** The refund already made under this key (a retry, a double tap), with its order as it is now. */
async function answerEarlier(db: Db, request: RefundRequest): Promise<RefundOutcome | null> {
  const refund = await db.query.refunds.findFirst({ where: eq(refunds.idempotencyKey, request.idempotencyKey) });
  if (!refund) return null;
  if (refund.orderId !== request.orderId) throw new ApiError('CONFLICT', REFUND_MESSAGES.keyReused);
  const order = await db.query.orders.findFirst({ where: eq(orders.id, refund.orderId) });
  if (!order) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return { order, refund, created: false };
}

/**
 * One batch: the pending row, written only while the order is paid with `amount` left (and its
 * key is new), then the reservation, written only if that row exists. Both or neither.
 */
function reserve(db: Db, request: RefundRequest, refundId: string, amount: number) {
  const refundable = sql`${orders.id} = ${request.orderId} AND ${orders.paymentStatus} = 'paid'
    AND ${orders.amountCents} - ${orders.refundedCents} >= ${amount}`;
  return db.batch([
    db
      .insert(refunds)
      .select(
        sql`SELECT ${refundId}, ${request.orderId}, NULL, ${amount}, ${request.reason ?? null},
          ${request.idempotencyKey}, 'pending', ${request.actor?.id ?? null}, ${Date.now()}
        WHERE EXISTS (SELECT 1 FROM ${orders} WHERE ${refundable})`,
      )
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning(),
    db
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${amount}` })
      .where(and(sql`${refundable}`, sql`EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.id} = ${refundId})`))
      .returning(),
  ]);
}

/** Why nothing was reserved: the order is no longer paid, or less is left than asked. */
function refusal(order: OrderRow): ApiError {
  if (order.paymentStatus === 'refunded') return new ApiError('CONFLICT', REFUND_MESSAGES.nothingLeft);
  if (order.paymentStatus !== 'paid') return new ApiError('CONFLICT', REFUND_MESSAGES.unpaid);
  const left = order.amountCents - order.refundedCents;
  if (left <= 0) return new ApiError('CONFLICT', REFUND_MESSAGES.nothingLeft);
  return new ApiError('CONFLICT', REFUND_MESSAGES.tooMuch(left), { leftToRefund: formatDollars(left) });
}

/**
 * Asks Stripe for the refund under a key of the row, so the SDK's own retries refund once. When
 * Stripe refuses, the reservation goes back and the row goes away in one batch, and the admin
 * reads why. (Were Stripe to have refunded although the answer was lost, its charge.refunded
 * webhook still records the amount.)
 */
async function askStripe(db: Db, env: Env, order: OrderRow, row: RefundRow): Promise<Stripe.Refund> {
  try {
    return await createStripe(env).refunds.create(
      {
        payment_intent: order.stripePaymentIntentId ?? '',
        amount: row.amountCents,
        metadata: { order_id: order.id, refund_id: row.id },
      },
      { idempotencyKey: `refund-${row.id}` },
    );
  } catch (error) {
    await db.batch([
      db
        .update(orders)
        .set({ refundedCents: sql`max(${orders.refundedCents} - ${row.amountCents}, 0)` })
        .where(
          and(
            eq(orders.id, order.id),
            sql`EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.id} = ${row.id} AND ${refunds.status} = 'pending')`,
          ),
        ),
      db.delete(refunds).where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending'))),
    ]);
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new ApiError('CONFLICT', REFUND_MESSAGES.refused(error.message));
    }
    console.error(
      JSON.stringify({ level: 'error', message: 'Stripe refund failed', refundId: row.id, error: String(error) }),
    );
    throw new ApiError('BAD_GATEWAY', REFUND_MESSAGES.failed);
  }
}

/** What the refund.created and refund.updated webhooks carry that the shop reads. */
export type StripeRefundEvent = {
  id: string;
  amount: number;
  status: string | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
};

/**
 * A refund Stripe reports that the back office did not make (someone refunded in Stripe's
 * dashboard): recorded as a succeeded refund row of its order, once per Stripe refund (its id is
 * unique among the rows), with its credit note and the customer's refund e-mail, as the shop's own
 * refunds have. The shop's own carry their row's id in the metadata and already have theirs. The
 * order's refunded total comes from charge.refunded (markRefunded), whichever event comes first.
 */
export async function recordStripeRefund(db: Db, env: Env, refund: StripeRefundEvent): Promise<void> {
  if (refund.status !== 'succeeded' || refund.metadata.refund_id || !refund.paymentIntentId || refund.amount <= 0)
    return;
  const order = await db.query.orders.findFirst({ where: eq(orders.stripePaymentIntentId, refund.paymentIntentId) });
  if (!order) return;
  const [row] = await db
    .insert(refunds)
    .values({
      id: crypto.randomUUID(),
      orderId: order.id,
      stripeRefundId: refund.id,
      amountCents: refund.amount,
      reason: REFUND_MESSAGES.madeInStripe,
      idempotencyKey: `stripe-${refund.id}`,
      status: 'succeeded',
      createdBy: null,
    })
    .onConflictDoNothing()
    .returning();
  // Seen before (a retried event, or refund.updated after refund.created): it has its note already.
  if (!row) return;
  await db.batch([
    auditInsert(db, {
      actor: null,
      action: 'order.refunded',
      entityType: 'order',
      entityId: order.id,
      after: { amount: formatDollars(refund.amount), reason: REFUND_MESSAGES.madeInStripe },
    }),
  ]);
  await creditNoteOnRefund(env, db, order, row);
  await tellCustomer(env, db, order, refund.amount, false);
}

/** The customer hears of the refund; a mail that fails does not undo money that went back. */
async function tellCustomer(env: Env, db: Db, order: OrderRow, amount: number, automatic: boolean) {
  try {
    const creditNote = await creditNoteUrl(env, db, order);
    await sendMail(env, db, refundMail(order, amount, { cancelled: automatic, creditNoteUrl: creditNote }));
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'refund mail failed', orderId: order.id, error: String(error) }),
    );
  }
}

/**
 * A cancelled order whose payment still went through (the customer paid in another tab as they
 * cancelled): the whole amount goes back, once, and the timeline shows it.
 */
export async function refundCancelledOrder(db: Db, env: Env, order: OrderRow) {
  if (!order.cancelledAt || order.paymentStatus !== 'paid' || order.refundedCents >= order.amountCents) return null;
  try {
    return await refundOrder(db, env, {
      orderId: order.id,
      reason: REFUND_MESSAGES.cancelledReason,
      idempotencyKey: `cancelled-${order.id}`,
      actor: null,
    });
  } catch (error) {
    // Refused for good (refunded meanwhile, at Stripe or by an admin): a retry of the webhook would
    // be refused again, and charge.refunded records what Stripe did. Stripe unreachable: retry.
    if (!(error instanceof ApiError) || error.code !== 'CONFLICT') throw error;
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'cancelled order not refunded',
        orderId: order.id,
        reason: error.message,
      }),
    );
    return null;
  }
}
