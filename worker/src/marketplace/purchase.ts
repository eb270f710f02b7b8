import { MARKETPLACE_MESSAGES, type PurchaseIntent } from '@dtm/shared/marketplace';
import { formatDollars } from '@dtm/shared/money';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { animations, animationVariations, backgrounds, orders, userAnimations, userBackgrounds } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { AdminNotice } from '../mail/admin-notices';
import { receiptOnce, recordPurchaseOrder, refundedPurchases, withdrawRefundedPurchase } from './orders';
import { refuseWithdrawn } from './withdrawn';

/** What a marketplace PaymentIntent pays for; the webhook and the completion read it back. */
export type PurchaseKind = 'animation' | 'background' | 'variation';

/** PaymentIntent metadata of a purchase. `item_id` is the animation, the background or the owned animation. */
type PurchaseMetadata = {
  purchase_kind: PurchaseKind;
  user_id: string;
  item_id: string;
  variation_name?: string;
  background_id?: string;
  /** The buyer's country, when given: the invoice's VAT follows it. */
  buyer_country?: string;
};

export type PurchaseRequest = {
  kind: PurchaseKind;
  userId: string;
  email: string;
  itemId: string;
  /** From the server's rows only; the browser never names a price. */
  amountCents: number;
  description: string;
  variationName?: string;
  backgroundId?: string;
  /** ISO code, when the buyer gave it (checked against the VAT table before this is called). */
  country?: string | undefined;
};

/** What fulfilling a purchase needs beyond the database: the order's invoice and receipt, and the admins' notice. */
export type PurchaseContext = { env: Env; origin: string; notify?: NotifyAdmins | undefined };

export const ALREADY_OWNED: Record<Exclude<PurchaseKind, 'variation'>, string> = MARKETPLACE_MESSAGES.alreadyOwned;
export const VARIATION_EXISTS = MARKETPLACE_MESSAGES.variationExists;
const NOT_THIS_PURCHASE = MARKETPLACE_MESSAGES.notThisPurchase;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Creates the PaymentIntent for a purchase. The idempotency key names the buyer, the item and
 * the price, so a double click, a second tab or a retry after a declined card all get the same
 * PaymentIntent: the customer can never be charged twice for one item by accident.
 */
export async function startPurchase(
  db: Db,
  stripe: Stripe,
  request: PurchaseRequest,
  ctx: PurchaseContext,
): Promise<PurchaseIntent> {
  const metadata: PurchaseMetadata = {
    purchase_kind: request.kind,
    user_id: request.userId,
    item_id: request.itemId,
    ...(request.variationName ? { variation_name: request.variationName } : {}),
    ...(request.backgroundId ? { background_id: request.backgroundId } : {}),
    ...(request.country ? { buyer_country: request.country } : {}),
  };
  // Bought, refunded in full, bought again: a new PaymentIntent (the old key answers the refunded one).
  const refunded = await refundedPurchases(db, request.userId, request.kind, request.itemId);
  const keyParts = [
    request.kind,
    request.userId,
    request.itemId,
    request.amountCents,
    request.variationName ?? '',
    request.backgroundId ?? '',
    ...(request.country ? [request.country] : []),
    ...(refunded > 0 ? [`after-refund-${refunded}`] : []),
  ];
  const idempotencyKey = `purchase-${await sha256Hex(JSON.stringify(keyParts))}`;
  const created = await stripe.paymentIntents.create(
    {
      amount: request.amountCents,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      receipt_email: request.email,
      description: request.description,
      metadata,
    },
    { idempotencyKey },
  );
  // A replayed answer is the intent as it was first created; ask for how it is now.
  const intent = wasReplayed(created) ? await stripe.paymentIntents.retrieve(created.id) : created;
  if (intent.status === 'succeeded') {
    // Paid earlier, but neither the browser nor the webhook has completed it yet: do it now.
    await fulfilPurchase(db, intent, ctx);
    throw new ApiError('CONFLICT', request.kind === 'variation' ? VARIATION_EXISTS : ALREADY_OWNED[request.kind]);
  }
  if (!intent.client_secret) throw new Error('PaymentIntent without client_secret');
  const target =
    request.kind === 'animation'
      ? { animationId: request.itemId }
      : request.kind === 'background'
        ? { backgroundId: request.itemId }
        : { userAnimationId: request.itemId };
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount: formatDollars(intent.amount),
    ...target,
  };
}

