import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from './server.ts';
import type { Received } from './test-support.ts';
import { startReceiver, startTestEmulator, TEST_SECRET, waitFor } from './test-support.ts';
import type { DeliveryAttempt } from './webhooks.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(answer?: (received: Received, index: number) => number, retryDelaysMs = [20, 40, 80]) {
  const receiver = await startReceiver(answer);
  const { emulator, stripe } = await startTestEmulator({ webhookUrl: receiver.url, retryDelaysMs });
  cleanups.push(receiver.close, emulator.close);
  return { receiver, emulator, stripe };
}

async function deliveries(emulator: RunningEmulator): Promise<DeliveryAttempt[]> {
  const response = await fetch(`${emulator.url}/emulator/deliveries`);
  return ((await response.json()) as { data: DeliveryAttempt[] }).data;
}

function verify(stripe: Stripe, received: Received, secret = TEST_SECRET) {
  return stripe.webhooks.constructEventAsync(
    received.body,
    String(received.headers['stripe-signature']),
    secret,
    undefined,
    Stripe.createSubtleCryptoProvider(),
  );
}

describe('webhooks', () => {
  it('sends signed events that the SDK verifies', async () => {
    const { receiver, stripe } = await setUp();
    const pi = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      metadata: { order_id: 'order_1' },
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    await waitFor(() => receiver.received.length >= 3);
    const events = await Promise.all(receiver.received.map((received) => verify(stripe, received)));
    expect(events.map((event) => event.type).sort()).toEqual([
      'charge.succeeded',
      'payment_intent.created',
      'payment_intent.succeeded',
    ]);
    const succeeded = events.find((event) => event.type === 'payment_intent.succeeded');
    expect(succeeded).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
    const object = succeeded?.data.object as Stripe.PaymentIntent;
    expect(object).toMatchObject({ id: pi.id, status: 'succeeded', metadata: { order_id: 'order_1' } });
    const headers = receiver.received[0]?.headers;
    expect(headers?.['content-type']).toBe('application/json; charset=utf-8');
    expect(String(headers?.['stripe-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(String(headers?.['user-agent'])).toMatch(/^Stripe\/1\.0/);
  });

  it('signs with the configured secret only', async () => {
    const { receiver, stripe } = await setUp();
    await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    const received = await waitFor(() => receiver.received[0]);
    await expect(verify(stripe, received, 'whsec_another_secret')).rejects.toBeInstanceOf(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('retries while the endpoint answers 500, then stops once it accepts', async () => {
    const { receiver, emulator, stripe } = await setUp((_received, index) => (index < 2 ? 500 : 200));
    const pi = await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    await waitFor(() => receiver.received.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map((received) => (JSON.parse(received.body) as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    const log = await deliveries(emulator);
    expect(log.map((attempt) => [attempt.attempt, attempt.response_status, attempt.status])).toEqual([
      [1, 500, 'failed'],
      [2, 500, 'failed'],
      [3, 200, 'succeeded'],
    ]);
    const [event] = (await stripe.events.list({ type: 'payment_intent.created' })).data;
    expect(event?.data.object).toMatchObject({ id: pi.id });
    expect(event?.pending_webhooks).toBe(0);
  });

  it('gives up after the last retry when the endpoint keeps failing', async () => {
    const { receiver, emulator, stripe } = await setUp(() => 503, [10, 10]);
    await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    await waitFor(() => receiver.received.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(3);
    const log = await deliveries(emulator);
    expect(log.at(-1)).toMatchObject({ attempt: 3, status: 'failed', next_retry_in_ms: null });
    const [event] = (await stripe.events.list()).data;
    expect(event?.pending_webhooks).toBe(1);
  });

  it('records network errors and retries them', async () => {
    const closed = await startReceiver();
    await closed.close();
    const { emulator, stripe } = await startTestEmulator({ webhookUrl: closed.url });
    cleanups.push(emulator.close);
    await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    const log = await waitFor(() =>
      emulator.emulator.webhooks.attempts.length >= 2 ? emulator.emulator.webhooks.attempts : undefined,
    );
    expect(log[0]).toMatchObject({ attempt: 1, status: 'failed', response_status: null });
    expect(log[0]?.error).toMatch(/^ECONNREFUSED/);
  });

  it('takes its endpoint at runtime and keeps every event in /v1/events', async () => {
    const receiver = await startReceiver();
    const { emulator, stripe } = await startTestEmulator();
    cleanups.push(receiver.close, emulator.close);
    await stripe.paymentIntents.create({ amount: 9900, currency: 'usd' });
    const set = await fetch(`${emulator.url}/emulator/webhook-endpoint`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(await set.json()).toEqual({ url: receiver.url });
    const pi = await stripe.paymentIntents.create({ amount: 7900, currency: 'usd' });
    const received = await waitFor(() => receiver.received[0]);
    expect((await verify(stripe, received)).data.object).toMatchObject({ id: pi.id });
    const all = await stripe.events.list();
    expect(all.data).toHaveLength(2);
    const one = await stripe.events.retrieve(String(all.data[0]?.id));
    expect(one).toMatchObject({ id: all.data[0]?.id, type: 'payment_intent.created' });
    await fetch(`${emulator.url}/emulator/reset`, { method: 'POST' });
    expect((await stripe.events.list()).data).toHaveLength(0);
    expect(emulator.state.paymentIntents.size).toBe(0);
  });
});
