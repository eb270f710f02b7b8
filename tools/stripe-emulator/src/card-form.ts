/**
 * `POST /emulator/confirm`: what the shop's card form calls in place of Stripe.js. It turns a typed
 * test card into a PaymentMethod and confirms the PaymentIntent found by its client secret.
 */
import { checkReturnUrl, confirmPaymentIntent, createPaymentMethod } from './confirm.ts';
import type { Emulator, RequestMeta } from './emulator.ts';
import { invalidRequest, StripeApiError } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { isJsonObject } from './json.ts';
import { renderPublishablePaymentIntent } from './render.ts';
import type { PaymentIntentRecord } from './store.ts';
import { cardForNumber, passesLuhn } from './test-cards.ts';

function cardError(code: string, message: string, param: string, declineCode?: string): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code,
    message,
    param,
    ...(declineCode === undefined ? {} : { decline_code: declineCode }),
  });
}

function integerField(card: JsonObject, name: string): number | undefined {
  const value = card[name];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** The PaymentIntent a client secret (`pi_..._secret_...`) belongs to. */
export function paymentIntentForSecret(emulator: Emulator, clientSecret: Json | undefined): PaymentIntentRecord {
  const secret = typeof clientSecret === 'string' ? clientSecret : '';
  const id = secret.split('_secret_')[0] ?? '';
  const pi = emulator.store.paymentIntents.get(id);
  if (!pi || pi.clientSecret !== secret) {
    throw invalidRequest('The client_secret provided does not match any associated PaymentIntent on this account.', {
      param: 'client_secret',
    });
  }
  return pi;
}

/** Checks the typed card the way Stripe does when it tokenises one (402 card_error on each problem). */
function readCard(value: Json | undefined): { number: string; month: number; year: number } {
  const card = isJsonObject(value) ? value : {};
  const number = typeof card.number === 'string' ? card.number.replace(/[\s-]/g, '') : '';
  if (!passesLuhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
  const month = integerField(card, 'exp_month');
  if (month === undefined || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  const rawYear = integerField(card, 'exp_year');
  const year = rawYear !== undefined && rawYear < 100 ? 2000 + rawYear : rawYear;
  const now = new Date();
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (year === undefined || year > now.getUTCFullYear() + 50) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  }
  if (year * 12 + month < thisMonth) {
    throw cardError('invalid_expiry_year', "Your card's expiration date is in the past.", 'exp_year');
  }
  const cvc = typeof card.cvc === 'string' || typeof card.cvc === 'number' ? String(card.cvc) : '';
  if (!/^\d{3,4}$/.test(cvc)) throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  return { number, month, year };
}

/** Confirms with the typed card; answers the PaymentIntent as the browser may see it. */
export function confirmWithCard(emulator: Emulator, body: Json | undefined, meta: RequestMeta): JsonObject {
  const input = isJsonObject(body) ? body : {};
  const pi = paymentIntentForSecret(emulator, input.clientSecret);
  const typed = readCard(input.card);
  const returnUrl = typeof input.return_url === 'string' ? checkReturnUrl(input.return_url) : undefined;
  const card = cardForNumber(typed.number);
  if (!card) {
    throw cardError(
      'card_declined',
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      'number',
      'test_mode_live_card',
    );
  }
  const pm = createPaymentMethod(emulator, card, { month: typed.month, year: typed.year });
  try {
    confirmPaymentIntent(emulator, pi, { paymentMethod: pm, ...(returnUrl ? { returnUrl } : {}), meta });
  } catch (error) {
    if (error instanceof StripeApiError && error.fields.payment_intent) {
      throw new StripeApiError(error.status, {
        ...error.fields,
        payment_intent: renderPublishablePaymentIntent(emulator, pi),
      });
    }
    throw error;
  }
  return { paymentIntent: renderPublishablePaymentIntent(emulator, pi) };
}
