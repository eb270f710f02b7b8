/** Confirming a PaymentIntent: the test card decides between success, decline and 3-D Secure. */
import type { Emulator, RequestMeta } from './emulator.ts';
import { NO_REQUEST } from './emulator.ts';
import { docUrl, invalidRequest, resourceMissing, StripeApiError, unexpectedState } from './errors.ts';
import { newId, nowSeconds, randomBase62 } from './ids.ts';
import { renderPaymentIntent, renderPaymentMethod } from './render.ts';
import { renderCharge } from './render-charge.ts';
import type { ChargeRecord, PaymentIntentRecord, PaymentMethodRecord } from './store.ts';
import type { TestCard } from './test-cards.ts';
import { cardForToken } from './test-cards.ts';

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Stores a new card PaymentMethod, as Stripe does for each `pm_card_*` use or card form entry. */
export function createPaymentMethod(
  emulator: Emulator,
  card: TestCard,
  expiry?: { month: number; year: number },
): PaymentMethodRecord {
  const pm: PaymentMethodRecord = {
    id: newId('pm'),
    created: nowSeconds(),
    card,
    expMonth: expiry?.month ?? 12,
    expYear: expiry?.year ?? new Date().getUTCFullYear() + 8,
    fingerprint: `emu${card.number.slice(-8)}${card.brand.slice(0, 4)}`.slice(0, 16),
  };
  emulator.store.paymentMethods.set(pm.id, pm);
  return pm;
}

/** A `payment_method` parameter: a `pm_card_*` test id (a new PaymentMethod) or one made earlier. */
export function resolvePaymentMethod(emulator: Emulator, id: string): PaymentMethodRecord {
  const existing = emulator.store.paymentMethods.get(id);
  if (existing) return existing;
  const card = cardForToken(id);
  if (!card) throw resourceMissing('PaymentMethod', id, 'payment_method');
  return createPaymentMethod(emulator, card);
}

/** Stripe's `return_url` check: an absolute http(s) URL. */
export function checkReturnUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw invalidRequest(`Invalid URL: ${value}`, { code: 'url_invalid', param: 'return_url' });
  }
  return value;
}

function createCharge(
  emulator: Emulator,
  pi: PaymentIntentRecord,
  pm: PaymentMethodRecord,
  result: { failure: ChargeRecord['failure']; threeDSecure: boolean },
): ChargeRecord {
  const succeeded = result.failure === null;
  const captured = succeeded && pi.captureMethod !== 'manual';
  const charge: ChargeRecord = {
    id: newId('ch'),
    created: nowSeconds(),
    amount: pi.amount,
    amountCaptured: captured ? pi.amount : 0,
    amountRefunded: 0,
    currency: pi.currency,
    description: pi.description,
    paymentIntent: pi.id,
    paymentMethod: pm.id,
    status: succeeded ? 'succeeded' : 'failed',
    captured,
    failure: result.failure,
    receiptEmail: pi.receiptEmail,
    metadata: { ...pi.metadata },
    balanceTransaction: captured ? newId('txn') : null,
    threeDSecure: result.threeDSecure,
    authorizationCode: succeeded ? String(100000 + Math.floor(Math.random() * 900000)) : null,
    networkTransactionId: succeeded ? randomBase62(15) : null,
    statementDescriptor: pi.statementDescriptor,
    statementDescriptorSuffix: pi.statementDescriptorSuffix,
    refunds: [],
  };
  emulator.store.charges.set(charge.id, charge);
  pi.latestCharge = charge.id;
  return charge;
}

function succeed(
  emulator: Emulator,
  pi: PaymentIntentRecord,
  pm: PaymentMethodRecord,
  threeDSecure: boolean,
  meta: RequestMeta,
) {
  const charge = createCharge(emulator, pi, pm, { failure: null, threeDSecure });
  pi.paymentMethod = pm.id;
  pi.lastPaymentError = null;
  pi.nextAction = null;
  if (pi.captureMethod === 'manual') {
    pi.status = 'requires_capture';
    pi.amountCapturable = pi.amount;
    emulator.emit('charge.succeeded', renderCharge(emulator, charge), meta);
    emulator.emit('payment_intent.amount_capturable_updated', renderPaymentIntent(emulator, pi), meta);
    return;
  }
  pi.status = 'succeeded';
  pi.amountReceived = pi.amount;
  emulator.emit('charge.succeeded', renderCharge(emulator, charge), meta);
  emulator.emit('payment_intent.succeeded', renderPaymentIntent(emulator, pi), meta);
}

