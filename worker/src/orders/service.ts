import {
  catalogPriceCents,
  type FrameSize,
  isMarketplaceKind,
  type OrderType,
  voucherProductFor,
} from '@dtm/shared/constants';
import { MESSAGES } from '@dtm/shared/messages';
import { ORDER_MESSAGES, type ShippingAddress } from '@dtm/shared/orders';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { type OrderRow, orders, users } from '../db/schema';
import type { SessionUser } from '../env';
import { ApiError } from '../lib/errors';
import { checkVoucher, claimVoucherUse, priceWithVoucher } from '../vouchers/service';
import { chargeMetadata, chargeOf, markFailed, markPaid, newUploadToken, ownedItemInsert, releaseClaim } from './paid';

const ORDER_NOT_FOUND = ORDER_MESSAGES.notFound;

export type NewOrder = {
  type: OrderType;
  customerName: string;
  customerEmail: string;
  frameSize?: FrameSize;
  characterName?: string | undefined;
  voucherCode?: string | undefined;
  userId: string | null;
};

/** Creates a pending order priced from the server's catalog and the voucher (checked here). */
export async function createOrder(db: Db, input: NewOrder): Promise<OrderRow> {
  const frameSize = input.type === 'frame' ? (input.frameSize ?? '7') : null;
  const price = catalogPriceCents(input.type, frameSize);
  const voucher = input.voucherCode
    ? await checkVoucher(db, input.voucherCode, voucherProductFor(input.type, frameSize))
    : null;
  const { discountCents, totalCents } = priceWithVoucher(price, voucher);
  const [order] = await db
    .insert(orders)
    .values({
      type: input.type,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      frameSize,
      characterName: input.characterName ?? null,
      amountCents: totalCents,
      discountCents,
      voucherCode: voucher?.code ?? null,
      userId: input.userId,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

/** One order by id, or undefined. */
export function findOrder(db: Db, id: string) {
  return db.query.orders.findFirst({ where: eq(orders.id, id) });
}

/** The order paid through this PaymentIntent, or undefined. */
export function findOrderByPaymentIntent(db: Db, paymentIntentId: string) {
  return db.query.orders.findFirst({ where: eq(orders.stripePaymentIntentId, paymentIntentId) });
}

/** The order if the caller owns it or is an admin (its artwork and preview); anyone else learns nothing (404). */
export async function findViewableOrder(db: Db, id: string, user: Pick<SessionUser, 'id' | 'isAdmin'> | null) {
  const order = await findOrder(db, id);
  if (!order || !user || !(user.isAdmin || order.userId === user.id)) throw new ApiError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/** The order if the caller may see it: its owner, or the browser that created it. Else 404. */
export async function findAccessibleOrder(db: Db, id: string, userId: string | null, browserOrderIds: string[]) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  const ownedByCaller = userId !== null && order?.userId === userId;
  const guestOrderOfThisBrowser = order?.userId === null && browserOrderIds.includes(id);
  if (!order || !(ownedByCaller || guestOrderOfThisBrowser)) throw new ApiError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

type SetupInput = { withoutVoucher: boolean; shippingAddress?: ShippingAddress };
const ALREADY_PAID = ORDER_MESSAGES.alreadyPaid;
const PAYMENT_PROCESSING = ORDER_MESSAGES.paymentProcessing;

/**
 * Sets up payment for an order: claims the voucher use atomically, then creates (or reuses)
 * one PaymentIntent per order. A zero total is a free order, paid at once. The price and the
 * voucher change only once the order's previous PaymentIntent can no longer be paid.
 */
export async function setupPayment(
  db: Db,
  env: Env,
  stripe: Stripe,
  order: OrderRow,
  input: SetupInput,
  origin: string,
) {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    throw new ApiError('CONFLICT', ALREADY_PAID);
  }
  if (order.cancelledAt) throw new ApiError('CONFLICT', ORDER_MESSAGES.cancelled);
  let current = order;
  const reprice = input.withoutVoucher && Boolean(current.voucherCode);
  const open = current.stripePaymentIntentId ? await settleOpenIntent(db, env, stripe, current, origin, reprice) : null;
  if (reprice) current = await dropVoucher(db, current);
  if (input.shippingAddress) {
    current = await update(db, current.id, { shippingAddress: input.shippingAddress });
  }
  if (current.voucherCode && !current.voucherClaimedAt) current = await claimForOrder(db, current);
  const uploadToken = current.uploadToken ?? newUploadToken();
  if (!current.uploadToken) current = await update(db, current.id, { uploadToken });

  if (current.amountCents === 0) {
    await markPaid(db, env, current.id, origin, null);
    return { clientSecret: null, amountCents: 0, uploadToken };
  }
  const intent = await paymentIntentFor(db, env, stripe, current, origin, open);
  if (intent.id !== current.stripePaymentIntentId) await update(db, current.id, { stripePaymentIntentId: intent.id });
  return { clientSecret: intent.client_secret, amountCents: current.amountCents, uploadToken };
}

/**
 * The customer cancels an unpaid order: its PaymentIntent is cancelled at Stripe first (if the
 * payment won that race, the order is recorded paid and the answer is 409), then the order is
 * marked cancelled, its voucher use given back, and the timeline says so, in one batch.
 * Cancelling twice is harmless.
 */
export async function cancelOrder(
  db: Db,
  env: Env,
  stripe: Stripe,
  order: OrderRow,
  actor: AuditEntry['actor'],
  origin: string,
) {
  if (order.cancelledAt) return order;
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    throw new ApiError('CONFLICT', ORDER_MESSAGES.cancelPaid);
  }
  if (order.stripePaymentIntentId) await settleOpenIntent(db, env, stripe, order, origin, true);
  const unpaid = inArray(orders.paymentStatus, ['pending', 'failed']);
  const [[cancelled]] = await db.batch([
    db
      .update(orders)
      .set({ cancelledAt: new Date() })
      .where(and(eq(orders.id, order.id), unpaid, isNull(orders.cancelledAt)))
      .returning(),
    auditInsert(db, {
      actor,
      action: 'order.cancelled',
      entityType: 'order',
      entityId: order.id,
      before: { paymentStatus: order.paymentStatus },
      after: { cancelled: true },
    }),
  ]);
  if (!cancelled) {
    const now = await findOrder(db, order.id);
    if (now?.cancelledAt) return now;
    throw new ApiError('CONFLICT', ORDER_MESSAGES.cancelPaid);
  }
  await releaseClaim(db, order.id);
  return cancelled;
}

/**
 * Looks at the order's PaymentIntent before anything about its price may change. Paid: the
 * order is recorded as Stripe charged it and the caller gets 409. Processing: 409, nothing
 * changes. Still payable and about to be re-priced: cancelled first (Stripe decides the race
 * with a confirmation: if the payment won, the cancel fails and the order is recorded paid).
 */
async function settleOpenIntent(
  db: Db,
  env: Env,
  stripe: Stripe,
  order: OrderRow,
  origin: string,
  cancelIfOpen: boolean,
): Promise<Stripe.PaymentIntent> {
  let intent = await stripe.paymentIntents.retrieve(order.stripePaymentIntentId ?? '');
  if (cancelIfOpen && intent.status !== 'canceled' && intent.status !== 'succeeded') {
    try {
      intent = await stripe.paymentIntents.cancel(intent.id);
    } catch {
      intent = await stripe.paymentIntents.retrieve(intent.id);
    }
  }
  if (intent.status === 'succeeded') {
    await markPaid(db, env, order.id, origin, chargeOf(intent));
    throw new ApiError('CONFLICT', ALREADY_PAID);
  }
  if (intent.status === 'processing') throw new ApiError('CONFLICT', PAYMENT_PROCESSING);
  if (cancelIfOpen && intent.status !== 'canceled') throw new ApiError('CONFLICT', PAYMENT_PROCESSING);
  return intent;
}

/** The order's open PaymentIntent when it still matches the order, else a new one under a new key. */
async function paymentIntentFor(
  db: Db,
  env: Env,
  stripe: Stripe,
  order: OrderRow,
  origin: string,
  open: Stripe.PaymentIntent | null,
): Promise<Stripe.PaymentIntent> {
  let idempotencyKey = `order-${order.id}-${order.amountCents}`;
  if (open) {
    // A cancelled intent (declined with a voucher, or re-priced) is replaced by a new one, under a new key.
    idempotencyKey = `${idempotencyKey}-after-${open.id}`;
    const drifted =
      open.amount !== order.amountCents || (open.metadata.voucher_code ?? '') !== (order.voucherCode ?? '');
    if (open.status !== 'canceled' && !drifted) return open;
    if (open.status !== 'canceled') await settleOpenIntent(db, env, stripe, order, origin, true);
  }
  return stripe.paymentIntents.create(
    {
      amount: order.amountCents,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      receipt_email: order.customerEmail,
      description: order.type === 'frame' ? `${order.frameSize}" digital frame` : 'Animated character',
      metadata: chargeMetadata(order),
    },
    { idempotencyKey },
  );
}

/**
 * Claims the order's voucher use: the use (one conditional UPDATE of the voucher) and the order's
 * claim mark are written in one batch, so no other request ever sees a mark without its use. A
 * setup that finds the order already claimed (a double click) goes on with that claim; one that
 * finds neither a claim nor a use left answers 409.
 */
async function claimForOrder(db: Db, order: OrderRow): Promise<OrderRow> {
  const code = order.voucherCode ?? '';
  const unclaimed = and(eq(orders.id, order.id), eq(orders.voucherCode, code), isNull(orders.voucherClaimedAt));
  const [, marked] = await db.batch([
    claimVoucherUse(db, code, sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${unclaimed})`),
    db.update(orders).set({ voucherClaimedAt: new Date() }).where(and(unclaimed, sql`changes() > 0`)).returning(),
  ]);
  if (marked[0]) return marked[0];
  const current = await db.query.orders.findFirst({ where: eq(orders.id, order.id) });
  if (current?.voucherClaimedAt) return current;
  throw new ApiError('CONFLICT', MESSAGES.voucherUsedUp, { canContinueWithoutVoucher: true });
}

async function dropVoucher(db: Db, order: OrderRow): Promise<OrderRow> {
  // Marketplace orders have no voucher and are never set up through checkout.
  if (isMarketplaceKind(order.type)) throw new ApiError('NOT_FOUND', ORDER_NOT_FOUND);
  await releaseClaim(db, order.id);
  return update(db, order.id, {
    voucherCode: null,
    voucherClaimedAt: null,
    discountCents: 0,
    amountCents: catalogPriceCents(order.type, order.frameSize),
  });
}

async function update(db: Db, id: string, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  if (!row) throw new ApiError('NOT_FOUND', ORDER_NOT_FOUND);
  return row;
}

/** Asks Stripe for the PaymentIntent and applies what it says; never trusts the browser's word. */
export async function confirmWithStripe(
  db: Db,
  env: Env,
  stripe: Stripe,
  order: OrderRow,
  paymentIntentId: string,
  origin: string,
) {
  if (order.stripePaymentIntentId && order.stripePaymentIntentId !== paymentIntentId) {
    throw new ApiError('BAD_REQUEST', ORDER_MESSAGES.paymentNotThisOrder);
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch {
    throw new ApiError('BAD_REQUEST', ORDER_MESSAGES.paymentNotFound);
  }
  if (intent.metadata.order_id !== order.id) throw new ApiError('BAD_REQUEST', ORDER_MESSAGES.paymentNotThisOrder);
  if (intent.status === 'succeeded') return (await markPaid(db, env, order.id, origin, chargeOf(intent))) ?? order;
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) await markFailed(db, stripe, order.id);
  return (await db.query.orders.findFirst({ where: eq(orders.id, order.id) })) ?? order;
}

/**
 * Links a guest's paid orders to the signed-in customer, all or nothing: every order must carry
 * the upload token, be paid and belong to nobody else. The owner, the frame/character rows and
 * the artwork follow-ups (for artwork submitted before sign-in) are written in one batch.
 */
/**
 * The name typed at checkout becomes the new account's name ("Maria de la Cruz": first name
 * Maria, last name de la Cruz), only while the profile has none: a name the person set stays.
 */
function nameFromCheckout(db: Db, userId: string, customerName: string) {
  const [firstName, ...rest] = customerName.trim().split(/\s+/);
  if (!firstName) return null;
  return db
    .update(users)
    .set({ firstName, lastName: rest.length > 0 ? rest.join(' ') : null, name: [firstName, ...rest].join(' ') })
    .where(and(eq(users.id, userId), isNull(users.firstName), isNull(users.lastName)));
}

export async function linkOrdersToUser(
  db: Db,
  jobs: Queue,
  userId: string,
  orderIds: string[],
  uploadToken: string,
): Promise<string[]> {
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const linkable = rows.filter(
    (o) => o.uploadToken === uploadToken && o.paymentStatus === 'paid' && (o.userId === null || o.userId === userId),
  );
  if (linkable.length !== new Set(orderIds).size) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.linkNotFound);
  const [first, ...rest] = linkable.flatMap((order) => [
    db
      .update(orders)
      .set({ userId })
      .where(and(eq(orders.id, order.id), eq(orders.uploadToken, uploadToken))),
    ownedItemInsert(db, order, userId),
  ]);
  const named = linkable[0] ? nameFromCheckout(db, userId, linkable[0].customerName) : null;
  if (first) await db.batch(named ? [first, ...rest, named] : [first, ...rest]);
  const followUps = linkable
    .filter((order) => order.artworkSubmittedAt)
    .map((order) => ({ body: { type: 'artwork.submitted' as const, orderId: order.id, token: uploadToken } }));
  if (followUps.length > 0) await jobs.sendBatch(followUps);
  return linkable.map((o) => o.id);
}
