import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from './server.ts';
import { rejection, startTestEmulator } from './test-support.ts';

let emulator: RunningEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startTestEmulator());
});
afterAll(() => emulator.close());
beforeEach(() => emulator.emulator.reset());

async function paid(amount = 12900) {
  return stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
}

describe('refunds', () => {
  it('refunds a whole payment and marks its charge refunded', async () => {
    const pi = await paid();
    const refund = await stripe.refunds.create({ payment_intent: pi.id, reason: 'requested_by_customer' });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 12900,
      status: 'succeeded',
      payment_intent: pi.id,
      charge: pi.latest_charge,
      reason: 'requested_by_customer',
    });
    const charge = await stripe.charges.retrieve(String(pi.latest_charge));
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 12900 });
    expect(charge.refunds?.data.map((item) => item.id)).toEqual([refund.id]);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 12900 });
    const events = await stripe.events.list({ types: ['charge.refunded', 'refund.created'] });
    expect(events.data.map((event) => event.type).sort()).toEqual(['charge.refunded', 'refund.created']);
    const refunded = events.data.find((event) => event.type === 'charge.refunded');
    expect(refunded?.data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });
  });

  it('refunds in parts and refuses more than what is left', async () => {
    const pi = await paid(10000);
    await stripe.refunds.create({ payment_intent: pi.id, amount: 4000 });
    const partial = await stripe.charges.retrieve(String(pi.latest_charge));
    expect(partial).toMatchObject({ refunded: false, amount_refunded: 4000 });
    const tooMuch = await rejection(stripe.refunds.create({ payment_intent: pi.id, amount: 7000 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    await stripe.refunds.create({ payment_intent: pi.id });
    const list = await stripe.refunds.list({ payment_intent: pi.id });
    expect(list.data.map((refund) => refund.amount)).toEqual([6000, 4000]);
    const again = await rejection(stripe.refunds.create({ payment_intent: pi.id }));
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refuses to refund a payment that was never paid', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    const error = await rejection(stripe.refunds.create({ payment_intent: pi.id }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ message: 'This PaymentIntent does not have a successful charge to refund.' });
    const missing = await rejection(stripe.refunds.retrieve('re_missing'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
