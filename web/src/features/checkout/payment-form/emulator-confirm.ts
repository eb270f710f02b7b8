/** The local Stripe emulator's card confirmation, as its card form calls it in place of Stripe.js. */
import { z } from 'zod';
import { GENERIC_PAYMENT_FAILURE } from './payment-form-props';

const PaymentIntentViewSchema = z.object({
  id: z.string(),
  status: z.string(),
  next_action: z.object({ type: z.string(), redirect_to_url: z.object({ url: z.string() }).nullish() }).nullish(),
  last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
});

const ConfirmAnswerSchema = z.union([
  z.object({ paymentIntent: PaymentIntentViewSchema }),
  z.object({
    error: z.object({ message: z.string().nullish(), param: z.string().nullish(), code: z.string().nullish() }),
  }),
]);

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

/** Which field a card error points at, so the form can show it there. */
export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export type ConfirmOutcome =
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'failed'; message: string; field: CardField | null };

const FIELD_BY_PARAM: Record<string, CardField> = {
  number: 'cardNumber',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

/** Reads the emulator's answer the way Stripe.js reads Stripe's. */
export function readConfirmAnswer(body: unknown): ConfirmOutcome {
  const parsed = ConfirmAnswerSchema.safeParse(body);
  if (!parsed.success) return { kind: 'failed', message: GENERIC_PAYMENT_FAILURE, field: null };
  if ('error' in parsed.data) {
    const { message, param } = parsed.data.error;
    return { kind: 'failed', message: message || GENERIC_PAYMENT_FAILURE, field: FIELD_BY_PARAM[param ?? ''] ?? null };
  }
  const intent = parsed.data.paymentIntent;
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return { kind: 'succeeded', paymentIntentId: intent.id };
  }
  const redirect = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && redirect) return { kind: 'redirect', url: redirect };
  return { kind: 'failed', message: intent.last_payment_error?.message || GENERIC_PAYMENT_FAILURE, field: null };
}

/** POST {emulatorUrl}/emulator/confirm. Throws only when no answer came back (offline). */
export async function confirmWithEmulator(
  emulatorUrl: string,
  request: { clientSecret: string; card: CardInput; returnUrl: string },
): Promise<ConfirmOutcome> {
  const response = await fetch(new URL('/emulator/confirm', emulatorUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      clientSecret: request.clientSecret,
      card: {
        number: request.card.number,
        exp_month: request.card.expMonth,
        exp_year: request.card.expYear,
        cvc: request.card.cvc,
      },
      return_url: request.returnUrl,
    }),
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return readConfirmAnswer(body);
}
