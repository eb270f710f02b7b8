import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from './server.ts';
import { startTestEmulator } from './test-support.ts';

let emulator: RunningEmulator;
let stripe: Stripe;
const RETURN_URL = 'http://127.0.0.1:8787/checkout/complete?order=o1';

beforeAll(async () => {
  ({ emulator, stripe } = await startTestEmulator());
});
afterAll(() => emulator.close());
beforeEach(() => emulator.emulator.reset());

interface FormAnswer {
  status: number;
  cors: string | null;
  body: { paymentIntent?: Record<string, unknown>; error?: Record<string, unknown> };
}

async function payWithCard(
  clientSecret: string,
  number: string,
  extra: Record<string, unknown> = {},
): Promise<FormAnswer> {
  const response = await fetch(`${emulator.url}/emulator/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:8787' },
    body: JSON.stringify({ clientSecret, card: { number, exp_month: 12, exp_year: 2034, cvc: '123' }, ...extra }),
  });
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: (await response.json()) as FormAnswer['body'],
  };
}

async function newPayment() {
  const pi = await stripe.paymentIntents.create({ amount: 12900, currency: 'usd', metadata: { order_id: 'o1' } });
  return { id: pi.id, secret: String(pi.client_secret) };
}

describe('card form endpoint', () => {
  it('pays with 4242 4242 4242 4242 and answers what the browser may see', async () => {
    const { id, secret } = await newPayment();
    const answer = await payWithCard(secret, '4242 4242 4242 4242');
    expect(answer.status).toBe(200);
    expect(answer.cors).toBe('*');
    expect(answer.body.paymentIntent).toMatchObject({ id, status: 'succeeded', client_secret: secret });
    expect(answer.body.paymentIntent?.metadata).toBeUndefined();
    const pi = await stripe.paymentIntents.retrieve(id);
    expect(pi.status).toBe('succeeded');
    const pm = await stripe.paymentMethods.retrieve(String(pi.payment_method));
    expect(pm.card).toMatchObject({ last4: '4242', brand: 'visa', exp_month: 12, exp_year: 2034 });
  });

  it('declines 4000 0000 0000 0002 with Stripe’s card error', async () => {
    const { id, secret } = await newPayment();
    const answer = await payWithCard(secret, '4000000000000002');
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(answer.body.error?.payment_intent).toMatchObject({ id, status: 'requires_payment_method' });
  });

  it('sends 4000 0025 0000 3155 through the 3-D Secure page and back to the shop', async () => {
    const { id, secret } = await newPayment();
    const answer = await payWithCard(secret, '4000 0025 0000 3155', { return_url: RETURN_URL });
    expect(answer.body.paymentIntent).toMatchObject({ status: 'requires_action' });
    const next = answer.body.paymentIntent?.next_action as { redirect_to_url: { url: string; return_url: string } };
    expect(next.redirect_to_url.return_url).toBe(RETURN_URL);

    const page = await fetch(next.redirect_to_url.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('$129.00');
    expect(html).toMatch(
      /<button type="submit" name="outcome" value="complete"[^>]*>Complete authentication<\/button>/,
    );
    expect(html).toMatch(/<button type="submit" name="outcome" value="fail"[^>]*>Fail authentication<\/button>/);

    const submitted = await fetch(next.redirect_to_url.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    const location = new URL(String(submitted.headers.get('location')));
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:8787/checkout/complete');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: 'o1',
      payment_intent: id,
      payment_intent_client_secret: secret,
      redirect_status: 'succeeded',
    });
    expect((await stripe.paymentIntents.retrieve(id)).status).toBe('succeeded');
  });

  it('returns with redirect_status=failed when authentication is refused', async () => {
    const { id, secret } = await newPayment();
    await payWithCard(secret, '4000002500003155', { return_url: RETURN_URL });
    const submitted = await fetch(`${emulator.url}/emulator/3ds/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=fail',
      redirect: 'manual',
    });
    expect(new URL(String(submitted.headers.get('location'))).searchParams.get('redirect_status')).toBe('failed');
    const pi = await stripe.paymentIntents.retrieve(id);
    expect(pi.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('has nothing to authenticate for a paid or unknown payment', async () => {
    const { id, secret } = await newPayment();
    await payWithCard(secret, '4242424242424242');
    const page = await fetch(`${emulator.url}/emulator/3ds/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Nothing to authenticate');
    const json = await fetch(`${emulator.url}/emulator/3ds/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: { code: 'payment_intent_unexpected_state' } });
    const unknown = await fetch(`${emulator.url}/emulator/3ds/pi_unknown`);
    expect(unknown.status).toBe(404);
  });

  it('refuses a mistyped number, a past expiry and a wrong client secret', async () => {
    const { secret } = await newPayment();
    const typo = await payWithCard(secret, '4242 4242 4242 4241');
    expect(typo.status).toBe(402);
    expect(typo.body.error).toMatchObject({ code: 'incorrect_number', param: 'number' });
    const expired = await payWithCard(secret, '4242424242424242', {
      card: { number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' },
    });
    expect(expired.body.error).toMatchObject({ code: 'invalid_expiry_year' });
    const stranger = await payWithCard(`${secret}x`, '4242424242424242');
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
  });

  it('answers the browser’s CORS preflight', async () => {
    const response = await fetch(`${emulator.url}/emulator/confirm`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });
});
