import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCall, auditRows, insertOrder, mailsTo } from './admin-helpers';
import { call, signIn } from './helpers';
import { ADDRESS, type Body, createFrame, orderRow } from './order-fixtures';
import { deliver, eventsFor, payWith, testStripe } from './stripe-helpers';

const tag = () => crypto.randomUUID().slice(0, 8).toLowerCase();
const key = () => crypto.randomUUID();

type RefundAnswer = Body & {
  order: { paymentStatus: string; refundedAmount: string; amount: string };
  refund: { id: string; amount: string; status: string; stripeRefundId: string | null; reason: string | null };
  message: string;
};

/** A guest's frame order paid through the emulator, the payment's webhook delivered: what an admin refunds. */
async function paidOrder(email = `refund-${tag()}@example.com`) {
  const { orderId, cookie } = await createFrame({ customerEmail: email });
  const setup = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
  expect(setup.status).toBe(200);
  const { clientSecret } = (await setup.json()) as { clientSecret: string };
  const intent = await payWith(clientSecret);
  expect(intent.status).toBe('succeeded');
  await deliverAll(intent.id, 'payment_intent.succeeded');
  expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', amount_cents: 12900 });
  return { orderId, email, intentId: intent.id };
}

async function deliverAll(intentId: string, type: string) {
  for (const event of await eventsFor(intentId, type)) expect((await deliver(event)).status).toBe(200);
}

const refund = (orderId: string, json: Record<string, unknown>) =>
  adminCall(`/api/admin/orders/${orderId}/refunds`, { json });

const refundRows = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT * FROM refunds WHERE order_id = ? ORDER BY created_at, rowid')
      .bind(orderId)
      .all<Record<string, unknown>>()
  ).results;

const stripeRefunds = async (intentId: string) =>
  (await testStripe().refunds.list({ payment_intent: intentId, limit: 100 })).data;

