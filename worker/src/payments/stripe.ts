import Stripe from 'stripe';

/** The local emulator's address and key (decisions.md "Local development contract"). */
export const EMULATOR_URL = 'http://127.0.0.1:12111';
const EMULATOR_SECRET_KEY = 'sk_test_local_emulator';
const EMULATOR_WEBHOOK_SECRET = 'whsec_local_emulator_secret';

/** Stripe through the real SDK: the real API with keys, else the local emulator at STRIPE_API_URL. */
export function createStripe(env: Env): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  const base = new URL(env.STRIPE_API_URL || EMULATOR_URL);
  if (!key && env.APP_ENV === 'production')
    throw new Error('STRIPE_SECRET_KEY is not set (wrangler secret put STRIPE_SECRET_KEY).');
  const useEmulator = !key || Boolean(env.STRIPE_API_URL);
  return new Stripe(key || EMULATOR_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(useEmulator
      ? { host: base.hostname, port: Number(base.port || 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

export function webhookSecret(env: Env): string {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  if (env.APP_ENV === 'production') throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
  return EMULATOR_WEBHOOK_SECRET;
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();
