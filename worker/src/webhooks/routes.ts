import { Hono } from 'hono';
import type Stripe from 'stripe';
import { z } from 'zod';
import { recordStripeRefund, refundCancelledOrder } from '../admin/refund-service';
import { publicOrigin } from '../auth/auth';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { notifyAdmins } from '../mail/admin-notices';
import { withdrawRefundedPurchase } from '../marketplace/orders';
import { fulfilPurchase, isPurchaseIntent } from '../marketplace/purchase';
import { giveBackWithdrawn, withdrawnItemOf } from '../marketplace/withdrawn';
import { chargeOf, markFailed, markPaid, markRefunded } from '../orders/paid';
import { findOrderByPaymentIntent } from '../orders/service';
import { createStripe, cryptoProvider, webhookSecret } from '../payments/stripe';

const BAD_EVENT = 'The webhook event does not have the shape Stripe sends for its type.';

/** The parts of a PaymentIntent the handlers read; anything else in it is kept as sent. */
const IntentObjectSchema = z.looseObject({
  object: z.literal('payment_intent'),
  id: z.string().min(1),
  amount_received: z.number().int().nonnegative(),
  metadata: z.record(z.string(), z.string()),
});

/** The parts of a Charge the refund handler reads. */
const ChargeObjectSchema = z.looseObject({
  object: z.literal('charge'),
  refunded: z.boolean(),
  amount_refunded: z.number().int().nonnegative(),
  payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullable(),
});

/** The parts of a Refund the refund handler reads. */
const RefundObjectSchema = z.looseObject({
  object: z.literal('refund'),
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  status: z.string().nullable(),
  payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullable(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

function objectOf<T extends z.ZodType>(event: Stripe.Event, schema: T): z.infer<T> {
  const parsed = schema.safeParse((event.data as { object?: unknown } | undefined)?.object);
  if (!parsed.success) throw new ApiError('BAD_REQUEST', BAD_EVENT);
  return parsed.data;
}

/** Stripe's events: the signature is checked on the raw body, then the event's shape, before anything is read. */
export const webhookRoutes = new Hono<AppEnv>().post('/stripe', async (c) => {
  const signature = c.req.header('stripe-signature');
  if (!signature) throw new ApiError('BAD_REQUEST', 'Missing Stripe-Signature header.');
  const payload = await c.req.text();
  const stripe = createStripe(c.env);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      webhookSecret(c.env),
      undefined,
      cryptoProvider,
    );
  } catch {
    throw new ApiError('BAD_REQUEST', 'The webhook signature is not valid.');
  }
  const db = c.get('db');
  const origin = publicOrigin(c.env, c.req.url);
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = objectOf(event, IntentObjectSchema);
      const orderId = intent.metadata.order_id;
      if (orderId) {
        const order = await markPaid(db, c.env, orderId, origin, chargeOf(intent));
        // Cancelled, then paid anyway (another tab): all of it goes back. A failure answers 5xx so Stripe retries.
        if (order?.cancelledAt) await refundCancelledOrder(db, c.env, order);
      } else if (isPurchaseIntent(intent as unknown as Stripe.PaymentIntent)) {
        const paid = intent as unknown as Stripe.PaymentIntent;
        // Paid for an item the back office took off sale meanwhile: the money goes back, nothing is bought.
        if (await withdrawnItemOf(db, paid)) await giveBackWithdrawn(stripe, paid);
        else {
          const notify = (notice: Parameters<typeof notifyAdmins>[2]) => notifyAdmins(c.env, db, notice, origin);
          await fulfilPurchase(db, paid, { env: c.env, origin, notify });
        }
      }
      break;
    }
    case 'payment_intent.payment_failed': {
      const orderId = objectOf(event, IntentObjectSchema).metadata.order_id;
      if (orderId) await markFailed(db, stripe, orderId);
      break;
    }
    case 'charge.refunded': {
      const charge = objectOf(event, ChargeObjectSchema);
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (intentId && charge.amount_refunded > 0) {
        const order = await findOrderByPaymentIntent(db, intentId);
        if (order) {
          await markRefunded(db, order.id, { amountRefunded: charge.amount_refunded, fully: charge.refunded });
          // Refunded in full (also from Stripe's dashboard): a marketplace purchase's file is withdrawn.
          const now = await findOrderByPaymentIntent(db, intentId);
          if (now) await withdrawRefundedPurchase(db, c.env, now);
        }
      }
      break;
    }
    case 'refund.created':
    case 'refund.updated': {
      // A refund made outside the back office gets its credit note and e-mail (the shop's own have theirs).
      const refund = objectOf(event, RefundObjectSchema);
      const intent = refund.payment_intent;
      await recordStripeRefund(db, c.env, {
        id: refund.id,
        amount: refund.amount,
        status: refund.status,
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        metadata: refund.metadata ?? {},
      });
      break;
    }
    default:
      break;
  }
  return c.json({ received: true });
});
