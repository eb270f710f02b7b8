import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, signIn } from './helpers';
import { ADDRESS, addVoucher, type Body, createFrame, orderRow } from './order-fixtures';
import { payWith, testStripe } from './stripe-helpers';

const CANCELLED = 'This order was cancelled, so it cannot be paid. Start a new order from the shop.';
const PAID = 'This order is paid, so it cannot be cancelled here. To send it back, use the returns form.';
const tag = () => crypto.randomUUID().slice(0, 6).toUpperCase();

/** A signed-in customer's frame order with its payment set up (the voucher claimed when there is one). */
async function orderReadyToPay(voucherCode?: string) {
  const email = `cancel-${tag().toLowerCase()}@example.com`;
  const cookie = await signIn(email);
  const { orderId } = await createFrame({ customerEmail: email, ...(voucherCode ? { voucherCode } : {}) }, cookie);
  const setup = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
  expect(setup.status).toBe(200);
  const { clientSecret } = (await setup.json()) as { clientSecret: string };
  return { cookie, orderId, clientSecret, intentId: clientSecret.split('_secret_')[0] ?? '' };
}

const cancel = (orderId: string, cookie?: string) => call(`/api/orders/${orderId}/cancel`, { method: 'POST', cookie });
const usedCount = async (code: string) =>
  (await env.DB.prepare('SELECT used_count FROM vouchers WHERE code = ?').bind(code).first<{ used_count: number }>())
    ?.used_count;

describe('Cancel order (an unpaid order, by its signed-in owner)', () => {
  it('cancels the payment at Stripe, gives the voucher use back, records it, and the order cannot be paid after', async () => {
    const code = `CANCEL${tag()}`;
    await addVoucher(code, { usageLimit: 1 });
    const { cookie, orderId, intentId } = await orderReadyToPay(code);
    expect(await usedCount(code)).toBe(1);

    const res = await cancel(orderId, cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { cancelledAt: string | null; paymentStatus: string };
    expect(body.paymentStatus).toBe('pending');
    expect(Date.parse(body.cancelledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await testStripe().paymentIntents.retrieve(intentId)).status).toBe('canceled');
    expect(await usedCount(code)).toBe(0);
    expect((await orderRow(orderId))?.voucher_claimed_at).toBeNull();
    const events = await env.DB.prepare(
      "SELECT action FROM audit_events WHERE entity_id = ? AND action = 'order.cancelled'",
    )
      .bind(orderId)
      .all();
    expect(events.results).toHaveLength(1);

    // Paying it afterwards is refused; cancelling again changes nothing.
    const again = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Body).error).toBe(CANCELLED);
    expect((await cancel(orderId, cookie)).status).toBe(200);
    expect(await usedCount(code)).toBe(0);
    // The dashboard says so.
    const list = (await (await call('/api/user/orders', { cookie })).json()) as {
      id: string;
      cancelledAt: string | null;
    }[];
    expect(list.find((o) => o.id === orderId)?.cancelledAt).toBe(body.cancelledAt);
  });

  it('when the payment went through first, the order is recorded paid and not cancelled', async () => {
    const { cookie, orderId, clientSecret } = await orderReadyToPay();
    await payWith(clientSecret);
    const res = await cancel(orderId, cookie);
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).error).toBe('This order has already been paid.');
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ payment_status: 'paid', cancelled_at: null });
    const paid = await cancel(orderId, cookie);
    expect(paid.status).toBe(409);
    expect(((await paid.json()) as Body).error).toBe(PAID);
  });

  it("is only for the order's owner: another customer gets 404, a guest 401, and nothing changes", async () => {
    const { orderId } = await orderReadyToPay();
    const stranger = await signIn(`stranger-${tag().toLowerCase()}@example.com`);
    expect((await cancel(orderId, stranger)).status).toBe(404);
    expect((await cancel(orderId)).status).toBe(401);
    expect((await cancel('not-an-order', stranger)).status).toBe(404);
    expect((await orderRow(orderId))?.cancelled_at).toBeNull();
  });
});
