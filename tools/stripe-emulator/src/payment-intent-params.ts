/** Parameter checks and answers shared by the `/v1/payment_intents` handlers. */
import type { ApiRequest } from './api.ts';
import type { Emulator } from './emulator.ts';
import { invalidRequest, resourceMissing } from './errors.ts';
import { applyExpand } from './expand.ts';
import type { JsonObject } from './json.ts';
import type { Params } from './params.ts';
import { renderPaymentIntent, renderPublishablePaymentIntent } from './render.ts';
import type { CaptureMethod, PaymentIntentRecord } from './store.ts';

export const CAPTURE_METHODS: readonly CaptureMethod[] = ['automatic', 'automatic_async', 'manual'];
export const UPDATABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
export const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
export const COMMON = [
  'description',
  'expand',
  'metadata',
  'receipt_email',
  'statement_descriptor',
  'statement_descriptor_suffix',
];
export const MONEY = [
  'allowed_payment_method_types',
  'amount',
  'capture_method',
  'currency',
  'excluded_payment_method_types',
  'payment_method',
  'payment_method_types',
  'transfer_group',
];

/** The PaymentIntent named in the path, or Stripe's 404. */
export function findPaymentIntent(emulator: Emulator, id: string, param = 'intent'): PaymentIntentRecord {
  const pi = emulator.store.paymentIntents.get(id);
  if (!pi) throw resourceMissing('payment_intent', id, param);
  return pi;
}

export function readAmount(params: Params, required: boolean): number | undefined {
  const amount = params.integer('amount', required);
  if (amount === undefined) return undefined;
  if (amount < 50)
    throw invalidRequest('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  if (amount > 99_999_999) {
    throw invalidRequest('Amount must be no more than $999,999.99', { code: 'amount_too_large', param: 'amount' });
  }
  return amount;
}

export function readCurrency(params: Params, required: boolean): string | undefined {
  const currency = params.string('currency', required)?.toLowerCase();
  if (currency !== undefined && !/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  }
  return currency;
}

export function readEmail(params: Params): string | null | undefined {
  const email = params.nullableString('receipt_email');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalidRequest(`Invalid email address: ${email}`, { code: 'email_invalid', param: 'receipt_email' });
  }
  return email;
}

/**
 * `payment_method_types` (API versions before 2026-10) or `allowed_payment_method_types` (the SDK's
 * current name). Only cards are emulated, so any other type is refused rather than ignored.
 */
export function readTypes(
  params: Params,
  name: 'allowed_payment_method_types' | 'payment_method_types',
): string[] | undefined {
  const types = params.stringList(name);
  const other = types?.find((type) => type !== 'card');
  if (other !== undefined) {
    throw invalidRequest(`The local Stripe emulator supports only the payment method type "card", not "${other}".`, {
      param: name,
    });
  }
  return types;
}

/** Answers the PaymentIntent as the key may see it, with `expand[]` applied. */
export function answer(emulator: Emulator, request: ApiRequest, pi: PaymentIntentRecord, expand: string[]): JsonObject {
  if (request.keyKind === 'publishable') return renderPublishablePaymentIntent(emulator, pi);
  return applyExpand(emulator, renderPaymentIntent(emulator, pi), expand);
}

/** With a publishable key, Stripe requires the PaymentIntent's client secret. */
export function checkClientSecret(request: ApiRequest, params: Params, pi: PaymentIntentRecord): void {
  const secret = params.string('client_secret');
  if (request.keyKind === 'secret' && secret === undefined) return;
  if (secret === undefined) {
    throw invalidRequest('Missing required param: client_secret.', {
      code: 'parameter_missing',
      param: 'client_secret',
    });
  }
  if (secret !== pi.clientSecret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      {
        param: 'client_secret',
      },
    );
  }
}
