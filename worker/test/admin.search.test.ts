import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, insertOrder } from './admin-helpers';

/** A customer with a frame and a character, so the lists have rows for the search to read. */
async function customerWithCreations() {
  const user = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    'INSERT INTO users (id, email, name, email_verified, is_admin, created_at, updated_at) VALUES (?, ?, ?, 1, 0, ?, ?)',
  )
    .bind(user, `${user.slice(0, 8)}@example.com`, 'Sam Search', now, now)
    .run();
  const frameOrder = await insertOrder({ userId: user, paymentStatus: 'paid' });
  const characterOrder = await insertOrder({ userId: user, paymentStatus: 'paid', type: 'character' });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO user_frames (id, user_id, order_id, frame_size, status, created_at) VALUES (?, ?, ?, '7', 'enchanting', ?)",
    ).bind(crypto.randomUUID(), user, frameOrder, now),
    env.DB.prepare(
      "INSERT INTO user_characters (id, user_id, order_id, character_name, status, created_at) VALUES (?, ?, ?, 'Dragon', 'enchanting', ?)",
    ).bind(crypto.randomUUID(), user, characterOrder, now),
  ]);
}

/** Long and odd searches an admin can type into the lists' search boxes (the form allows 200 characters). */
describe('admin searches take whatever the search box allows', () => {
  const long = 'a'.repeat(200);
  beforeAll(customerWithCreations);

  it.each(['frames', 'characters', 'orders'])(
    'answers the %s list for a 200-character search, finding nothing',
    async (list) => {
      for (const search of ['b'.repeat(49), 'c'.repeat(60), long]) {
        const res = await adminCall(`/api/admin/${list}?search=${search}`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as unknown[] | { orders: unknown[] };
        expect(Array.isArray(body) ? body : body.orders).toEqual([]);
      }
    },
  );

  it('finds a customer whose long name is searched in full, with LIKE wildcards taken literally', async () => {
    const name = `Maximiliane ${'Wolkenstein-'.repeat(5)}100%_sure`;
    const id = await insertOrder({ customerName: name });
    const page = (await (await adminCall(`/api/admin/orders?search=${encodeURIComponent(name)}`)).json()) as {
      orders: { id: string }[];
    };
    expect(page.orders.map((o) => o.id)).toEqual([id]);
    const wildcard = (await (await adminCall('/api/admin/orders?search=%25_')).json()) as { orders: { id: string }[] };
    expect(wildcard.orders.map((o) => o.id)).toEqual([id]);
  });

  it('answers order search and the CSV export for a search with a NUL byte, never with a stack', async () => {
    const search = encodeURIComponent('anna\u0000schmidt');
    const page = await adminCall(`/api/admin/orders?search=${search}`);
    expect(page.status).toBe(200);
    const csv = await adminCall(`/api/admin/orders/export.csv?search=${search}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(text.split('\n')[0]).toMatch(/^Order/i);
    for (const list of ['frames', 'characters'])
      expect((await adminCall(`/api/admin/${list}?search=${search}`)).status).toBe(200);
  });
});
