import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { UserFrameSchema } from '@dtm/shared/frames';
import { MESSAGES } from '@dtm/shared/messages';
import { orderState } from '@dtm/shared/order-state';
import { OrderSchema } from '@dtm/shared/orders';
import { CustomerOrderSchema } from '@dtm/shared/user';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { adminCall, insertOrder } from './admin-helpers';
import { call } from './helpers';
import { ADDRESS, createFrame } from './order-fixtures';
import { deliver, eventsFor, payWith } from './stripe-helpers';
import { newCustomer } from './user-fixtures';

type Stats = { orders: { pending: number }; fulfillment: { processing: number } };

/** A signed-in customer's frame order, paid through the emulator (its frame row made by the webhook). */
async function paidFrame(label: string) {
  const customer = await newCustomer(label);
  const { orderId } = await createFrame({ customerEmail: customer.email }, customer.cookie);
  const setup = await call(`/api/orders/${orderId}/payment-intent`, {
    cookie: customer.cookie,
    json: { shippingAddress: ADDRESS },
  });
  const { clientSecret } = (await setup.json()) as { clientSecret: string };
  const intent = await payWith(clientSecret);
  for (const event of await eventsFor(intent.id, 'payment_intent.succeeded')) await deliver(event);
  await adminCall(`/api/admin/orders/${orderId}/fulfillment`, {
    method: 'PATCH',
    json: { fulfillmentStatus: 'processing' },
  });
  return { ...customer, orderId };
}

async function customerView(cookie: string, orderId: string) {
  const orders = CustomerOrderSchema.array().parse(await (await call('/api/user/orders', { cookie })).json());
  const frames = UserFrameSchema.array().parse(await (await call('/api/user/frames', { cookie })).json());
  return { order: orders.find((o) => o.id === orderId), frame: frames.find((f) => f.orderId === orderId) };
}

const stats = async () => (await (await adminCall('/api/admin/stats')).json()) as Stats;
const adminFrames = async (search: string) =>
  (await (await adminCall(`/api/admin/frames?search=${encodeURIComponent(search)}`)).json()) as {
    orderId: string;
    waiting: string | null;
  }[];
const adminOrder = async (id: string) => {
  const body = (await (await adminCall(`/api/admin/orders/${id}`)).json()) as { order: unknown };
  return { order: OrderSchema.parse(body.order) };
};

