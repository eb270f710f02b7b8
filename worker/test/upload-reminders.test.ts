import { createScheduledController } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { UPLOAD_REMINDER_MESSAGES } from '@dtm/shared/upload-reminders';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { auditRows, insertOrder, mailsTo } from './admin-helpers';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
type Body = { error: string; fields?: Record<string, string[]> };

/** The cron as Cloudflare runs it (every 30 minutes). */
async function cron() {
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '*/30 * * * *' }), env);
}

/** A paid order with an upload link and no artwork, paid `hoursAgo` hours ago. */
async function paidWithoutArtwork(email: string, hoursAgo: number, fields: Record<string, unknown> = {}) {
  const id = await insertOrder({
    customerEmail: email,
    paymentStatus: 'paid',
    uploadToken: `tok-${crypto.randomUUID()}`,
  });
  const sets = { paid_at: Date.now() - hoursAgo * HOUR_MS, upload_expires_at: Date.now() + 20 * DAY_MS, ...fields };
  const names = Object.keys(sets);
  await env.DB.prepare(`UPDATE orders SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`)
    .bind(...Object.values(sets), id)
    .run();
  return id;
}

const reminders = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith('Reminder:'));

const reminderEvents = async (orderId: string) =>
  (await auditRows('order', orderId)).filter((e) => e.action === 'order.upload_reminder');

function stopCall(token: unknown) {
  return exports.default.fetch('http://localhost/api/upload-reminders/stop', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
    body: JSON.stringify({ token }),
  });
}

function stopTokenIn(text: string): string {
  const match = /\/reminders\/stop\?token=([\w.-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no stop link in:\n${text}`);
  return match[1];
}

describe('upload reminders for paid orders without artwork', () => {
  it('sends the first a day after payment, once, with the upload link and a stop link, on the timeline', async () => {
    const orderId = await paidWithoutArtwork('remind-one@example.com', 25);
    await cron();
    const mails = await reminders('remind-one@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Reminder: upload the drawing for order #${orderId.slice(0, 8)}`);
    expect(mails[0]?.text).toContain('/upload/tok-');
    expect(stopTokenIn(mails[0]?.text ?? '')).toContain(orderId);
    const events = await reminderEvents(orderId);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.after ?? '')).toEqual({ number: 1 });

    await cron();
    await cron();
    expect(await reminders('remind-one@example.com')).toHaveLength(1);
  });

  it('sends the second after 7 days, and only one when the first was never sent', async () => {
    const first = await paidWithoutArtwork('remind-two@example.com', 25);
    await cron();
    await env.DB.prepare('UPDATE orders SET paid_at = ? WHERE id = ?')
      .bind(Date.now() - 7 * DAY_MS - HOUR_MS, first)
      .run();
    await cron();
    await cron();
    expect(await reminders('remind-two@example.com')).toHaveLength(2);
    expect((await reminderEvents(first)).map((e) => JSON.parse(e.after ?? '').number)).toEqual([1, 2]);

    const late = await paidWithoutArtwork('remind-late@example.com', 8 * 24);
    await cron();
    await cron();
    expect(await reminders('remind-late@example.com')).toHaveLength(1);
    expect((await reminderEvents(late)).map((e) => JSON.parse(e.after ?? '').number)).toEqual([2]);
  });

  it.each([
    ['paid an hour ago', 1, {}],
    ['with artwork', 30, { artwork_submitted_at: Date.now() }],
    ['cancelled', 30, { cancelled_at: Date.now() }],
    ['unpaid', 30, { payment_status: 'pending' }],
    ['refunded', 30, { payment_status: 'refunded' }],
    ['with an expired link', 30, { upload_expires_at: Date.now() - HOUR_MS }],
  ])('sends nothing for an order %s', async (_name, hoursAgo, fields) => {
    const email = `quiet-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const orderId = await paidWithoutArtwork(email, hoursAgo, fields);
    await cron();
    expect(await reminders(email)).toHaveLength(0);
    expect(await reminderEvents(orderId)).toHaveLength(0);
  });

  it('stops for good when the customer follows the stop link; a forged or broken link changes nothing', async () => {
    const orderId = await paidWithoutArtwork('remind-stop@example.com', 25);
    await cron();
    const token = stopTokenIn((await reminders('remind-stop@example.com'))[0]?.text ?? '');

    const forged = await stopCall(`${orderId}.${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as Body).error).toBe(UPLOAD_REMINDER_MESSAGES.linkInvalid);
    const empty = await stopCall('');
    expect(empty.status).toBe(400);

    const stopped = await stopCall(token);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ orderNumber: `#${orderId.slice(0, 8)}`, stopped: true });
    expect((await stopCall(token)).status).toBe(200); // twice is fine, recorded once
    const stops = (await auditRows('order', orderId)).filter((e) => e.action === 'order.upload_reminders_stopped');
    expect(stops).toHaveLength(1);

    await env.DB.prepare('UPDATE orders SET paid_at = ? WHERE id = ?')
      .bind(Date.now() - 8 * DAY_MS, orderId)
      .run();
    await cron();
    expect(await reminders('remind-stop@example.com')).toHaveLength(1);
  });
});