/** Stripe's `Idempotent-Replayed` answer header (a plain object or, with the fetch client, `Headers`). */
function wasReplayed(response: Stripe.Response<unknown>): boolean {
  const headers: unknown = response.lastResponse?.headers;
  const value =
    headers instanceof Headers
      ? headers.get('idempotent-replayed')
      : (headers as Record<string, string> | undefined)?.['idempotent-replayed'];
  return value === 'true';
}

function readMetadata(intent: Stripe.PaymentIntent): PurchaseMetadata | null {
  const { purchase_kind: kind, user_id: userId, item_id: itemId } = intent.metadata;
  if ((kind !== 'animation' && kind !== 'background' && kind !== 'variation') || !userId || !itemId) return null;
  return {
    purchase_kind: kind,
    user_id: userId,
    item_id: itemId,
    ...(intent.metadata.variation_name ? { variation_name: intent.metadata.variation_name } : {}),
    ...(intent.metadata.background_id ? { background_id: intent.metadata.background_id } : {}),
    ...(intent.metadata.buyer_country ? { buyer_country: intent.metadata.buyer_country } : {}),
  };
}

/** True for a PaymentIntent made by `startPurchase` (the webhook routes by it). */
export function isPurchaseIntent(intent: Stripe.PaymentIntent): boolean {
  return readMetadata(intent) !== null;
}

/** Tells the admins of work that waits for them (a variation to make); bound to the request's env and origin. */
export type NotifyAdmins = (notice: AdminNotice) => Promise<void>;

/**
 * A succeeded PaymentIntent's order (paid, with its line item, invoice and receipt e-mail) and
 * purchased row, each exactly once: both are unique by PaymentIntent, so the browser's completion,
 * the webhook and any replay meet at one order and one row, in whatever order they come. Returns
 * the row's id, or null when the intent has not succeeded or its order was refunded in full (then
 * nothing is handed over again). A new variation is a task for the admins (`notify`).
 */
export async function fulfilPurchase(
  db: Db,
  intent: Stripe.PaymentIntent,
  ctx: PurchaseContext,
): Promise<string | null> {
  const meta = readMetadata(intent);
  if (!meta || intent.status !== 'succeeded') return null;
  const order = await recordPurchaseOrder(db, intent, {
    kind: meta.purchase_kind,
    userId: meta.user_id,
    itemId: meta.item_id,
  });
  if (!order || order.paymentStatus === 'refunded') return null;
  const id = await createPurchasedRow(db, intent, meta, ctx.notify);
  // A full refund that went through while the row was being made: it goes again.
  const now = await db.query.orders.findFirst({ where: eq(orders.id, order.id) });
  if (now?.paymentStatus === 'refunded') {
    await withdrawRefundedPurchase(db, ctx.env, now);
    return null;
  }
  await receiptOnce(db, ctx.env, now ?? order, ctx.origin);
  return id;
}

