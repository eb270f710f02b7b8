import { isMarketplaceKind, type MarketplaceOrderKind } from '@dtm/shared/constants';
import { formatPrice } from '@dtm/shared/money';
import { orderNumber } from '@dtm/shared/order-state';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import {
  animationVariations,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
  userAnimations,
  userBackgrounds,
  users,
} from '../db/schema';
import { invoiceOnPayment } from '../invoices/documents';
import { type Mail, type MailAttachment, sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

const KIND_NAME: Record<MarketplaceOrderKind, string> = {
  animation: 'Animation',
  background: 'Background',
  variation: 'Variation',
};

/** What a marketplace PaymentIntent bought, read back from its metadata. */
export type PurchasedItem = { kind: MarketplaceOrderKind; userId: string; itemId: string };

/**
 * The order of a succeeded marketplace PaymentIntent, made once: the order row is unique by
 * PaymentIntent, so the browser's completion, the webhook and any replay meet at one row, paid
 * with what Stripe really received, and one line item (the intent's description). A variation is
 * being made (`processing`); an animation or background is delivered at once.
 */
export async function recordPurchaseOrder(
  db: Db,
  intent: Stripe.PaymentIntent,
  item: PurchasedItem,
): Promise<OrderRow | undefined> {
  const buyer = await db.query.users.findFirst({ where: eq(users.id, item.userId) });
  const amount = intent.amount_received || intent.amount;
  const email = buyer?.email ?? intent.receipt_email ?? '';
  const name =
    buyer?.name?.trim() || [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ').trim() || email || 'Customer';
  const now = new Date();
  await db
    .insert(orders)
    .values({
      type: item.kind,
      customerEmail: email,
      customerName: name,
      amountCents: amount,
      stripePaymentIntentId: intent.id,
      paymentStatus: 'paid',
      paidAt: now,
      fulfillmentStatus: item.kind === 'variation' ? 'processing' : 'delivered',
      billingCountry: intent.metadata.buyer_country || null,
      userId: buyer ? item.userId : null,
    })
    .onConflictDoNothing({ target: orders.stripePaymentIntentId });
  const order = await db.query.orders.findFirst({ where: eq(orders.stripePaymentIntentId, intent.id) });
  if (!order) return undefined;
  await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      kind: item.kind,
      itemId: item.itemId,
      description: intent.description || KIND_NAME[item.kind],
      quantity: 1,
      unitCents: order.amountCents,
      totalCents: order.amountCents,
    })
    .onConflictDoNothing();
  return order;
}

/**
 * The buyer's country for a digital purchase's VAT: the one given at the purchase, else the
 * country of the buyer's latest order with an address (a frame shipped to them, or an earlier
 * purchase's), else undefined (checkout then asks for it: `assertSellable`).
 */
export async function buyerCountry(db: Db, userId: string, given: string | undefined): Promise<string | undefined> {
  if (given) return given.toUpperCase();
  const [latest] = await db
    .select({ shipping: orders.shippingAddress, billing: orders.billingCountry })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`(${orders.shippingAddress} IS NOT NULL OR ${orders.billingCountry} IS NOT NULL)`,
        inArray(orders.paymentStatus, ['paid', 'refunded']),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const code = latest?.shipping?.country ?? latest?.billing ?? '';
  return code ? code.toUpperCase() : undefined;
}

/** The order's line items, in order. */
export function itemsOf(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db.query.orderItems.findMany({ where: eq(orderItems.orderId, orderId), orderBy: asc(orderItems.createdAt) });
}

/**
 * How many of the buyer's orders of this item were refunded in full: a purchase after a refund
 * needs a new PaymentIntent (the old one's idempotency key would answer the refunded payment).
 */
export async function refundedPurchases(db: Db, userId: string, kind: MarketplaceOrderKind, itemId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'refunded'),
        eq(orderItems.kind, kind),
        eq(orderItems.itemId, itemId),
      ),
    );
  return row?.count ?? 0;
}

/** The receipt of a marketplace purchase: what was bought, what was paid, the invoice attached. */
export function purchaseReceiptMail(
  order: OrderRow,
  items: OrderItemRow[],
  origin: string,
  invoiceNumber?: string,
): Mail {
  const what = items.map((item) => item.description).join(', ') || 'Marketplace purchase';
  const lines = [
    `Thank you, ${order.customerName}! Your payment was received.`,
    `Order ${orderNumber(order.id)}: ${what}.`,
    `Total paid: ${formatPrice(order.amountCents)}.`,
    ...(invoiceNumber ? [`Your invoice ${invoiceNumber} is attached as a PDF.`] : []),
    order.type === 'variation'
      ? 'Our artists are making your variation now; we will e-mail you when it is ready.'
      : 'It is in your account now, ready to download and to play on your frame.',
  ];
  return {
    to: order.customerEmail,
    subject: `Receipt for order ${orderNumber(order.id)}: ${what}`,
    ...layout('Thank you for your purchase', lines, { label: 'Open your dashboard', url: `${origin}/dashboard` }),
  };
}

/**
 * The order's invoice and its receipt e-mail, once: the receipt is claimed with one conditional
 * update (as the checkout's confirmation), and given back when sending fails so a retry sends it.
 */
export async function receiptOnce(db: Db, env: Env, order: OrderRow, origin: string): Promise<void> {
  const invoice = await invoiceOnPayment(env, db, order, { attach: !order.confirmationSentAt });
  const claimed = await db
    .update(orders)
    .set({ confirmationSentAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.confirmationSentAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return;
  try {
    const mail = purchaseReceiptMail(order, await itemsOf(db, order.id), origin, invoice?.number);
    const attachments: MailAttachment[] = invoice ? [invoice.attachment] : [];
    await sendMail(env, db, attachments.length > 0 ? { ...mail, attachments } : mail);
  } catch (error) {
    await db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, order.id));
    throw error;
  }
}

/**
 * After a full refund of a marketplace order: what it bought is no longer the customer's. The
 * purchased row goes (so the dashboard, the downloads and the paired frames stop offering it, and
 * the item can be bought again); a refunded variation's own video goes from R2 too. A refunded
 * animation takes its variations with it (they are made of it). Partial refunds keep the item.
 */
export async function withdrawRefundedPurchase(db: Db, env: Env, order: OrderRow): Promise<void> {
  if (!isMarketplaceKind(order.type) || order.paymentStatus !== 'refunded' || !order.stripePaymentIntentId) return;
  const intentId = order.stripePaymentIntentId;
  if (order.type === 'animation') {
    await db.delete(userAnimations).where(eq(userAnimations.stripePaymentIntentId, intentId));
  } else if (order.type === 'background') {
    await db.delete(userBackgrounds).where(eq(userBackgrounds.stripePaymentIntentId, intentId));
  } else {
    const gone = await db
      .delete(animationVariations)
      .where(eq(animationVariations.stripePaymentIntentId, intentId))
      .returning({ fileUrl: animationVariations.fileUrl });
    for (const { fileUrl } of gone) if (fileUrl) await env.FILES.delete(fileUrl);
  }
}
