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

function post(path: string, body: string, headers: Record<string, string>) {
  return fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

describe('idempotent requests', () => {
  it('replays the first answer for the same key and parameters', async () => {
    const params = { amount: 9900, currency: 'usd', metadata: { order_id: 'order_7' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'order_7-payment' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'order_7-payment' });
    expect(second.id).toBe(first.id);
    expect(second.client_secret).toBe(first.client_secret);
    expect(emulator.state.paymentIntents.size).toBe(1);
    const created = await stripe.events.list({ type: 'payment_intent.created' });
    expect(created.data).toHaveLength(1);
  });

  it('marks a replayed answer with Idempotent-Replayed and the original request id', async () => {
    const headers = { Authorization: 'Bearer sk_test_raw', 'Idempotency-Key': 'raw-key' };
    const first = await post('/v1/payment_intents', 'amount=1000&currency=usd', headers);
    const second = await post('/v1/payment_intents', 'currency=usd&amount=1000', headers);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('original-request')).toBe(first.headers.get('request-id'));
    expect(await second.json()).toEqual(await first.json());
  });

  it('refuses the same key with other parameters', async () => {
    await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' }, { idempotencyKey: 'k-1' });
    const error = await rejection(
      stripe.paymentIntents.create({ amount: 7900, currency: 'usd' }, { idempotencyKey: 'k-1' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
    expect(emulator.state.paymentIntents.size).toBe(1);
  });

  it('replays a card decline instead of charging again', async () => {
    const params = { amount: 9900, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true };
    const first = await rejection(stripe.paymentIntents.create(params, { idempotencyKey: 'declined' }));
    const second = await rejection(stripe.paymentIntents.create(params, { idempotencyKey: 'declined' }));
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((second as Stripe.errors.StripeCardError).payment_intent?.id).toBe(
      (first as Stripe.errors.StripeCardError).payment_intent?.id,
    );
    expect(emulator.state.charges.size).toBe(1);
  });

  it('does not keep the answer to a request refused for its parameters', async () => {
    await rejection(stripe.paymentIntents.create({ amount: 10, currency: 'usd' }, { idempotencyKey: 'retry-me' }));
    const fixed = await stripe.paymentIntents.create({ amount: 100, currency: 'usd' }, { idempotencyKey: 'retry-me' });
    expect(fixed.amount).toBe(100);
  });
});

describe('authentication and errors', () => {
  it('answers 401 in Stripe shape without an API key', async () => {
    const response = await fetch(`${emulator.url}/v1/payment_intents`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error.type).toBe('invalid_request_error');
    expect(String(body.error.message)).toMatch(/^You did not provide an API key/);
    expect(String(body.error.request_log_url)).toMatch(/req_/);
  });

  it('raises StripeAuthenticationError for a key that is not a test key', async () => {
    // Built at run time so no file holds something shaped like a live key.
    const live = sdkFor(emulator, ['sk', 'live', 'abcdefghijklmnop'].join('_'));
    const error = await rejection(live.paymentIntents.list());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const wrong = await rejection(sdkFor(emulator, 'not_a_key').paymentIntents.list());
    expect(wrong).toMatchObject({ statusCode: 401, message: expect.stringMatching(/^Invalid API Key provided/) });
  });

  it('accepts Basic auth with the key as user name, as Stripe does', async () => {
    const basic = Buffer.from('sk_test_basic:').toString('base64');
    const response = await fetch(`${emulator.url}/v1/payment_intents`, {
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ object: 'list', data: [], has_more: false, url: '/v1/payment_intents' });
  });

  it('answers 404 for a path Stripe does not have', async () => {
    const response = await fetch(`${emulator.url}/v1/nothing_here`, { headers: { Authorization: 'Bearer sk_test_x' } });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/nothing_here\)/);
  });

  it('refuses a JSON body like Stripe', async () => {
    const response = await fetch(`${emulator.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 100, currency: 'usd' }),
    });
    expect(response.status).toBe(400);
  });
});
