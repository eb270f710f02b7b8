import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { publicOrigin } from '../auth/auth';
import { orders } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { fulfilPurchase, isPurchaseIntent } from '../marketplace/purchase';
import { markFailed, markPaid, markRefunded } from '../orders/paid';
import { createStripe, cryptoProvider, webhookSecret } from '../payments/stripe';

/** Stripe's events: the signature is checked on the raw body before anything is read. */
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
      const intent = event.data.object;
      const orderId = intent.metadata.order_id;
      if (orderId) await markPaid(db, c.env, orderId, origin, intent.id);
      else if (isPurchaseIntent(intent)) await fulfilPurchase(db, intent);
      break;
    }
    case 'payment_intent.payment_failed': {
      const orderId = event.data.object.metadata.order_id;
      if (orderId) await markFailed(db, stripe, orderId);
      break;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (intentId && charge.refunded) {
        const order = await db.query.orders.findFirst({ where: eq(orders.stripePaymentIntentId, intentId) });
        if (order) await markRefunded(db, order.id);
      }
      break;
    }
    default:
      break;
  }
  return c.json({ received: true });
});
