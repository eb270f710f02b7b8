import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { returnableOrder } from './admin-helpers';
import { call, signIn } from './helpers';

type StoredMail = { subject: string; text: string; html: string; links: string };

/** Every mail to `to` with this subject, oldest first, straight from the local outbox. */
const mailsTo = async (to: string, subject: string) =>
  (
    await env.DB.prepare(
      'SELECT subject, text, html, links FROM outbox_mails WHERE "to" = ? AND subject = ? ORDER BY rowid',
    )
      .bind(to, subject)
      .all<StoredMail>()
  ).results;

/** A client address of its own per test, so the per-device form limit never gets in the way. */
const client = () => ({ 'cf-connecting-ip': `192.0.2.${Math.floor(Math.random() * 250) + 1}` });

const SPAM = 'Claim your prize now at https://prize.example/claim?id=1 or www.prize.example';

describe('acknowledgment mails of the public forms', () => {
  it('acknowledges a contact message to a typed address without its text, its links or the typed name', async () => {
    const to = `victim-${crypto.randomUUID()}@example.com`;
    const res = await call('/api/support-requests', {
      headers: client(),
      json: { customerName: 'Visit http://name.example', customerEmail: to, subject: 'animation', message: SPAM },
    });
    expect(res.status).toBe(201);
    const [mail, ...more] = await mailsTo(to, 'We received your message');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('We received your message about "Animation Process"');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).not.toMatch(/prize|name\.example|Visit/);
    }
    expect(JSON.parse(mail?.links ?? '')).toEqual([]);
  });

  it('acknowledges a return without the additional information, the reason or the typed name', async () => {
    const to = `victim-${crypto.randomUUID()}@example.com`;
    await returnableOrder(to, 'a1b2c3d4');
    const res = await call('/api/returns', {
      headers: client(),
      json: {
        customerName: 'Visit http://name.example',
        customerEmail: to,
        orderNumber: 'A1B2C3D4',
        reason: SPAM.slice(0, 100),
        additionalInfo: SPAM,
      },
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(to, 'Your return request');
    expect(mail?.text).toContain('We received your return request for order #a1b2c3d4.');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).not.toMatch(/prize|name\.example|Visit/);
    }
    expect(JSON.parse(mail?.links ?? '')).toEqual([]);
  });

  it('refuses a link-like order number (it matches no order) and mails nothing', async () => {
    const to = `victim-${crypto.randomUUID()}@example.com`;
    const res = await call('/api/returns', {
      headers: client(),
      json: { customerName: 'Ben Okafor', customerEmail: to, orderNumber: 'see https://prize.example' },
    });
    expect(res.status).toBe(404);
    expect(await mailsTo(to, 'Your return request')).toEqual([]);
  });

  it('names the order number as the mails write it in the return acknowledgment', async () => {
    const to = `ben-${crypto.randomUUID()}@example.com`;
    await returnableOrder(to, 'a1b2c3d4');
    await call('/api/returns', {
      headers: client(),
      json: { customerName: 'Ben Okafor', customerEmail: to, orderNumber: '#A1B2C3D4' },
    });
    const [mail] = await mailsTo(to, 'Your return request');
    expect(mail?.text).toContain('We received your return request for order #a1b2c3d4.');
  });

  it('quotes the message to a signed-in customer writing from their own address, and only then', async () => {
    const own = `own-${crypto.randomUUID()}@example.com`;
    const cookie = await signIn(own);
    const message = 'My frame shows https://example.com/help instead of the dragon.';
    const mine = await call('/api/support-requests', {
      cookie,
      headers: client(),
      json: { customerName: 'Mia Parent', customerEmail: own, subject: 'technical', message },
    });
    expect(mine.status).toBe(201);
    const [mail] = await mailsTo(own, 'We received your message');
    expect(mail?.text).toContain(`Your message: ${message}`);
    expect(mail?.text).toContain('Thank you, Mia Parent');

    const other = `other-${crypto.randomUUID()}@example.com`;
    await call('/api/support-requests', {
      cookie,
      headers: client(),
      json: { customerName: 'Mia Parent', customerEmail: other, subject: 'technical', message },
    });
    const [toOther] = await mailsTo(other, 'We received your message');
    expect(toOther?.text).not.toContain('example.com/help');
  });

  it('mails one address at most 3 acknowledgments a day, yet stores every request for the admins', async () => {
    const to = `flooded-${crypto.randomUUID()}@example.com`;
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await call('/api/support-requests', {
        headers: client(),
        json: { customerName: 'Mia Parent', customerEmail: to, subject: 'other', message: `Question number ${i}.` },
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    expect(await mailsTo(to, 'We received your message')).toHaveLength(3);

    const admin = await signIn(`admin-${crypto.randomUUID()}@example.com`, { admin: true });
    const list = (await (await call('/api/admin/support-requests', { cookie: admin })).json()) as {
      id: string;
      message: string;
    }[];
    expect(list.find((request) => request.id === ids[3])?.message).toBe('Question number 4.');
  });

  it('counts both forms towards the same daily cap of one address', async () => {
    const to = `both-${crypto.randomUUID()}@example.com`;
    await returnableOrder(to, 'a1b2c3d4');
    for (let i = 1; i <= 3; i++) {
      await call('/api/support-requests', {
        headers: client(),
        json: { customerName: 'Mia Parent', customerEmail: to, subject: 'order', message: `Question number ${i}.` },
      });
    }
    const res = await call('/api/returns', {
      headers: client(),
      json: { customerName: 'Mia Parent', customerEmail: to, orderNumber: 'A1B2C3D4' },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await mailsTo(to, 'Your return request')).toEqual([]);
    const row = await env.DB.prepare('SELECT order_number FROM returns WHERE id = ?').bind(id).first();
    expect(row).toEqual({ order_number: 'a1b2c3d4' });
  });
});
