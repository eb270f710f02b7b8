import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../src/index';
import { call, latestMail, signIn } from './helpers';
import { ADDRESS, addVoucher, type Body, createFrame, frameReadyToPay, orderRow } from './order-fixtures';
import { deliver, eventsFor, payWith, testStripe } from './stripe-helpers';

describe('order creation', () => {
  beforeAll(async () => {
    await addVoucher('TEN', { discountValue: 10 });
    await addVoucher('FIVEOFF', { discountType: 'fixed', discountValue: 500 });
    await addVoucher('OFF', { active: 0 });
    await addVoucher('OLD', { expiresAt: Date.now() - 1000 });
    await addVoucher('CHARONLY', { products: '["character"]' });
    await addVoucher('GONE', { usageLimit: 2, usedCount: 2 });
    await addVoucher('FREE', { discountValue: 100 });
  });

  it('prices a frame from the catalog, ignoring a price the client sends', async () => {
    const { res, orderId, cookie } = await createFrame({ amount: '1.00', amountCents: 100, discountAmount: '128.00' });
    expect(res.status).toBe(201);
    const order = (await (await call(`/api/orders/${orderId}`, { cookie })).json()) as Body;
    expect(order).toMatchObject({
      amount: '129.00',
      discountAmount: '0.00',
      paymentStatus: 'pending',
      type: 'frame',
      frameSize: '7',
    });
    expect((await orderRow(orderId))?.amount_cents).toBe(12900);
  });

  it('applies percentage and fixed vouchers on the server', async () => {
    const pct = await createFrame({ frameSize: '5', voucherCode: ' ten ' });
    expect(await orderRow(pct.orderId)).toMatchObject({ amount_cents: 8910, discount_cents: 990, voucher_code: 'TEN' });
    const fixed = await createFrame({ voucherCode: 'FIVEOFF' });
    expect(await orderRow(fixed.orderId)).toMatchObject({ amount_cents: 12400, discount_cents: 500 });
  });

  it.each([
    ['NOPE', 'This voucher code does not exist. Check the spelling or continue without it.'],
    ['OFF', 'This voucher is not active any more.'],
    ['OLD', 'This voucher has expired'],
    ['CHARONLY', 'This voucher cannot be used for this product.'],
    ['GONE', 'This voucher has been used up'],
  ])('refuses voucher %s with its own message and creates nothing', async (code, message) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>();
    const { res, json } = await createFrame({ voucherCode: code });
    expect(res.status).toBe(400);
    expect(json.error).toBe(message);
    expect((json.fields as Record<string, string[]>).voucherCode).toEqual([message]);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('refuses bad input with the spec messages', async () => {
    const { res, json } = await createFrame({ customerName: 'A', customerEmail: 'nope', frameSize: '9' });
    expect(res.status).toBe(400);
    const fields = json.fields as Record<string, string[]>;
    expect(fields.customerName).toEqual(['Name must be at least 2 characters']);
    expect(fields.customerEmail).toEqual(['Please enter a valid email address']);
    expect(fields.frameSize).toBeDefined();
  });

  it('shows an order only to the browser that created it or its owner', async () => {
    const { orderId } = await createFrame({});
    expect((await call(`/api/orders/${orderId}`)).status).toBe(404);
    const stranger = await signIn('stranger@example.com');
    expect((await call(`/api/orders/${orderId}`, { cookie: stranger })).status).toBe(404);
    const owner = await signIn('owner@example.com');
    const mine = await createFrame({}, owner);
    expect((await call(`/api/orders/${mine.orderId}`, { cookie: owner })).status).toBe(200);
    expect((await call(`/api/orders/${mine.orderId}`, { cookie: stranger })).status).toBe(404);
    expect((await call('/api/orders/not-a-uuid')).status).toBe(404);
  });
});

describe('payment', () => {
  it('pays a frame with a card: verified with Stripe, upload token, owned frame, one confirmation e-mail', async () => {
    const owner = await signIn('payer@example.com');
    const { orderId, cookie } = await createFrame({ customerEmail: 'payer@example.com' }, owner);
    const setup = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
    expect(setup.status).toBe(200);
    const { clientSecret, amount, uploadToken } = (await setup.json()) as {
      clientSecret: string;
      amount: string;
      uploadToken: string;
    };
    expect(amount).toBe('129.00');
    expect(uploadToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    // The browser's word alone is not enough: before paying, complete-payment leaves it pending.
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const early = await call(`/api/orders/${orderId}/complete-payment`, {
      method: 'PATCH',
      cookie,
      json: { paymentIntentId: intentId },
    });
    expect(((await early.json()) as Body).paymentStatus).toBe('pending');

    const paid = await payWith(clientSecret);
    expect(paid.status).toBe('succeeded');
    const done = await call(`/api/orders/${orderId}/complete-payment`, {
      method: 'PATCH',
      cookie,
      json: { paymentIntentId: intentId },
    });
    expect(await done.json()).toEqual({ paymentStatus: 'paid', uploadToken });
    // The webhook arriving afterwards (and twice) changes nothing twice.
    const [event] = await eventsFor(intentId, 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);

    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      payment_status: 'paid',
      upload_token: uploadToken,
      stripe_payment_intent_id: intentId,
    });
    expect(JSON.parse(String(row?.shipping_address))).toMatchObject({ city: 'Hamburg', country: 'DE' });
    const frames = await env.DB.prepare('SELECT count(*) AS n FROM user_frames WHERE order_id = ?')
      .bind(orderId)
      .first<{ n: number }>();
    expect(frames?.n).toBe(1);
    const mails = (await (await call('/dev/mailbox.json')).json()) as Array<{
      to: string;
      subject: string;
      links: string[];
    }>;
    const confirmations = mails.filter((m) => m.to === 'payer@example.com' && m.subject.startsWith('Order confirmed'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.links).toContain(`http://localhost/upload/${uploadToken}`);
  });

  it('marks a declined card failed from the webhook and releases the voucher claim', async () => {
    await env.DB.prepare("UPDATE vouchers SET used_count = 0 WHERE code = 'TEN'").run();
    const { orderId, cookie } = await createFrame({ voucherCode: 'TEN' });
    const setup = (await (
      await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } })
    ).json()) as { clientSecret: string };
    expect(
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'TEN'").first<{ n: number }>())?.n,
    ).toBe(1);
    const intent = await payWith(setup.clientSecret, 'pm_card_chargeDeclined');
    expect(intent.status).toBe('requires_payment_method');
    const [failed] = await eventsFor(intent.id, 'payment_intent.payment_failed');
    expect((await deliver(failed)).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      payment_status: 'failed',
      voucher_claimed_at: null,
      upload_expires_at: null,
    });
    expect(
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'TEN'").first<{ n: number }>())?.n,
    ).toBe(0);
    // Replayed: nothing is released twice.
    await deliver(failed);
    expect(
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'TEN'").first<{ n: number }>())?.n,
    ).toBe(0);
  });

  it('ignores a failure event that arrives after the success event', async () => {
    const { orderId, clientSecret, intentId } = await frameReadyToPay();
    await payWith(clientSecret);
    const [succeeded] = await eventsFor(intentId, 'payment_intent.succeeded');
    await deliver(succeeded);
    await deliver({ ...(succeeded as object), id: 'evt_late_failure', type: 'payment_intent.payment_failed' });
    expect((await orderRow(orderId))?.payment_status).toBe('paid');
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { orderId, clientSecret, intentId } = await frameReadyToPay();
    await payWith(clientSecret);
    const [succeeded] = await eventsFor(intentId, 'payment_intent.succeeded');
    const res = await deliver(succeeded, 'whsec_wrong_secret');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).error).toBe('The webhook signature is not valid.');
    expect((await orderRow(orderId))?.payment_status).toBe('pending');
  });

  it('marks a refunded charge refunded', async () => {
    const { orderId, clientSecret } = await frameReadyToPay();
    const intent = await payWith(clientSecret);
    await deliver((await eventsFor(intent.id, 'payment_intent.succeeded'))[0]);
    await testStripe().refunds.create({ payment_intent: intent.id });
    const [refunded] = await eventsFor(intent.id, 'charge.refunded');
    expect((await deliver(refunded)).status).toBe(200);
    expect((await orderRow(orderId))?.payment_status).toBe('refunded');
  });

  it('makes a 100 % voucher a free order: paid at once, no card step', async () => {
    const { orderId, cookie } = await createFrame({ voucherCode: 'FREE' });
    const res = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
    const body = (await res.json()) as Body;
    expect(body).toMatchObject({ clientSecret: null, amount: '0.00' });
    expect(await orderRow(orderId)).toMatchObject({
      payment_status: 'paid',
      stripe_payment_intent_id: null,
      amount_cents: 0,
    });
    const usage = await env.DB.prepare('SELECT count(*) AS n FROM voucher_usage WHERE order_id = ?')
      .bind(orderId)
      .first<{ n: number }>();
    expect(usage?.n).toBe(1);
  });

  it('needs a complete shipping address for frames', async () => {
    const { orderId, cookie } = await createFrame({});
    const res = await call(`/api/orders/${orderId}/payment-intent`, {
      cookie,
      json: { shippingAddress: { ...ADDRESS, city: '' } },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).error).toBe('Please complete all required shipping address fields.');
  });

  it('never lets a limit-10 voucher be used more than 10 times under 50 concurrent payment setups', async () => {
    await addVoucher('RACE10', { usageLimit: 10 });
    const created = [];
    for (let i = 0; i < 50; i++) created.push(await createFrame({ voucherCode: 'RACE10' }));
    const results = await Promise.all(
      created.map(({ orderId, cookie }) =>
        call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const conflict = (await results[statuses.indexOf(409)]?.json()) as Body;
    expect(conflict.error).toBe('This voucher has been used up');
    expect(
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'RACE10'").first<{ n: number }>())?.n,
    ).toBe(10);
    for (const r of results) await r.arrayBuffer().catch(() => undefined);
  });

  it('continues without the voucher after a 409, re-priced on the server', async () => {
    await addVoucher('LASTONE', { usageLimit: 1, usedCount: 0 });
    const a = await createFrame({ voucherCode: 'LASTONE' });
    const b = await createFrame({ voucherCode: 'LASTONE' });
    expect(
      (await call(`/api/orders/${a.orderId}/payment-intent`, { cookie: a.cookie, json: { shippingAddress: ADDRESS } }))
        .status,
    ).toBe(200);
    expect(
      (await call(`/api/orders/${b.orderId}/payment-intent`, { cookie: b.cookie, json: { shippingAddress: ADDRESS } }))
        .status,
    ).toBe(409);
    const retry = await call(`/api/orders/${b.orderId}/payment-intent`, {
      cookie: b.cookie,
      json: { shippingAddress: ADDRESS, withoutVoucher: true },
    });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Body).amount).toBe('129.00');
    expect(await orderRow(b.orderId)).toMatchObject({ voucher_code: null, discount_cents: 0, amount_cents: 12900 });
  });
});

