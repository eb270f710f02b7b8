import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/** GET /api/payments/config: Stripe's Payment Element, or the local emulator's card form. */
export const PaymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), publishableKey: z.string().min(1) }),
  z.object({ provider: z.literal('emulator'), publishableKey: z.string(), emulatorUrl: z.url() }),
]);
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => apiGet('/api/payments/config', PaymentConfigSchema, signal),
  });
}
