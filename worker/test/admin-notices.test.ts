import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminSession, returnableOrder } from './admin-helpers';
import { call, signIn } from './helpers';
import { askChange, customerWith, sendVersion } from './recipe-fixtures';
import { fileBytes, paidOrder, uploadFile } from './upload-helpers';

// vitest.config.ts sets ADMIN_NOTIFY_EMAILS to two admins (one written in capitals).
const ADMINS = ['ops@drawings-to-magic.test', 'studio@drawings-to-magic.test'];
const MARKER = 'Please-call-0151-SECRET';

type Row = { to: string; subject: string; text: string; html: string; links: string };
const noticesSince = async (since: number, subject: string) =>
  (
    await env.DB.prepare(
      'SELECT "to", subject, text, html, links FROM outbox_mails WHERE created_at >= ? AND subject = ?',
    )
      .bind(since, subject)
      .all<Row>()
  ).results;

describe('admins are told of what waits for them, without a word a customer typed', () => {
  it('a new support request: one mail per admin, a link to the open requests, nothing of the message', async () => {
    const since = Date.now();
    const res = await call('/api/support-requests', {
      headers: { 'cf-connecting-ip': '198.51.100.201' },
      json: {
        customerName: `Zed ${MARKER}`,
        customerEmail: 'zed-notice@example.com',
        subject: 'other',
        message: `Hello admins, ${MARKER} https://evil.example/phish`,
      },
    });
    expect(res.status).toBe(201);
    const mails = await noticesSince(since, 'New support request');
    expect(mails.map((m) => m.to).sort()).toEqual(ADMINS);
    for (const mail of mails) {
      expect(JSON.parse(mail.links)).toEqual(['http://localhost/admin/support-requests?status=open']);
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain(MARKER);
        expect(part).not.toContain('zed-notice');
        expect(part).not.toContain('evil.example');
      }
    }
  });

  it('a new return request, and a submitted artwork (once, from its job) with a link to Frame Management', async () => {
    await returnableOrder('rita-notice@example.com');
    const since = Date.now();
    const returned = await call('/api/returns', {
      headers: { 'cf-connecting-ip': '198.51.100.202' },
      json: { customerName: `Rita ${MARKER}`, customerEmail: 'rita-notice@example.com', orderNumber: 'F00DCAFE' },
    });
    expect(returned.status).toBe(201);
    const returns = await noticesSince(since, 'New return request');
    expect(returns.map((m) => m.to).sort()).toEqual(ADMINS);
    expect(returns.every((m) => !m.text.includes(MARKER) && !m.html.includes(MARKER))).toBe(true);

    const { orderId, token } = await paidOrder({ personalNote: MARKER });
    const uploaded = await uploadFile(token, fileBytes('png', 2000), { filename: 'dog.png' });
    const submitted = await call(`/api/upload/${token}/submit`, {
      json: { artworkUrls: [uploaded.location], personalNote: MARKER },
    });
    expect(submitted.status).toBe(200);
    const short = orderId.slice(0, 8);
    // The artwork.submitted job tells the admins (the queue delivers it shortly after the answer).
    await expect
      .poll(async () => (await noticesSince(since, `New artwork for order #${short}`)).map((m) => m.to).sort(), {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual(ADMINS);
    const artwork = await noticesSince(since, `New artwork for order #${short}`);
    // PUBLIC_URL is empty in the tests: the job's link is relative then (production sets it).
    expect(artwork[0]?.text).toContain(`/admin/frame-management?search=${short}`);
    for (const mail of artwork) {
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain(MARKER);
        expect(part).not.toContain('dog.png');
        expect(part).not.toContain('Pat Parent');
      }
    }
  });
});

describe('one rule for who hears of it: every admin account and the configured list, each once', () => {
  it('a change request mails every admin and every configured address once, with a link to the studio', async () => {
    // Admin accounts: one also on ADMIN_NOTIFY_EMAILS (written in capitals there), one only an account.
    await signIn('ops@drawings-to-magic.test', { admin: true });
    await signIn('owner-admin@example.com', { admin: true });
    const studioAdmin = await adminSession();
    const owner = await customerWith('frames');
    await sendVersion(owner, 1);
    const since = Date.now();
    const asked = await askChange(owner, 1, `Make the dragon wave ${MARKER}`);
    expect(asked.status).toBe(201);

    const mails = await noticesSince(since, `Change requested for order #${owner.orderId.slice(0, 8)}`);
    const me = (await (await call('/api/auth/user', { cookie: studioAdmin })).json()) as { email: string };
    expect(mails.map((m) => m.to).sort()).toEqual(
      [...ADMINS, 'owner-admin@example.com', me.email.toLowerCase()].sort(),
    );
    for (const mail of mails) {
      expect(JSON.parse(mail.links)).toEqual([
        `http://localhost/admin/studio/frames/${owner.id}?order=${owner.orderId}`,
      ]);
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain(MARKER);
        expect(part).not.toContain('dragon');
      }
    }
  });
});