/** The purchased row itself (animation, background or variation), once per PaymentIntent. */
async function createPurchasedRow(
  db: Db,
  intent: Stripe.PaymentIntent,
  meta: PurchaseMetadata,
  notify?: NotifyAdmins,
): Promise<string | null> {
  const price = intent.amount_received || intent.amount;
  if (meta.purchase_kind === 'animation') {
    const animation = await db.query.animations.findFirst({ where: eq(animations.id, meta.item_id) });
    if (!animation) return null;
    await db
      .insert(userAnimations)
      .values({
        userId: meta.user_id,
        animationId: animation.id,
        baseFileUrl: animation.fileUrl,
        customizations: {},
        purchasePriceCents: price,
        stripePaymentIntentId: intent.id,
      })
      .onConflictDoNothing({ target: userAnimations.stripePaymentIntentId });
    const row = await db.query.userAnimations.findFirst({ where: eq(userAnimations.stripePaymentIntentId, intent.id) });
    return row?.id ?? null;
  }
  if (meta.purchase_kind === 'background') {
    const background = await db.query.backgrounds.findFirst({ where: eq(backgrounds.id, meta.item_id) });
    if (!background) return null;
    await db
      .insert(userBackgrounds)
      .values({
        userId: meta.user_id,
        backgroundId: background.id,
        fileUrl: background.fileUrl,
        purchasePriceCents: price,
        stripePaymentIntentId: intent.id,
      })
      .onConflictDoNothing({ target: userBackgrounds.stripePaymentIntentId });
    const row = await db.query.userBackgrounds.findFirst({
      where: eq(userBackgrounds.stripePaymentIntentId, intent.id),
    });
    return row?.id ?? null;
  }
  const base = await db.query.userAnimations.findFirst({ where: eq(userAnimations.id, meta.item_id) });
  if (!base || base.userId !== meta.user_id) return null;
  // No file yet: the artists make the variation and deliver its own video (never the base file).
  const [created] = await db
    .insert(animationVariations)
    .values({
      userAnimationId: base.id,
      variationName: meta.variation_name ?? 'Variation',
      fileUrl: null,
      status: 'being_made',
      parameters: meta.background_id ? { backgroundId: meta.background_id } : {},
      purchasePriceCents: price,
      stripePaymentIntentId: intent.id,
    })
    .onConflictDoNothing({ target: animationVariations.stripePaymentIntentId })
    .returning({ id: animationVariations.id });
  // Only the call that created the row tells the admins: the browser, the webhook and a replay meet here.
  if (created && notify) await notify({ kind: 'variation' });
  const row = await db.query.animationVariations.findFirst({
    where: eq(animationVariations.stripePaymentIntentId, intent.id),
  });
  return row?.id ?? null;
}

/**
 * complete-purchase: asks Stripe for the PaymentIntent (never trusts the browser's word), checks
 * that it pays for this item by this customer, and creates the row once. Returns the row id.
 */
export async function completePurchase(
  db: Db,
  stripe: Stripe,
  expected: { kind: PurchaseKind; userId: string; itemId: string; paymentIntentId: string },
  ctx: PurchaseContext,
): Promise<string> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(expected.paymentIntentId);
  } catch {
    throw new ApiError('BAD_REQUEST', MARKETPLACE_MESSAGES.paymentNotFound);
  }
  const meta = readMetadata(intent);
  if (
    !meta ||
    meta.purchase_kind !== expected.kind ||
    meta.user_id !== expected.userId ||
    meta.item_id !== expected.itemId
  ) {
    throw new ApiError('BAD_REQUEST', NOT_THIS_PURCHASE);
  }
  // Taken off sale between the start of the purchase and now: refunded or cancelled, and refused.
  await refuseWithdrawn(db, stripe, intent);
  if (intent.status !== 'succeeded') {
    throw new ApiError('CONFLICT', MARKETPLACE_MESSAGES.paymentIncomplete, { paymentStatus: intent.status });
  }
  const id = await fulfilPurchase(db, intent, ctx);
  if (!id) {
    const order = await db.query.orders.findFirst({ where: eq(orders.stripePaymentIntentId, intent.id) });
    if (order?.paymentStatus === 'refunded') throw new ApiError('GONE', MARKETPLACE_MESSAGES.refunded);
    throw new ApiError('NOT_FOUND', MARKETPLACE_MESSAGES.itemGone);
  }
  return id;
}
