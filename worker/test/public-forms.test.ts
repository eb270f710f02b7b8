import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { returnableOrder } from './admin-helpers';
import { call, latestMail } from './helpers';

type Body = { error: string; fields: Record<string, string[]> };
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;

describe('contact form: POST /api/support-requests', () => {
  const good = {
    customerName: 'Mia Parent',
    customerEmail: 'Mia@Example.com',
    subject: 'animation',
    message: 'Can the dragon breathe rainbow fire?',
  };

  it('stores the request as open and confirms it to the customer by e-mail', async () => {
    const res = await call('/api/support-requests', { json: good });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string; customerEmail: string };
    expect(body).toMatchObject({ status: 'open', customerEmail: 'mia@example.com' });
    const row = await env.DB.prepare('SELECT subject, message, status FROM support_requests WHERE id = ?')
      .bind(body.id)
      .first();
    expect(row).toEqual({ subject: 'animation', message: good.message, status: 'open' });
    const mail = await latestMail('mia@example.com');
    expect(mail.subject).toBe('We received your message');
  });

  it.each([
    ['customerName', { customerName: 'M' }, 'Name must be at least 2 characters'],
    ['customerEmail', { customerEmail: 'mia' }, 'Please enter a valid email address'],
    ['subject', { subject: 'prices' }, 'Please select a subject'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses a bad %s with the spec message and stores nothing', async (field, change, message) => {
    const before = await count('support_requests');
    const res = await call('/api/support-requests', { json: { ...good, ...change } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).fields[field]).toEqual([message]);
    expect(await count('support_requests')).toBe(before);
  });

  it('limits one client to 10 messages an hour', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.7' };
    for (let i = 0; i < 10; i++)
      expect((await call('/api/support-requests', { headers, json: good })).status).toBe(201);
    const res = await call('/api/support-requests', { headers, json: good });
    expect(res.status).toBe(429);
    expect(((await res.json()) as Body).error).toBe(
      'Too many requests from this device. Please wait 60 minutes and try again.',
    );
  });
});

describe('return form: POST /api/returns', () => {
  const good = {
    customerName: 'Ben Okafor',
    customerEmail: 'ben@example.com',
    orderNumber: 'A1B2C3D4',
    reason: 'Too small',
  };
  let orderId: string;

  beforeAll(async () => {
    orderId = await returnableOrder('ben@example.com', 'a1b2c3d4');
  });

  it('stores the return as pending without a label, linked to the order, and confirms it by e-mail', async () => {
    const res = await call('/api/returns', { json: good });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string };
    const row = await env.DB.prepare(
      'SELECT order_id, order_number, status, return_label_sent FROM returns WHERE id = ?',
    )
      .bind(body.id)
      .first();
    expect(row).toEqual({ order_id: orderId, order_number: 'a1b2c3d4', status: 'pending', return_label_sent: 0 });
    expect((await latestMail('ben@example.com')).subject).toBe('Your return request');
  });

  it.each([
    ['customerName', { customerName: '' }, 'Name must be at least 2 characters'],
    ['customerEmail', { customerEmail: 'ben@' }, 'Please enter a valid email address'],
    ['orderNumber', { orderNumber: '  ' }, 'Order number is required'],
  ])('refuses a bad %s with the spec message and stores nothing', async (field, change, message) => {
    const before = await count('returns');
    const res = await call('/api/returns', { json: { ...good, ...change } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).fields[field]).toEqual([message]);
    expect(await count('returns')).toBe(before);
  });
});