describe('admin refunds through Stripe', () => {
  it('refunds a paid order in full: the row, the status, the money at Stripe, the mail and the timeline', async () => {
    const { orderId, email, intentId } = await paidOrder();
    const res = await refund(orderId, { reason: 'Frame arrived broken', idempotencyKey: key() });
    expect(res.status).toBe(201);
    const body = (await res.json()) as RefundAnswer;
    expect(body.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '129.00', amount: '129.00' });
    expect(body.refund).toMatchObject({ amount: '129.00', status: 'succeeded', reason: 'Frame arrived broken' });
    expect(body.message).toBe('$129.00 was refunded. The customer received an e-mail.');

    const rows = await refundRows(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount_cents: 12900,
      status: 'succeeded',
      stripe_refund_id: body.refund.stripeRefundId,
    });
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'refunded', refunded_cents: 12900 });

    const atStripe = await stripeRefunds(intentId);
    expect(atStripe.map((r) => [r.id, r.amount, r.metadata?.order_id])).toEqual([
      [body.refund.stripeRefundId, 12900, orderId],
    ]);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Refund of $129.00 for order #${orderId.slice(0, 8)}`);
    expect(mail?.text).toContain('We refunded $129.00');
    // The mail links its credit note, the download the customer also has on the dashboard.
    const [note] = (
      await env.DB.prepare('SELECT number FROM credit_notes WHERE order_id = ?').bind(orderId).all<{ number: string }>()
    ).results;
    expect(note).toBeDefined();
    expect(mail?.text).toContain(`/api/orders/${orderId}/credit-notes/${encodeURIComponent(note?.number ?? '')}`);
    expect(mail?.text).not.toContain('Frame arrived broken');

    const audit = (await auditRows('order', orderId)).filter((row) => row.action === 'order.refunded');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_email).toMatch(/^admin-/);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
      amount: '129.00',
      reason: 'Frame arrived broken',
      refundedTotal: '129.00',
    });
    const details = (await (await adminCall(`/api/admin/orders/${orderId}`)).json()) as {
      events: { action: string }[];
    };
    expect(details.events.map((e) => e.action)).toContain('order.refunded');
  });

  it('refunds part, then the rest when the amount is left out', async () => {
    const { orderId, intentId } = await paidOrder();
    const part = await refund(orderId, { amountCents: 2900, idempotencyKey: key() });
    expect(part.status).toBe(201);
    expect(((await part.json()) as RefundAnswer).order).toMatchObject({
      paymentStatus: 'paid',
      refundedAmount: '29.00',
    });
    const rest = await refund(orderId, { idempotencyKey: key() });
    expect(rest.status).toBe(201);
    const body = (await rest.json()) as RefundAnswer;
    expect(body.refund.amount).toBe('100.00');
    expect(body.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '129.00' });
    expect((await stripeRefunds(intentId)).map((r) => r.amount).sort()).toEqual([10000, 2900]);
    expect((await refundRows(orderId)).map((r) => r.amount_cents)).toEqual([2900, 10000]);
  });

  it('refuses more than is left with the amount left, and changes nothing', async () => {
    const { orderId, intentId } = await paidOrder();
    expect((await refund(orderId, { amountCents: 10000, idempotencyKey: key() })).status).toBe(201);
    const res = await refund(orderId, { amountCents: 3000, idempotencyKey: key() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).error).toBe('The refund is more than what is left to refund ($29.00).');
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', refunded_cents: 10000 });
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await stripeRefunds(intentId)).toHaveLength(1);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -500],
    ['a fraction of a cent', 12.5],
    ['dollars as text', '12.50'],
  ])('refuses %s with 400', async (_, amountCents) => {
    const { orderId } = await paidOrder();
    const res = await refund(orderId, { amountCents, idempotencyKey: key() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).error).toBeTruthy();
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    expect(await refundRows(orderId)).toHaveLength(0);
  });

  it('refuses an unpaid order: only a paid order can be refunded', async () => {
    const orderId = await insertOrder({ paymentStatus: 'pending' });
    const res = await refund(orderId, { idempotencyKey: key() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).error).toBe('Only a paid order can be refunded.');
    expect(await refundRows(orderId)).toHaveLength(0);
  });

  it('refunds once for one key, whether the request comes twice in a row or twice at once', async () => {
    const { orderId, intentId } = await paidOrder();
    const once = key();
    const first = await refund(orderId, { amountCents: 1000, idempotencyKey: once });
    expect(first.status).toBe(201);
    const again = await refund(orderId, { amountCents: 1000, idempotencyKey: once });
    expect(again.status).toBe(200);
    expect(((await again.json()) as RefundAnswer).refund.id).toBe(((await first.json()) as RefundAnswer).refund.id);

    const twice = key();
    const both = await Promise.all([0, 1].map(() => refund(orderId, { amountCents: 2000, idempotencyKey: twice })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    const ids = await Promise.all(both.map(async (r) => ((await r.json()) as RefundAnswer).refund.id));
    expect(new Set(ids).size).toBe(1);

    expect((await refundRows(orderId)).map((r) => r.amount_cents)).toEqual([1000, 2000]);
    expect((await stripeRefunds(intentId)).map((r) => r.amount).sort()).toEqual([1000, 2000]);
    expect(await orderRow(orderId)).toMatchObject({ refunded_cents: 3000 });
  });

  it('lets exactly one of two full refunds at once through', async () => {
    const { orderId, intentId } = await paidOrder();
    const both = await Promise.all([key(), key()].map((k) => refund(orderId, { idempotencyKey: k })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.status === 409) ?? Response.error();
    expect(((await refused.json()) as Body).error).toBe('This order has already been refunded in full.');
    expect(await refundRows(orderId)).toHaveLength(1);
    expect((await stripeRefunds(intentId)).map((r) => r.amount)).toEqual([12900]);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'refunded', refunded_cents: 12900 });
  });
});

describe('when Stripe refuses', () => {
  it('gives the reserved amount back, keeps no row and says why', async () => {
    const { orderId, intentId } = await paidOrder();
    // Refunded at Stripe already, and its webhook not here yet: Stripe refuses the second refund.
    await testStripe().refunds.create({ payment_intent: intentId });
    const res = await refund(orderId, { amountCents: 1000, idempotencyKey: key() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).error).toMatch(/^Stripe refused the refund, so nothing was refunded: .+/);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    expect(await refundRows(orderId)).toHaveLength(0);
    expect((await auditRows('order', orderId)).some((r) => r.action === 'order.refunded')).toBe(false);
  });
});

