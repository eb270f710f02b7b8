import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { ADDRESS, addVoucher, type Body, createFrame, orderRow } from './order-fixtures';
import { deliver, eventsFor, payWith, testStripe } from './stripe-helpers';

/** What the voucher table says of one code. */
const usedCount = async (code: string) =>
  (await env.DB.prepare('SELECT used_count AS n FROM vouchers WHERE code = ?').bind(code).first<{ n: number }>())?.n;

const usageRows = async (code: string) =>
  (
    await env.DB.prepare(
      'SELECT count(*) AS n FROM voucher_usage u JOIN vouchers v ON v.id = u.voucher_id WHERE v.code = ?',
    )
      .bind(code)
      .first<{ n: number }>()
  )?.n;

async function setUp(order: { orderId: string; cookie: string }, withoutVoucher = false) {
  const res = await call(`/api/orders/${order.orderId}/payment-intent`, {
    cookie: order.cookie,
    json: { shippingAddress: ADDRESS, withoutVoucher },
  });
  return { res, body: (await res.json()) as Body & { clientSecret?: string; amount?: string } };
}

/** Delivers every payment_intent.succeeded event of the order's intents, as Stripe would. */
async function deliverSucceeded(intentIds: string[]) {
  for (const id of intentIds) {
    for (const event of await eventsFor(id, 'payment_intent.succeeded'))
      expect((await deliver(event)).status).toBe(200);
  }
}

/** Every intent the emulator holds for an order, with what it charged. */
async function intentsOf(orderId: string) {
  const list = await testStripe().paymentIntents.list({ limit: 100 });
  return list.data.filter((pi) => pi.metadata.order_id === orderId);
}

describe('a paid voucher order cannot be re-priced or give its voucher back', () => {
  it('answers "already paid" to a setup without the voucher after the discounted payment, and keeps the use', async () => {
    await addVoucher('ONCE129', { usageLimit: 1 });
    const order = await createFrame({ voucherCode: 'ONCE129' });
    const first = await setUp(order);
    expect(first.body.amount).toBe('116.10');
    const paid = await payWith(first.body.clientSecret ?? '');
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 11610 });

    const again = await setUp(order, true);
    expect(again.res.status).toBe(409);
    expect(again.body.error).toBe('This order has already been paid.');
    await deliverSucceeded([paid.id]);

    expect(await orderRow(order.orderId)).toMatchObject({
      payment_status: 'paid',
      amount_cents: 11610,
      discount_cents: 1290,
      voucher_code: 'ONCE129',
    });
    expect(await usedCount('ONCE129')).toBe(1);
    expect(await usageRows('ONCE129')).toBe(1);
    // The one use is gone: nobody gets a second discounted order.
    const second = await createFrame({ voucherCode: 'ONCE129' });
    expect(second.res.status).toBe(400);
    expect(second.json.error).toBe('This voucher has been used up');
  });

  it('keeps the database equal to what Stripe charged when payment and "without voucher" race', async () => {
    const codes = ['RACEA', 'RACEB', 'RACEC', 'RACED', 'RACEE', 'RACEF'];
    const seen = { paidWithVoucher: 0, repriced: 0 };
    for (const code of codes) await addVoucher(code, { usageLimit: 1 });
    const outcomes = await Promise.all(
      codes.map(async (code, i) => {
        const order = await createFrame({ frameSize: '5', voucherCode: code });
        const first = await setUp(order);
        const secret = first.body.clientSecret ?? '';
        // Payment first, re-pricing first, and re-pricing done before the old form is submitted.
        const pay = () => payWith(secret).catch((error: unknown) => error);
        let setup: Awaited<ReturnType<typeof setUp>>;
        if (i % 3 === 0) setup = (await Promise.all([pay(), setUp(order, true)]))[1];
        else if (i % 3 === 1) setup = (await Promise.all([setUp(order, true), pay()]))[0];
        else {
          setup = await setUp(order, true);
          await pay();
        }
        return { code, order, setup };
      }),
    );
    for (const { code, order, setup } of outcomes) {
      expect([200, 409]).toContain(setup.res.status);
      const intents = await intentsOf(order.orderId);
      await deliverSucceeded(intents.map((pi) => pi.id));
      const charged = intents.filter((pi) => pi.status === 'succeeded');
      expect(charged.length).toBeLessThanOrEqual(1);
      const row = await orderRow(order.orderId);
      if (charged[0]) {
        // Paid: recorded exactly as charged, with the voucher the charge used.
        expect(row).toMatchObject({ payment_status: 'paid', amount_cents: charged[0].amount_received });
        expect(row?.voucher_code).toBe(charged[0].amount_received < 9900 ? code : null);
        expect(await usedCount(code)).toBe(row?.voucher_code ? 1 : 0);
        seen.paidWithVoucher += 1;
      } else {
        // Not paid: the order went to full price and the use went back.
        expect(row).toMatchObject({ payment_status: 'pending', amount_cents: 9900, voucher_code: null });
        expect(await usedCount(code)).toBe(0);
        seen.repriced += 1;
      }
    }
    // The sequential cases always re-price; the concurrent ones usually see the payment first.
    expect(seen.repriced).toBeGreaterThanOrEqual(2);
    expect(seen.paidWithVoucher + seen.repriced).toBe(codes.length);
  });

  it('records what Stripe charged and the voucher the intent carried, even when the order row says otherwise', async () => {
    await addVoucher('STALE10', { usageLimit: 1 });
    const order = await createFrame({ voucherCode: 'STALE10' });
    const first = await setUp(order);
    // The order row drifted from the open intent (as the old give-back did): full price, no voucher, use returned.
    await env.DB.batch([
      env.DB.prepare(
        'UPDATE orders SET voucher_code = NULL, voucher_claimed_at = NULL, discount_cents = 0, amount_cents = 12900 WHERE id = ?',
      ).bind(order.orderId),
      env.DB.prepare("UPDATE vouchers SET used_count = 0 WHERE code = 'STALE10'"),
    ]);
    const paid = await payWith(first.body.clientSecret ?? '');
    await deliverSucceeded([paid.id]);
    expect(await orderRow(order.orderId)).toMatchObject({
      payment_status: 'paid',
      amount_cents: 11610,
      discount_cents: 1290,
      voucher_code: 'STALE10',
    });
    expect(await usedCount('STALE10')).toBe(1);
    expect(await usageRows('STALE10')).toBe(1);
  });
});