describe('one derived order state on every screen (issue #37)', () => {
  it('a full refund: the customer reads "Refunded" with the date, the frame leaves the production queue and its counts', async () => {
    const { cookie, orderId, email } = await paidFrame('state-full');
    expect((await adminFrames(email)).map((f) => f.orderId)).toEqual([orderId]);
    const before = await stats();

    const res = await adminCall(`/api/admin/orders/${orderId}/refunds`, {
      json: { reason: 'Changed mind', idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status).toBe(201);

    const { order, frame } = await customerView(cookie, orderId);
    expect(order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '129.00', orderPayment: 'refunded' });
    expect(Date.parse(order?.refundedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(order?.uploadToken).toBeNull();
    expect(frame).toMatchObject({ orderPayment: 'refunded', uploadToken: null });

    // The back office: the same state, no frame in Frame Management, one fewer in "processing".
    const admin = await adminOrder(orderId);
    expect(orderState(admin.order)).toMatchObject({
      payment: 'refunded',
      paymentLabel: 'Refunded',
      fulfilmentEditable: false,
    });
    expect(await adminFrames(email)).toEqual([]);
    expect((await stats()).fulfillment.processing).toBe(before.fulfillment.processing - 1);

    // Its upload link says the order was refunded, not "invalid".
    const row = await env.DB.prepare('SELECT upload_token FROM orders WHERE id = ?')
      .bind(orderId)
      .first<{ upload_token: string }>();
    const link = await call(`/api/upload/${row?.upload_token}`);
    expect(link.status).toBe(410);
    expect(await link.json()).toMatchObject({ reason: 'order-refunded', error: MESSAGES.uploadOrderRefunded });
  });

  it('a part refund: "Partly refunded", the frame stays in production', async () => {
    const { cookie, orderId, email } = await paidFrame('state-part');
    const res = await adminCall(`/api/admin/orders/${orderId}/refunds`, {
      json: { amountCents: 3000, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    const { order, frame } = await customerView(cookie, orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', refundedAmount: '30.00', orderPayment: 'partlyRefunded' });
    expect(frame?.orderPayment).toBe('partlyRefunded');
    // It goes ahead without its drawing: the card offers the upload link and counts the reminders.
    expect(order?.uploadToken).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(frame?.uploadToken).toBe(order?.uploadToken);
    expect(order?.uploadReminders).toBe(0);
    expect(frame?.uploadReminders).toBe(0);
    // The country a marketplace purchase starts from: the frame's shipping address.
    expect(order?.country).toMatch(/^[A-Z]{2}$/);
    for (const number of [1, 2]) {
      await env.DB.prepare(
        "INSERT INTO audit_events (id, action, entity_type, entity_id, after, created_at) VALUES (?, 'order.upload_reminder', 'order', ?, ?, ?)",
      )
        .bind(crypto.randomUUID(), orderId, JSON.stringify({ number }), Date.now())
        .run();
    }
    // The frame's card counts them too, the same as the order's.
    const reminded = await customerView(cookie, orderId);
    expect(reminded.order?.uploadReminders).toBe(2);
    expect(reminded.frame?.uploadReminders).toBe(2);
    const admin = await adminOrder(orderId);
    expect(orderState(admin.order)).toMatchObject({ paymentLabel: 'Partly refunded $30.00', goesAhead: true });
    expect((await adminFrames(email)).map((f) => f.orderId)).toEqual([orderId]);
  });

  it('a cancelled order is "Cancelled", not counted as pending, and a deleted customer\'s unpaid order is cancelled', async () => {
    const customer = await newCustomer('state-cancel');
    const { orderId } = await createFrame({ customerEmail: customer.email }, customer.cookie);
    const before = await stats();
    const res = await call(`/api/orders/${orderId}/cancel`, { method: 'POST', cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect((await stats()).orders.pending).toBe(before.orders.pending - 1);
    const { order } = await customerView(customer.cookie, orderId);
    expect(order?.orderPayment).toBe('cancelled');
    const admin = await adminOrder(orderId);
    expect(orderState(admin.order)).toMatchObject({
      paymentLabel: 'Cancelled',
      holdsVoucher: false,
      fulfilmentEditable: false,
    });
  });

  it("cancels a deleted customer's unpaid order with the account, on its timeline", async () => {
    const customer = await newCustomer('state-deleted');
    const { orderId } = await createFrame({ customerEmail: customer.email }, customer.cookie);
    const asked = await call('/api/user/delete-request', { cookie: customer.cookie, method: 'POST' });
    expect(asked.status).toBe(202);
    const mails = (await (await call('/dev/mailbox.json')).json()) as {
      to: string;
      subject: string;
      links: string[];
    }[];
    const link = mails.find((m) => m.to === customer.email && m.subject.startsWith('Confirm the deletion'))?.links[0];
    const token = new URL(link ?? '').searchParams.get('token');
    expect((await call('/api/user/delete', { json: { token } })).status).toBe(200);

    const admin = await adminOrder(orderId);
    expect(admin.order.cancelledAt).not.toBeNull();
    expect(orderState(admin.order).paymentLabel).toBe('Cancelled');
    const events = await env.DB.prepare(
      "SELECT after FROM audit_events WHERE entity_id = ? AND action = 'order.cancelled'",
    )
      .bind(orderId)
      .all<{ after: string }>();
    expect(events.results.map((e) => JSON.parse(e.after))).toEqual([{ cancelled: true, reason: 'account deleted' }]);
  });

  it('the scheduled job cancels an unpaid order of an account deleted earlier (no one is left to pay it)', async () => {
    const orderId = await insertOrder({
      customerEmail: 'deleted-0badc0de@deleted.invalid',
      customerName: 'Deleted customer',
    });
    const controller = createScheduledController({ scheduledTime: new Date(), cron: '*/30 * * * *' });
    await worker.scheduled(controller, env);
    const admin = await adminOrder(orderId);
    expect(orderState(admin.order).payment).toBe('cancelled');
    const events = await env.DB.prepare(
      "SELECT after FROM audit_events WHERE entity_id = ? AND action = 'order.cancelled'",
    )
      .bind(orderId)
      .all<{ after: string }>();
    expect(events.results).toHaveLength(1);
  });
});