function decline(
  emulator: Emulator,
  pi: PaymentIntentRecord,
  pm: PaymentMethodRecord,
  outcome: { code: string; declineCode: string; message: string; param?: string },
  meta: RequestMeta,
): never {
  const failure = { code: outcome.code, declineCode: outcome.declineCode, message: outcome.message };
  const charge = createCharge(emulator, pi, pm, { failure, threeDSecure: false });
  const paymentMethod = renderPaymentMethod(emulator, pm);
  pi.status = 'requires_payment_method';
  pi.paymentMethod = null;
  pi.nextAction = null;
  pi.lastPaymentError = {
    charge: charge.id,
    code: outcome.code,
    decline_code: outcome.declineCode,
    doc_url: docUrl(outcome.code),
    message: outcome.message,
    ...(outcome.param === undefined ? {} : { param: outcome.param }),
    payment_method: paymentMethod,
    type: 'card_error',
  };
  emulator.emit('charge.failed', renderCharge(emulator, charge), meta);
  emulator.emit('payment_intent.payment_failed', renderPaymentIntent(emulator, pi), meta);
  throw new StripeApiError(402, {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    ...(outcome.param === undefined ? {} : { param: outcome.param }),
    charge: charge.id,
    payment_intent: renderPaymentIntent(emulator, pi),
    payment_method: paymentMethod,
  });
}

/**
 * Confirms with the attached (or given) payment method. A decline updates the PaymentIntent, sends
 * its events and then throws Stripe's 402, whose `payment_intent` shows the new state.
 */
export function confirmPaymentIntent(
  emulator: Emulator,
  pi: PaymentIntentRecord,
  input: { paymentMethod?: PaymentMethodRecord; returnUrl?: string; meta: RequestMeta },
): void {
  if (!CONFIRMABLE.includes(pi.status)) {
    throw unexpectedState(
      pi.status === 'succeeded'
        ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
        : `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
    );
  }
  const pm =
    input.paymentMethod ?? (pi.paymentMethod ? emulator.store.paymentMethods.get(pi.paymentMethod) : undefined);
  if (!pm) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    );
  }
  if (input.returnUrl !== undefined) pi.returnUrl = input.returnUrl;
  const { outcome } = pm.card;
  if (outcome.kind === 'succeed') {
    succeed(emulator, pi, pm, false, input.meta);
    return;
  }
  if (outcome.kind === 'decline') decline(emulator, pi, pm, outcome, input.meta);
  pi.status = 'requires_action';
  pi.paymentMethod = pm.id;
  pi.lastPaymentError = null;
  pi.nextAction = {
    type: 'redirect_to_url',
    redirect_to_url: { return_url: pi.returnUrl, url: `${emulator.baseUrl()}/emulator/3ds/${pi.id}` },
  };
  emulator.emit('payment_intent.requires_action', renderPaymentIntent(emulator, pi), input.meta);
}

/** The customer's answer on the 3-D Secure page: `complete` charges the card, `fail` refuses it. */
export function finishAuthentication(emulator: Emulator, pi: PaymentIntentRecord, outcome: 'complete' | 'fail'): void {
  const pm = pi.paymentMethod ? emulator.store.paymentMethods.get(pi.paymentMethod) : undefined;
  if (pi.status !== 'requires_action' || !pm) {
    throw unexpectedState(`This PaymentIntent does not need authentication: it has a status of ${pi.status}.`);
  }
  if (outcome === 'complete') {
    succeed(emulator, pi, pm, true, NO_REQUEST);
    return;
  }
  pi.status = 'requires_payment_method';
  pi.paymentMethod = null;
  pi.nextAction = null;
  pi.lastPaymentError = {
    code: 'payment_intent_authentication_failure',
    doc_url: docUrl('payment_intent_authentication_failure'),
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    payment_method: renderPaymentMethod(emulator, pm),
    type: 'invalid_request_error',
  };
  emulator.emit('payment_intent.payment_failed', renderPaymentIntent(emulator, pi), NO_REQUEST);
}