describe('webhook events in odd orders and shapes', () => {
  it('keeps an order refunded when the refund event arrives before the payment event', async () => {
    const order = await createFrame({ customerEmail: 'refund-first@example.com' });
    const first = await setUp(order);
    const paid = await payWith(first.body.clientSecret ?? '');
    const refund = await testStripe().refunds.create({ payment_intent: paid.id });
    expect(refund.status).toBe('succeeded');
    const [refunded] = await eventsFor(paid.id, 'charge.refunded');
    expect((await deliver(refunded)).status).toBe(200);
    await deliverSucceeded([paid.id]);
    expect(await orderRow(order.orderId)).toMatchObject({ payment_status: 'refunded' });
    const confirmations = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox_mails WHERE \"to\" = 'refund-first@example.com' AND subject LIKE 'Order confirmed%'",
    ).first<{ n: number }>();
    expect(confirmations?.n ?? 0).toBe(0);
  });

  it.each([
    ['no data.object', { type: 'payment_intent.succeeded', data: {} }],
    ['no data', { type: 'charge.refunded' }],
    ['a charge where an intent belongs', { type: 'payment_intent.succeeded', data: { object: { object: 'charge' } } }],
    [
      'metadata that is not an object',
      {
        type: 'payment_intent.payment_failed',
        data: { object: { object: 'payment_intent', id: 'pi_x', amount_received: 0, metadata: 'x' } },
      },
    ],
  ])('answers 400, not 500, to a signed event with %s', async (_, shape) => {
    const res = await deliver({ id: 'evt_bad', object: 'event', created: 1, ...shape });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).error).toBe(
      'The webhook event does not have the shape Stripe sends for its type.',
    );
  });
});

describe('double clicks on Pay with a voucher', () => {
  it('refuses both of two simultaneous setups when the last use went to someone else meanwhile', async () => {
    await addVoucher('GONEMEANWHILE', { usageLimit: 1 });
    const order = await createFrame({ voucherCode: 'GONEMEANWHILE' });
    await env.DB.prepare("UPDATE vouchers SET used_count = 1 WHERE code = 'GONEMEANWHILE'").run();
    const answers = await Promise.all([setUp(order), setUp(order), setUp(order)]);
    expect(answers.map((a) => a.res.status)).toEqual([409, 409, 409]);
    expect(answers[0]?.body.error).toBe('This voucher has been used up');
    expect(await usedCount('GONEMEANWHILE')).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({ voucher_claimed_at: null, stripe_payment_intent_id: null });
  });

  it('claims one use for one order however many setups run at once, all paying the same intent', async () => {
    await addVoucher('ONECLAIM', { usageLimit: 2 });
    const order = await createFrame({ voucherCode: 'ONECLAIM' });
    const answers = await Promise.all([setUp(order), setUp(order), setUp(order), setUp(order)]);
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.clientSecret)).size).toBe(1);
    expect(answers[0]?.body.amount).toBe('116.10');
    expect(await usedCount('ONECLAIM')).toBe(1);
  });
});
