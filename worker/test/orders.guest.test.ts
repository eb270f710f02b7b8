import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCall, mailsTo } from './admin-helpers';
import { call, signIn } from './helpers';
import { ADDRESS, createFrame } from './order-fixtures';
import { payWith } from './stripe-helpers';

type Owned = { id: string; user_id: string | null };

const frameOf = (orderId: string) =>
  env.DB.prepare('SELECT id, user_id FROM user_frames WHERE order_id = ?').bind(orderId).first<Owned>();
const characterOf = (orderId: string) =>
  env.DB.prepare('SELECT id, user_id FROM user_characters WHERE order_id = ?').bind(orderId).first<Owned>();

/** A guest's frame order, paid with 4242 and confirmed by the guest's page (no account). */
async function guestPaidFrame(email: string) {
  const guest = await createFrame({ customerName: 'Gus Guest', customerEmail: email });
  const setup = (await (
    await call(`/api/orders/${guest.orderId}/payment-intent`, {
      cookie: guest.cookie,
      json: { shippingAddress: ADDRESS },
    })
  ).json()) as { clientSecret: string; uploadToken: string };
  const intent = await payWith(setup.clientSecret);
  const done = await call(`/api/orders/${guest.orderId}/complete-payment-guest`, {
    method: 'PATCH',
    cookie: guest.cookie,
    json: { paymentIntentId: intent.id },
  });
  expect(done.status).toBe(200);
  return { orderId: guest.orderId, uploadToken: setup.uploadToken };
}

describe('a guest who pays and never signs in', () => {
  it('has the frame row from payment on, which the admins see and can deliver to the order e-mail', async () => {
    const { orderId } = await guestPaidFrame('gus-never@example.com');
    const frame = await frameOf(orderId);
    expect(frame).toMatchObject({ user_id: null });

    const listed = (await (await adminCall('/api/admin/frames')).json()) as
      | { frames?: { id: string }[] }
      | { id: string }[];
    const rows = Array.isArray(listed) ? listed : (listed.frames ?? []);
    expect(rows.map((row) => row.id)).toContain(frame?.id);

    const mp4 = new Uint8Array(4096);
    mp4.set([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
    const form = new FormData();
    form.append('video', new File([mp4], 'done.mp4', { type: 'video/mp4' }));
    const uploaded = await adminCall(`/api/admin/frames/${frame?.id}/animation-upload`, { method: 'POST', body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    expect((await mailsTo('gus-never@example.com')).map((mail) => mail.subject)).toContain('Your animation is ready');
  });

  it('gets the same row (no second one) once they sign in and link the order', async () => {
    const order = await guestPaidFrame('gus-later@example.com');
    const before = await frameOf(order.orderId);
    const user = await signIn('gus-later@example.com');
    const linked = await call('/api/orders/link-to-user', {
      method: 'PATCH',
      cookie: user,
      json: { orderIds: [order.orderId], uploadToken: order.uploadToken },
    });
    expect(linked.status).toBe(200);
    const userId = (
      await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind('gus-later@example.com').first<{ id: string }>()
    )?.id;
    expect(await frameOf(order.orderId)).toEqual({ id: before?.id, user_id: userId });
    const count = await env.DB.prepare('SELECT count(*) AS n FROM user_frames WHERE order_id = ?')
      .bind(order.orderId)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
    const frames = (await (await call('/api/user/frames', { cookie: user })).json()) as {
      id: string;
      userId: string;
    }[];
    expect(frames).toEqual([expect.objectContaining({ id: before?.id, userId })]);
  });

  it('makes no row for an order that is not paid', async () => {
    const guest = await createFrame({ customerName: 'Una Paid', customerEmail: 'una@example.com' });
    expect(await frameOf(guest.orderId)).toBeNull();
    expect(await characterOf(guest.orderId)).toBeNull();
  });
});