describe('refund webhooks', () => {
  it("does not count the shop's own refund twice when Stripe's charge.refunded arrives", async () => {
    const { orderId, intentId } = await paidOrder();
    expect((await refund(orderId, { amountCents: 5000, idempotencyKey: key() })).status).toBe(201);
    await deliverAll(intentId, 'charge.refunded');
    await deliverAll(intentId, 'charge.refunded');
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', refunded_cents: 5000 });
  });

  it('records a refund made directly at Stripe (the dashboard), partly and then in full', async () => {
    const { orderId, intentId } = await paidOrder();
    await testStripe().refunds.create({ payment_intent: intentId, amount: 4000 });
    await deliverAll(intentId, 'charge.refunded');
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', refunded_cents: 4000 });
    // What is left is what the back office can still refund.
    const res = await refund(orderId, { amountCents: 9000, idempotencyKey: key() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).error).toBe('The refund is more than what is left to refund ($89.00).');

    await testStripe().refunds.create({ payment_intent: intentId });
    await deliverAll(intentId, 'charge.refunded');
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'refunded', refunded_cents: 12900 });
  });

  it('gives a refund made at Stripe its credit note and refund e-mail, once, beside the shop’s own', async () => {
    const { orderId, email, intentId } = await paidOrder();
    // The shop refunds $12.34, someone refunds $20.00 in Stripe's dashboard, the shop refunds the rest.
    expect((await refund(orderId, { amountCents: 1234, idempotencyKey: key() })).status).toBe(201);
    await testStripe().refunds.create({ payment_intent: intentId, amount: 2000 });
    for (const type of ['refund.created', 'charge.refunded']) {
      await deliverAll(intentId, type);
      await deliverAll(intentId, type);
    }
    expect((await refund(orderId, { idempotencyKey: key() })).status).toBe(201);
    await deliverAll(intentId, 'refund.created');
    await deliverAll(intentId, 'charge.refunded');
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'refunded', refunded_cents: 12900 });

    // Three refunds, each with one credit note: together what went back.
    const rows = await refundRows(orderId);
    expect(rows.map((r) => [r.amount_cents, r.status])).toEqual([
      [1234, 'succeeded'],
      [2000, 'succeeded'],
      [9666, 'succeeded'],
    ]);
    const notes = (
      await env.DB.prepare('SELECT refund_id, total_cents FROM credit_notes WHERE order_id = ?')
        .bind(orderId)
        .all<{ refund_id: string; total_cents: number }>()
    ).results;
    expect(notes).toHaveLength(3);
    expect(notes.reduce((sum, n) => sum + Math.abs(n.total_cents), 0)).toBe(12900);
    expect(new Set(notes.map((n) => n.refund_id))).toEqual(new Set(rows.map((r) => r.id)));
    // The customer heard of each refund: three refund mails.
    const refundMails = (await mailsTo(email)).filter((m) => /refund/i.test(m.subject));
    expect(refundMails).toHaveLength(3);
  });

  it('counts only what paid orders kept in the revenue', async () => {
    const revenue = async () => ((await (await adminCall('/api/admin/stats')).json()) as { revenue: string }).revenue;
    const before = await revenue();
    const { orderId } = await paidOrder();
    const paid = await revenue();
    expect(Number(paid) - Number(before)).toBeCloseTo(129, 2);
    expect((await refund(orderId, { amountCents: 2900, idempotencyKey: key() })).status).toBe(201);
    expect(Number(await revenue()) - Number(before)).toBeCloseTo(100, 2);
    expect((await refund(orderId, { idempotencyKey: key() })).status).toBe(201);
    expect(await revenue()).toBe(before);
  });

  it('refunds a cancelled order whose payment went through late, without fulfilling it', async () => {
    const email = `late-${tag()}@example.com`;
    const cookie = await signIn(email);
    const { orderId } = await createFrame({ customerEmail: email }, cookie);
    const setup = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
    const { clientSecret } = (await setup.json()) as { clientSecret: string };
    // The customer cancelled in one tab while the payment in another was already on its way.
    await env.DB.prepare('UPDATE orders SET cancelled_at = ? WHERE id = ?').bind(Date.now(), orderId).run();
    const intent = await payWith(clientSecret);
    await deliverAll(intent.id, 'payment_intent.succeeded');
    await deliverAll(intent.id, 'payment_intent.succeeded');

    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'refunded', refunded_cents: 12900 });
    expect((await stripeRefunds(intent.id)).map((r) => r.amount)).toEqual([12900]);
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ created_by: null, reason: 'Order was cancelled before the payment completed' });
    const frames = await env.DB.prepare('SELECT count(*) AS n FROM user_frames WHERE order_id = ?')
      .bind(orderId)
      .first<{ n: number }>();
    expect(frames?.n).toBe(0);
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('Order confirmed'))).toBe(false);
    expect(subjects).toContain(`Refund of $129.00 for order #${orderId.slice(0, 8)}`);
    const audit = (await auditRows('order', orderId)).filter((r) => r.action === 'order.refunded');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_email).toBeNull();
  });
});
