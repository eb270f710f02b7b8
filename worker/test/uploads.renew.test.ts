import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCall } from './admin-helpers';
import { call, latestMail } from './helpers';
import {
  fileBytes,
  keysUnder,
  orderRow,
  PART,
  paidOrder,
  tusCreate,
  tusHead,
  tusPatch,
  uploadFile,
} from './upload-helpers';

const SENT =
  "If this link belongs to a paid order, we have sent a new one to the order's e-mail address. The old link no longer works.";
const DAY = 24 * 3600 * 1000;

/** A paid order whose link expired yesterday, with an address of its own. */
async function expiredOrder(options: Parameters<typeof paidOrder>[0] = {}) {
  const order = await paidOrder({ expiresAt: Date.now() - DAY, ...options });
  const email = `renew-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await env.DB.prepare('UPDATE orders SET customer_email = ? WHERE id = ?').bind(email, order.orderId).run();
  return { ...order, email };
}

/** From a distinct client address, so the per-client limit of one test does not reach another. */
const renew = (token: string, ip = `203.0.113.${Math.floor(Math.random() * 250)}`) =>
  call(`/api/upload/${token}/renew`, { method: 'POST', headers: { 'cf-connecting-ip': ip } });

const mailboxFor = async (to: string) =>
  ((await (await call('/dev/mailbox.json')).json()) as { to: string; links: string[] }[]).filter((m) => m.to === to);

describe('Send me a new link', () => {
  it('mails a new 30-day link to the order only; the old link stops working and the timeline says so', async () => {
    const { orderId, token, email } = await expiredOrder();
    expect((await call(`/api/upload/${token}`)).status).toBe(410);

    const res = await renew(token);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SENT });

    const row = await orderRow(orderId);
    const newToken = String(row?.upload_token);
    expect(newToken).not.toBe(token);
    expect(Number(row?.upload_expires_at)).toBeGreaterThan(Date.now() + 29 * DAY);
    const mail = await latestMail(email);
    expect(mail.subject).toMatch(/^Your upload link/);
    expect(mail.links).toContain(`${'http://localhost'}/upload/${newToken}`);
    // The new link works, the old one is now unknown.
    expect((await call(`/api/upload/${newToken}`)).status).toBe(200);
    expect((await call(`/api/upload/${token}`)).status).toBe(404);
    const events = await env.DB.prepare(
      "SELECT action FROM audit_events WHERE entity_id = ? AND action LIKE 'order.upload%'",
    )
      .bind(orderId)
      .all<{ action: string }>();
    expect(events.results.map((e) => e.action)).toEqual(['order.upload_link_renewed']);
  });

  it('ends the old link completely: an open upload is refused and its bytes deleted, finished files move to the new link', async () => {
    const { orderId, token } = await paidOrder();
    // One file received whole, one upload half way (a first 5 MiB part stored in R2).
    const whole = fileBytes('png', 3000);
    const done = await uploadFile(token, whole, { filename: 'finished.png' });
    expect(done.last.status).toBe(204);
    const big = fileBytes('png', PART + 1000);
    const created = await tusCreate(token, big.byteLength, { filename: 'halfway.png' });
    const open = created.headers.get('location') ?? '';
    expect((await tusPatch(open, 0, big.subarray(0, PART))).status).toBe(204);

    expect((await renew(token)).status).toBe(202);
    const newToken = String((await orderRow(orderId))?.upload_token);

    // The open upload on the old link takes no more bytes.
    const late = await tusPatch(open, PART, big.subarray(PART));
    expect(late.status).toBe(404);
    expect((await tusHead(open)).status).toBe(404);
    // The new link shows the finished file, not the half one; nothing of the half one is left in R2.
    const page = (await (await call(`/api/upload/${newToken}`)).json()) as { files: { name: string }[] };
    expect(page.files.map((f) => f.name)).toEqual(['finished.png']);
    const keys = await keysUnder(`artwork/${orderId}/`);
    expect(keys).toHaveLength(1);
    const multipart = (await env.FILES.list({ prefix: `artwork/${orderId}/`, include: ['customMetadata'] })).objects;
    expect(multipart.map((o) => o.size)).toEqual([whole.byteLength]);
    // And it can be submitted from the new link.
    const fileId = (page.files[0] as { id?: string }).id;
    expect(fileId).toBeTruthy();
  });

  it('answers the same for a link of no order, an unpaid order or a submitted artwork, and mails no one', async () => {
    const unpaid = await expiredOrder({ paymentStatus: 'pending' });
    const submitted = await expiredOrder({ submittedAt: Date.now() - DAY });
    for (const token of ['x'.repeat(43), 'not a token', unpaid.token, submitted.token]) {
      const res = await renew(encodeURIComponent(token));
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: SENT });
    }
    expect(await mailboxFor(unpaid.email)).toHaveLength(0);
    expect(await mailboxFor(submitted.email)).toHaveLength(0);
    expect((await orderRow(unpaid.orderId))?.upload_token).toBe(unpaid.token);
  });

  it('refuses more than 10 asks an hour from one client, and more than 5 for one link', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await renew(`${'q'.repeat(40)}${i}aa`, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);

    const { token, email } = await expiredOrder();
    const first = await renew(token);
    expect(first.status).toBe(202);
    const again: number[] = [];
    for (let i = 0; i < 5; i++) again.push((await renew(token)).status);
    expect(again).toEqual([202, 202, 202, 202, 429]);
    // Only the first one found the order: one mail.
    expect(await mailboxFor(email)).toHaveLength(1);
  });
});

describe('admins extend or resend the upload link', () => {
  it('extends by 30 days keeping the link, and mails it; resend mails it again', async () => {
    const { orderId, token, email } = await expiredOrder();
    const resendExpired = await adminCall(`/api/admin/orders/${orderId}/upload-link`, { json: { action: 'resend' } });
    expect(resendExpired.status).toBe(409);
    expect(((await resendExpired.json()) as { error: string }).error).toBe(
      'This upload link has expired: extend it instead, which also sends it.',
    );

    const extended = await adminCall(`/api/admin/orders/${orderId}/upload-link`, { json: { action: 'extend' } });
    expect(extended.status).toBe(200);
    const body = (await extended.json()) as { message: string; order: { uploadExpiresAt: string } };
    expect(body.message).toBe('The upload link now works for 30 more days. The customer received it by e-mail.');
    expect(Date.parse(body.order.uploadExpiresAt)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect((await orderRow(orderId))?.upload_token).toBe(token);
    expect((await call(`/api/upload/${token}`)).status).toBe(200);
    expect((await latestMail(email)).links).toContain(`http://localhost/upload/${token}`);

    const resent = await adminCall(`/api/admin/orders/${orderId}/upload-link`, { json: { action: 'resend' } });
    expect(resent.status).toBe(200);
    expect(await mailboxFor(email)).toHaveLength(2);
    const events = await env.DB.prepare(
      "SELECT action, actor_email FROM audit_events WHERE entity_id = ? AND action LIKE 'order.upload%'",
    )
      .bind(orderId)
      .all<{ action: string; actor_email: string }>();
    expect(events.results.map((e) => e.action)).toEqual(['order.upload_link_extended']);
  });

  it('refuses an order with no link to send, and an unknown action', async () => {
    const submitted = await expiredOrder({ submittedAt: Date.now() - DAY });
    const res = await adminCall(`/api/admin/orders/${submitted.orderId}/upload-link`, { json: { action: 'extend' } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      'This order has no upload link to send: it is not paid yet, or its artwork was already submitted.',
    );
    const bad = await adminCall(`/api/admin/orders/${submitted.orderId}/upload-link`, { json: { action: 'delete' } });
    expect(bad.status).toBe(400);
    expect(await mailboxFor(submitted.email)).toHaveLength(0);
  });
});