describe('guest checkout and linking', () => {
  it('asks a guest to register, then links the order only with its upload token', async () => {
    const guest = await createFrame({ customerEmail: 'guest@example.com' });
    const { clientSecret, uploadToken } = (await (
      await call(`/api/orders/${guest.orderId}/payment-intent`, {
        cookie: guest.cookie,
        json: { shippingAddress: ADDRESS },
      })
    ).json()) as { clientSecret: string; uploadToken: string };
    const intent = await payWith(clientSecret);
    const done = await call(`/api/orders/${guest.orderId}/complete-payment-guest`, {
      method: 'PATCH',
      cookie: guest.cookie,
      json: { paymentIntentId: intent.id },
    });
    expect(await done.json()).toEqual({ paymentStatus: 'paid', uploadToken, requiresRegistration: true });
    expect((await latestMail('guest@example.com')).subject).toMatch(/^Order confirmed/);

    const user = await signIn('guest@example.com');
    const wrong = await call('/api/orders/link-to-user', {
      method: 'PATCH',
      cookie: user,
      json: { orderIds: [guest.orderId], uploadToken: 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(404);
    expect((await orderRow(guest.orderId))?.user_id).toBeNull();

    const thief = await signIn('thief@example.com');
    const linked = await call('/api/orders/link-to-user', {
      method: 'PATCH',
      cookie: user,
      json: { orderIds: [guest.orderId], uploadToken },
    });
    expect(linked.status).toBe(200);
    const userId = (
      await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind('guest@example.com').first<{ id: string }>()
    )?.id;
    expect((await orderRow(guest.orderId))?.user_id).toBe(userId);
    expect(
      (await env.DB.prepare('SELECT user_id FROM user_frames WHERE order_id = ?').bind(guest.orderId).first())?.user_id,
    ).toBe(userId);
    // Someone else holding the token later cannot take it over.
    const stolen = await call('/api/orders/link-to-user', {
      method: 'PATCH',
      cookie: thief,
      json: { orderIds: [guest.orderId], uploadToken },
    });
    expect(stolen.status).toBe(404);
    expect((await orderRow(guest.orderId))?.user_id).toBe(userId);
  });

  it("carries the name typed at checkout into a new account's profile, and never over a name already there", async () => {
    const paidGuestOrder = async (customerName: string, customerEmail: string) => {
      const guest = await createFrame({ customerName, customerEmail });
      const setup = (await (
        await call(`/api/orders/${guest.orderId}/payment-intent`, {
          cookie: guest.cookie,
          json: { shippingAddress: ADDRESS },
        })
      ).json()) as { clientSecret: string; uploadToken: string };
      const intent = await payWith(setup.clientSecret);
      await call(`/api/orders/${guest.orderId}/complete-payment-guest`, {
        method: 'PATCH',
        cookie: guest.cookie,
        json: { paymentIntentId: intent.id },
      });
      return { orderId: guest.orderId, uploadToken: setup.uploadToken };
    };
    const link = (cookie: string, order: { orderId: string; uploadToken: string }) =>
      call('/api/orders/link-to-user', {
        method: 'PATCH',
        cookie,
        json: { orderIds: [order.orderId], uploadToken: order.uploadToken },
      });
    const profile = async (cookie: string) =>
      (await (await call('/api/auth/user', { cookie })).json()) as {
        firstName: string | null;
        lastName: string | null;
      };

    const email = `named-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const first = await paidGuestOrder('  Maria  de la Cruz ', email);
    const user = await signIn(email);
    expect(await profile(user)).toMatchObject({ firstName: null, lastName: null });
    expect((await link(user, first)).status).toBe(200);
    expect(await profile(user)).toMatchObject({ firstName: 'Maria', lastName: 'de la Cruz' });

    // A second order under another name leaves the profile as it is.
    const second = await paidGuestOrder('Someone Else', email);
    expect((await link(user, second)).status).toBe(200);
    expect(await profile(user)).toMatchObject({ firstName: 'Maria', lastName: 'de la Cruz' });
  });
});

describe('a declined payment with a voucher', () => {
  it('cancels the discounted PaymentIntent before giving the voucher use back, so it cannot be paid later without a new claim', async () => {
    await addVoucher('LIMIT1', { usageLimit: 1 });
    const first = await createFrame({ voucherCode: 'LIMIT1' });
    const setup = (await (
      await call(`/api/orders/${first.orderId}/payment-intent`, {
        cookie: first.cookie,
        json: { shippingAddress: ADDRESS },
      })
    ).json()) as { clientSecret: string };
    const declined = await payWith(setup.clientSecret, 'pm_card_chargeDeclined');
    const [failed] = await eventsFor(declined.id, 'payment_intent.payment_failed');
    expect((await deliver(failed)).status).toBe(200);

    // The use went back, and the old PaymentIntent with the discount is gone.
    expect(
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'LIMIT1'").first<{ n: number }>())?.n,
    ).toBe(0);
    expect((await testStripe().paymentIntents.retrieve(declined.id)).status).toBe('canceled');
    await expect(
      testStripe().paymentIntents.confirm(declined.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toThrow();

    // Someone else takes the last use; the first customer is told it is used up.
    const second = await createFrame({ voucherCode: 'LIMIT1' });
    const secondSetup = await call(`/api/orders/${second.orderId}/payment-intent`, {
      cookie: second.cookie,
      json: { shippingAddress: ADDRESS },
    });
    expect(secondSetup.status).toBe(200);
    const retry = await call(`/api/orders/${first.orderId}/payment-intent`, {
      cookie: first.cookie,
      json: { shippingAddress: ADDRESS },
    });
    expect(retry.status).toBe(409);
    expect(
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'LIMIT1'").first<{ n: number }>())?.n,
    ).toBe(1);
  });

  it('lets the customer try another card on a fresh PaymentIntent when the voucher is still available', async () => {
    await addVoucher('AGAIN', { usageLimit: 5 });
    const order = await createFrame({ voucherCode: 'AGAIN' });
    const setup = (await (
      await call(`/api/orders/${order.orderId}/payment-intent`, {
        cookie: order.cookie,
        json: { shippingAddress: ADDRESS },
      })
    ).json()) as { clientSecret: string };
    const declined = await payWith(setup.clientSecret, 'pm_card_chargeDeclined');
    await deliver((await eventsFor(declined.id, 'payment_intent.payment_failed'))[0]);
    const again = await call(`/api/orders/${order.orderId}/payment-intent`, {
      cookie: order.cookie,
      json: { shippingAddress: ADDRESS },
    });
    expect(again.status).toBe(200);
    const { clientSecret } = (await again.json()) as { clientSecret: string };
    expect(clientSecret.split('_secret_')[0]).not.toBe(declined.id);
    const paid = await payWith(clientSecret);
    await deliver((await eventsFor(paid.id, 'payment_intent.succeeded'))[0]);
    expect(await orderRow(order.orderId)).toMatchObject({ payment_status: 'paid', discount_cents: 1290 });
    expect(
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'AGAIN'").first<{ n: number }>())?.n,
    ).toBe(1);
  });
});

describe('abandoned payments', () => {
  it('gives back the voucher use of an order left unpaid for 24 hours, when the scheduled job runs', async () => {
    await addVoucher('STALE', { usageLimit: 3 });
    const { orderId, cookie } = await createFrame({ voucherCode: 'STALE' });
    const setup = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
    const { clientSecret } = (await setup.json()) as { clientSecret: string };
    const used = async () =>
      (await env.DB.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'STALE'").first<{ n: number }>())?.n;
    expect(await used()).toBe(1);

    const controller = createScheduledController({ scheduledTime: new Date(), cron: '*/30 * * * *' });
    await worker.scheduled(controller, env);
    expect(await used()).toBe(1); // a fresh claim stays

    await env.DB.prepare('UPDATE orders SET voucher_claimed_at = ? WHERE id = ?')
      .bind(Date.now() - 25 * 60 * 60 * 1000, orderId)
      .run();
    await worker.scheduled(controller, env);
    expect(await used()).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ voucher_claimed_at: null, payment_status: 'failed' });
    expect((await testStripe().paymentIntents.retrieve(clientSecret.split('_secret_')[0] ?? '')).status).toBe(
      'canceled',
    );
  });
});
