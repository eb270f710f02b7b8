import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from './server.ts';
import { rejection, sdkFor, startTestEmulator } from './test-support.ts';

let emulator: RunningEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startTestEmulator());
});
afterAll(() => emulator.close());
beforeEach(() => emulator.emulator.reset());

async function postJson(path: string, body: unknown) {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('payment intents', () => {
  it('charges pm_card_visa when created with confirm=true', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      metadata: { order_id: 'order_1' },
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(pi).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 9900, amount_received: 9900 });
    expect(pi.metadata).toEqual({ order_id: 'order_1' });
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_\\w+$`));
    expect(pi.payment_method).toMatch(/^pm_(?!card_)/);
    const charge = await stripe.charges.retrieve(String(pi.latest_charge));
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      captured: true,
      amount: 9900,
      payment_intent: pi.id,
    });
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
  });

  it('waits for a payment method, then succeeds when confirmed', async () => {
    const created = await stripe.paymentIntents.create({
      amount: 12900,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
    });
    expect(created.status).toBe('requires_payment_method');
    expect(created.automatic_payment_methods).toEqual({ enabled: true });
    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    const again = await rejection(stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' }));
    expect(again).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });
  });

  it('raises StripeCardError card_declined for pm_card_chargeDeclined', async () => {
    const error = await rejection(
      stripe.paymentIntents.create({
        amount: 7900,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(cardError.raw).toMatchObject({
      type: 'card_error',
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    });
    const pi = cardError.payment_intent;
    expect(pi?.status).toBe('requires_payment_method');
    const stored = await stripe.paymentIntents.retrieve(String(pi?.id));
    expect(stored.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      type: 'card_error',
    });
    expect(stored.payment_method).toBeNull();
    const charge = await stripe.charges.retrieve(String(stored.latest_charge));
    expect(charge).toMatchObject({ status: 'failed', paid: false, failure_code: 'card_declined' });
  });

  it('asks for 3-D Secure and succeeds when the customer completes it', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: 'http://127.0.0.1:8787/checkout/complete',
    });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('redirect_to_url');
    expect(pi.next_action?.redirect_to_url).toEqual({
      url: `${emulator.url}/emulator/3ds/${pi.id}`,
      return_url: 'http://127.0.0.1:8787/checkout/complete',
    });
    const answer = await postJson(`/emulator/3ds/${pi.id}`, { outcome: 'complete' });
    expect(answer.status).toBe(200);
    expect(String(answer.body.redirectUrl)).toContain('redirect_status=succeeded');
    const after = await stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    const charge = after.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card?.three_d_secure?.result).toBe('authenticated');
  });

  it('goes back to requires_payment_method when 3-D Secure fails', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    const pending = await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_authenticationRequired' });
    expect(pending.status).toBe('requires_action');
    const answer = await postJson(`/emulator/3ds/${pi.id}`, { outcome: 'fail' });
    expect(answer.status).toBe(200);
    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    expect(after.next_action).toBeNull();
    expect(after.latest_charge).toBeNull();
  });

  it('refuses an amount under $0.50', async () => {
    const error = await rejection(stripe.paymentIntents.create({ amount: 49, currency: 'usd' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'amount' });
    expect(emulator.state.paymentIntents.size).toBe(0);
  });

  it('answers 404 resource_missing for an unknown id', async () => {
    const error = await rejection(stripe.paymentIntents.retrieve('pi_does_not_exist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_does_not_exist'",
    });
  });

  it('takes allowed_payment_method_types, and payment_method_types of older API versions', async () => {
    const allowed = await stripe.paymentIntents.create({
      amount: 100,
      currency: 'usd',
      allowed_payment_method_types: ['card'],
    });
    expect(allowed).toMatchObject({ allowed_payment_method_types: ['card'], payment_method_types: ['card'] });
    const legacy = await stripe.paymentIntents.create({
      amount: 100,
      currency: 'usd',
      payment_method_types: ['card'],
    } as Stripe.PaymentIntentCreateParams);
    expect(legacy).toMatchObject({ automatic_payment_methods: null, payment_method_types: ['card'] });
    const other = await rejection(
      stripe.paymentIntents.create({ amount: 100, currency: 'usd', allowed_payment_method_types: ['ideal'] }),
    );
    expect(other).toMatchObject({ statusCode: 400, param: 'allowed_payment_method_types' });
  });

  it('refuses parameters Stripe does not know', async () => {
    const error = await rejection(
      stripe.paymentIntents.create({ amount: 100, currency: 'usd', colour: 'red' } as Stripe.PaymentIntentCreateParams),
    );
    expect(error).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' });
    const notEmulated = await rejection(
      stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: 'cus_1' }),
    );
    expect(notEmulated).toMatchObject({
      code: 'parameter_unknown',
      message: expect.stringContaining('does not emulate'),
    });
  });

  it('updates amount and metadata before payment but not the amount after it', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      metadata: { order_id: 'o1', a: '1' },
    });
    const updated = await stripe.paymentIntents.update(pi.id, { amount: 7900, metadata: { a: '', voucher: 'SPRING' } });
    expect(updated.amount).toBe(7900);
    expect(updated.metadata).toEqual({ order_id: 'o1', voucher: 'SPRING' });
    await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    const error = await rejection(stripe.paymentIntents.update(pi.id, { amount: 5000 }));
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    const tagged = await stripe.paymentIntents.update(pi.id, { metadata: { shipped: 'no' } });
    expect(tagged.metadata.shipped).toBe('no');
  });

  it('cancels an unpaid payment and refuses to cancel a paid one', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    const canceled = await stripe.paymentIntents.cancel(pi.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(typeof canceled.canceled_at).toBe('number');
    const paid = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const error = await rejection(stripe.paymentIntents.cancel(paid.id));
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('holds the money with capture_method=manual until captured', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(pi).toMatchObject({ status: 'requires_capture', amount_capturable: 9900, amount_received: 0 });
    const captured = await stripe.paymentIntents.capture(pi.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_capturable: 0, amount_received: 9900 });
  });

  it('lists newest first and pages with limit', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await stripe.paymentIntents.create({ amount: 100 + index, currency: 'usd' })).id);
    }
    const page = await stripe.paymentIntents.list({ limit: 2 });
    expect(page.data.map((pi) => pi.id)).toEqual([ids[2], ids[1]]);
    expect(page.has_more).toBe(true);
    const all = await stripe.paymentIntents.list({ limit: 2 }).autoPagingToArray({ limit: 10 });
    expect(all.map((pi) => pi.id)).toEqual([...ids].reverse());
  });

  it('lets a publishable key read a payment with its client secret only', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 9900, currency: 'usd', metadata: { order_id: 'o1' } });
    const browser = sdkFor(emulator, 'pk_test_emulator');
    const seen = await browser.paymentIntents.retrieve(pi.id, { client_secret: String(pi.client_secret) });
    expect(seen).toMatchObject({ id: pi.id, status: 'requires_payment_method', amount: 9900 });
    expect(seen.metadata).toBeUndefined();
    const wrong = await rejection(browser.paymentIntents.retrieve(pi.id, { client_secret: `${pi.id}_secret_wrong` }));
    expect(wrong).toMatchObject({ statusCode: 400, param: 'client_secret' });
    const forbidden = await rejection(browser.paymentIntents.create({ amount: 100, currency: 'usd' }));
    expect(forbidden).toBeInstanceOf(Stripe.errors.StripePermissionError);
    const confirmed = await browser.paymentIntents.confirm(pi.id, {
      client_secret: String(pi.client_secret),
      payment_method: 'pm_card_visa',
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed).toMatchObject({ id: pi.id, status: 'succeeded' });
    expect(confirmed.latest_charge).toBeUndefined();
  });
});
