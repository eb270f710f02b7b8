import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { returnableOrder } from './admin-helpers';
import { call } from './helpers';

type Stored = { id: string };

const rowsWithKey = async (table: string, key: string) =>
  (
    await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE idempotency_key = ?`)
      .bind(key)
      .first<{ n: number }>()
  )?.n;

const mailsTo = async (to: string, subject: string) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM outbox_mails WHERE "to" = ? AND subject = ?')
      .bind(to, subject)
      .first<{ n: number }>()
  )?.n;

// The offline outbox sends a queued form again (on `online`, on app start, from Background
// Sync) until it hears back; each copy carries the same key.
describe.each([
  {
    path: '/api/support-requests',
    table: 'support_requests',
    subject: 'We received your message',
    prepare: async (_email: string) => {},
    body: (email: string) => ({
      customerName: 'Olga Outbox',
      customerEmail: email,
      subject: 'other',
      message: 'Sent from the train, offline.',
    }),
  },
  {
    path: '/api/returns',
    table: 'returns',
    subject: 'Your return request',
    // A return needs a paid order of the address.
    prepare: async (email: string) => {
      await returnableOrder(email, 'f00dcafe');
    },
    body: (email: string) => ({ customerName: 'Olga Outbox', customerEmail: email, orderNumber: 'F00DCAFE' }),
  },
])('POST $path with an idempotency key', ({ path, table, subject, prepare, body }) => {
  it('stores a request sent twice with one key once, mails once, and answers the retry with the same row', async () => {
    const email = `retry-${crypto.randomUUID()}@example.com`;
    await prepare(email);
    const idempotencyKey = crypto.randomUUID();
    const first = await call(path, { json: { ...body(email), idempotencyKey } });
    expect(first.status).toBe(201);
    const again = await call(path, { json: { ...body(email), idempotencyKey } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Stored).id).toBe(((await first.json()) as Stored).id);
    expect(await rowsWithKey(table, idempotencyKey)).toBe(1);
    expect(await mailsTo(email, subject)).toBe(1);
  });

  it('stores copies that arrive at the same moment once', async () => {
    const email = `race-${crypto.randomUUID()}@example.com`;
    await prepare(email);
    const idempotencyKey = crypto.randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => call(path, { json: { ...body(email), idempotencyKey } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as Stored).id));
    expect(new Set(ids).size).toBe(1);
    expect(await rowsWithKey(table, idempotencyKey)).toBe(1);
    expect(await mailsTo(email, subject)).toBe(1);
  });

  it('answers a retry with the stored row even once the device has used up its hourly limit', async () => {
    const email = `limit-${crypto.randomUUID()}@example.com`;
    await prepare(email);
    const headers = { 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 200) + 20}` };
    const idempotencyKey = crypto.randomUUID();
    const first = await call(path, { headers, json: { ...body(email), idempotencyKey } });
    expect(first.status).toBe(201);
    for (let i = 0; i < 9; i++) expect((await call(path, { headers, json: body(email) })).status).toBe(201);
    expect((await call(path, { headers, json: body(email) })).status).toBe(429);
    const retry = await call(path, { headers, json: { ...body(email), idempotencyKey } });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Stored).id).toBe(((await first.json()) as Stored).id);
    expect(await rowsWithKey(table, idempotencyKey)).toBe(1);
  });

  it('answers a key reused by another client with the id and status only, never the stored request', async () => {
    const idempotencyKey = crypto.randomUUID();
    await prepare(`owner-${idempotencyKey}@example.com`);
    await prepare('prober@example.com');
    const first = await call(path, {
      headers: { 'cf-connecting-ip': '203.0.113.61' },
      json: { ...body(`owner-${idempotencyKey}@example.com`), customerName: 'Alice Owner', idempotencyKey },
    });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as Stored;
    const reused = await call(path, {
      headers: { 'cf-connecting-ip': '203.0.113.62' },
      json: { ...body('prober@example.com'), customerName: 'Bob Prober', idempotencyKey },
    });
    expect(reused.status).toBe(200);
    const answer = (await reused.json()) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(['id', 'status']);
    expect(answer.id).toBe(id);
    expect(JSON.stringify(answer)).not.toMatch(/Alice|owner-|Olga|train|F00DCAFE/);
    expect(await rowsWithKey(table, idempotencyKey)).toBe(1);
  });

  it('keeps requests with different keys apart', async () => {
    const email = `two-${crypto.randomUUID()}@example.com`;
    await prepare(email);
    const first = await call(path, { json: { ...body(email), idempotencyKey: crypto.randomUUID() } });
    const second = await call(path, { json: { ...body(email), idempotencyKey: crypto.randomUUID() } });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await mailsTo(email, subject)).toBe(2);
  });

  it('refuses a key that is not a uuid and stores nothing', async () => {
    const email = `bad-key-${crypto.randomUUID()}@example.com`;
    const res = await call(path, { json: { ...body(email), idempotencyKey: 'retry-1' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string[]> }).fields.idempotencyKey).toEqual([
      'Invalid input',
    ]);
    expect(await mailsTo(email, subject)).toBe(0);
  });
});
