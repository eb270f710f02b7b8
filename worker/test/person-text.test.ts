import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { returnableOrder } from './admin-helpers';
import { call, signIn } from './helpers';

// NUL, the right-to-left override (shows "tnaraP" for "Parent") and a lone surrogate half.
const DIRTY_NAME = 'Mia\u0000 \u202EParent\uD800';
const client = () => ({ 'cf-connecting-ip': `198.18.0.${Math.floor(Math.random() * 250) + 1}` });

describe('text a person typed is stored without control or format characters', () => {
  it('stores a contact request with a clean name and a message that keeps its line breaks', async () => {
    const res = await call('/api/support-requests', {
      headers: client(),
      json: {
        customerName: DIRTY_NAME,
        customerEmail: `clean-${crypto.randomUUID()}@example.com`,
        subject: 'other',
        message: 'Line one\u202E\r\nLine\ttwo\u0000\uDFFF',
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await env.DB.prepare('SELECT customer_name, message FROM support_requests WHERE id = ?')
      .bind(id)
      .first();
    expect(row).toEqual({ customer_name: 'Mia Parent', message: 'Line one\nLine\ttwo' });
  });

  it('stores a return with a clean name, and matches the cleaned order number', async () => {
    const email = `clean-${crypto.randomUUID()}@example.com`;
    await returnableOrder(email, 'a1b2c3d4');
    const res = await call('/api/returns', {
      headers: client(),
      json: {
        customerName: DIRTY_NAME,
        customerEmail: email,
        orderNumber: '\u202EA1B2\u0000C3D4',
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await env.DB.prepare('SELECT customer_name, order_number FROM returns WHERE id = ?').bind(id).first();
    expect(row).toEqual({ customer_name: 'Mia Parent', order_number: 'a1b2c3d4' });
  });

  it('refuses a name of invisible characters only with the message of a name too short, and stores nothing', async () => {
    const email = `invisible-${crypto.randomUUID()}@example.com`;
    const res = await call('/api/support-requests', {
      headers: client(),
      json: {
        customerName: '\u202E\u0000\uD800',
        customerEmail: email,
        subject: 'other',
        message: 'Hello there, team.',
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string[]> }).fields.customerName).toEqual([
      'Name must be at least 2 characters',
    ]);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM support_requests WHERE customer_email = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("stores a customer's profile names clean", async () => {
    const email = `profile-${crypto.randomUUID()}@example.com`;
    const cookie = await signIn(email);
    const res = await call('/api/auth/user/profile', {
      method: 'PATCH',
      cookie,
      json: { firstName: '\u202EMia\u0000', lastName: 'Par\uD800ent\u2066' },
    });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT first_name, last_name FROM users WHERE email = ?').bind(email).first();
    expect(row).toEqual({ first_name: 'Mia', last_name: 'Parent' });
  });
});
