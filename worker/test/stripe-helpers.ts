import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { call } from './helpers';

export const WEBHOOK_SECRET = 'whsec_local_emulator_secret';

/** The same SDK the Worker uses, pointed at the test's emulator. */
export function testStripe(): Stripe {
  const base = new URL(env.STRIPE_API_URL);
  return new Stripe('sk_test_tests', {
    httpClient: Stripe.createFetchHttpClient(),
    host: base.hostname,
    port: Number(base.port),
    protocol: 'http',
  });
}

/** Pays a PaymentIntent with a test payment method, as the browser would. */
export async function payWith(clientSecret: string, paymentMethod = 'pm_card_visa') {
  const id = clientSecret.split('_secret_')[0] ?? '';
  try {
    return await testStripe().paymentIntents.confirm(id, { payment_method: paymentMethod });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return testStripe().paymentIntents.retrieve(id);
    throw error;
  }
}

/** Delivers a Stripe event to the webhook, signed as Stripe signs it. */
export async function deliver(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = await testStripe().webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return call('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: payload,
  });
}

/** The emulator's events for a PaymentIntent, oldest first. */
export async function eventsFor(paymentIntentId: string, type: string) {
  const list = await testStripe().events.list({ limit: 100, type });
  return list.data
    .filter(
      (e) =>
        (e.data.object as { id?: string; payment_intent?: string }).id === paymentIntentId ||
        (e.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
    )
    .reverse();
}
