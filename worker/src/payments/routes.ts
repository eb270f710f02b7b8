import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { EMULATOR_URL } from './stripe';

/**
 * What the payment modal needs: Stripe's Payment Element with a publishable key, or the local
 * emulator's card form (decisions.md: the rest of the page cannot tell them apart).
 */
export const paymentConfigRoutes = new Hono<AppEnv>().get('/config', (c) => {
  const useEmulator = !c.env.STRIPE_SECRET_KEY || Boolean(c.env.STRIPE_API_URL);
  if (useEmulator) {
    return c.json({
      provider: 'emulator',
      publishableKey: 'pk_test_local_emulator',
      emulatorUrl: c.env.STRIPE_API_URL || EMULATOR_URL,
    });
  }
  return c.json({ provider: 'stripe', publishableKey: c.env.STRIPE_PUBLISHABLE_KEY ?? '', emulatorUrl: null });
});
