/**
 * What the end-to-end benches (artwork-to-frame.ts, render-resume.ts) do as a customer through the
 * shop's API against a running local server with the Stripe emulator: sign in by the mailed link,
 * buy a 7" frame, upload a drawing by tus as the upload page does.
 */
import type { APIRequestContext } from '@playwright/test';
import { Upload } from 'tus-js-client';

/** The answer's JSON, or an error naming the step and the server's answer. */
export async function ok<T>(
  what: string,
  response: Promise<{ status(): number; text(): Promise<string> }>,
): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  if (answer.status() >= 300) throw new Error(`${what}: HTTP ${answer.status()} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The calls of one shop at `base` (its origin sent as the browser does). */
export function benchShop(base: string) {
  const origin = new URL(base).origin;
  const headers = { Origin: origin };

  /** A sign-in link from the local mailbox (as the magic link mail is followed), waiting up to a minute. */
  async function signInLink(context: APIRequestContext, email: string, returnTo = '/dashboard'): Promise<string> {
    type Mail = { id: string | number; to: string; links: string[] };
    const mails = async () => ok<Mail[]>('mailbox', context.get('/dev/mailbox.json'));
    const seen = new Set((await mails()).filter((m) => m.to === email).map((m) => String(m.id)));
    await ok('sign-in', context.post('/api/auth/sign-in/magic-link', { data: { email, returnTo }, headers }));
    for (let i = 0; i < 240; i++) {
      const fresh = (await mails()).find((m) => m.to === email && !seen.has(String(m.id)));
      const link = fresh?.links.find((candidate) => candidate.includes('/api/auth/magic-link/verify'));
      if (link) return link;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`no sign-in mail to ${email}`);
  }

  /** A paid 7" frame order through the API and the Stripe emulator (as the card form pays). */
  async function paidFrameOrder(customer: APIRequestContext, email: string) {
    const { orderId } = await ok<{ orderId: string }>(
      'order',
      customer.post('/api/orders/frame', {
        data: { customerName: 'Bench Parent', customerEmail: email, frameSize: '7' },
        headers,
      }),
    );
    const shippingAddress = {
      name: 'Bench Parent',
      line1: 'Elbchaussee 12',
      city: 'Hamburg',
      postalCode: '22765',
      country: 'DE',
    };
    const { clientSecret } = await ok<{ clientSecret: string }>(
      'payment intent',
      customer.post(`/api/orders/${orderId}/payment-intent`, {
        data: { shippingAddress, withoutVoucher: false },
        headers,
      }),
    );
    const config = await ok<{ provider: string; emulatorUrl?: string }>(
      'payments',
      customer.get('/api/payments/config'),
    );
    if (config.provider !== 'emulator' || !config.emulatorUrl)
      throw new Error('the server must use the Stripe emulator');
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
    const { paymentIntent } = await ok<{ paymentIntent: { id: string } }>(
      'emulator',
      customer.post(new URL('/emulator/confirm', config.emulatorUrl).href, {
        data: { clientSecret, card, return_url: `${origin}/` },
      }),
    );
    await ok(
      'complete',
      customer.patch(`/api/orders/${orderId}/complete-payment`, {
        data: { paymentIntentId: paymentIntent.id },
        headers,
      }),
    );
    const order = await ok<{ uploadToken: string | null }>('order', customer.get(`/api/orders/${orderId}`));
    if (!order.uploadToken) throw new Error('a paid order has an upload token');
    return { orderId, token: order.uploadToken };
  }

  /** Uploads a PNG to the order's upload link by tus, as the upload page does. */
  function tusUpload(bytes: Buffer, token: string, filename: string): Promise<void> {
    return new Promise((done, fail) => {
      new Upload(bytes, {
        endpoint: `${base}/api/uploads/tus`,
        chunkSize: 5 * 1024 * 1024,
        headers: { origin },
        metadata: { token, filename, filetype: 'image/png' },
        retryDelays: [],
        onError: fail,
        onSuccess: () => done(),
      }).start();
    });
  }

  return { origin, headers, signInLink, paidFrameOrder, tusUpload };
}
