import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCall, adminSession, auditRows, insertOrder, mailsTo } from './admin-helpers';
import { call } from './helpers';

type Order = { id: string; customerName: string; customerEmail: string; fulfillmentStatus: string; amount: string };
type OrderPage = { orders: Order[]; total: number; page: number; pageSize: number };
type Stats = {
  orders: { total: number; paid: number; pending: number };
  revenue: string;
  openSupportRequests: number;
  pendingReturns: number;
  activeVouchers: number;
  fulfillment: { processing: number; shipped: number; delivered: number };
  recentOrders: Order[];
  daily: { date: string; orders: number; revenue: string }[];
};

const tag = () => crypto.randomUUID().slice(0, 6);
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

describe('admin dashboard: GET /api/admin/stats', () => {
  it('sums paid amounts exactly in cents and counts orders by status', async () => {
    const before = (await (await adminCall('/api/admin/stats')).json()) as Stats;
    // 0.10 + 0.20 is 0.30000000000000004 in floating point; the database sums integer cents.
    await insertOrder({ amountCents: 10, paymentStatus: 'paid', fulfillmentStatus: 'processing' });
    await insertOrder({ amountCents: 20, paymentStatus: 'paid', fulfillmentStatus: 'shipped' });
    await insertOrder({ amountCents: 12_900, paymentStatus: 'pending' });
    await insertOrder({ amountCents: 9_900, paymentStatus: 'refunded', fulfillmentStatus: 'delivered' });
    const res = await adminCall('/api/admin/stats');
    expect(res.status).toBe(200);
    const after = (await res.json()) as Stats;
    expect(cents(after.revenue) - cents(before.revenue)).toBe(30);
    expect(after.revenue).toMatch(/^\d+\.\d{2}$/);
    expect(after.orders.total - before.orders.total).toBe(4);
    expect(after.orders.paid - before.orders.paid).toBe(2);
    expect(after.orders.pending - before.orders.pending).toBe(1);
    expect(after.fulfillment.processing - before.fulfillment.processing).toBe(1);
    expect(after.fulfillment.shipped - before.fulfillment.shipped).toBe(1);
    expect(after.fulfillment.delivered - before.fulfillment.delivered).toBe(1);
    const { total } = (await env.DB.prepare(
      "SELECT sum(amount_cents) AS total FROM orders WHERE payment_status = 'paid'",
    ).first<{ total: number }>()) ?? { total: 0 };
    expect(after.revenue).toBe(`${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`);
  });

  it('shows the 5 newest orders and 30 days of orders and revenue, today last', async () => {
    const newest = await insertOrder({ customerName: 'Newest Parent', amountCents: 7_900, paymentStatus: 'paid' });
    await insertOrder({ createdAt: Date.now() - 40 * 86_400_000, paymentStatus: 'paid' });
    const stats = (await (await adminCall('/api/admin/stats')).json()) as Stats;
    expect(stats.recentOrders).toHaveLength(5);
    expect(stats.recentOrders[0]?.id).toBe(newest);
    expect(stats.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.daily.at(-1)?.date).toBe(today);
    expect(stats.daily.at(-1)?.orders).toBeGreaterThanOrEqual(5);
    const chartOrders = stats.daily.reduce((sum, day) => sum + day.orders, 0);
    expect(chartOrders).toBeLessThan(stats.orders.total);
  });

  it('counts unresolved support requests, unanswered returns and vouchers that can still be used', async () => {
    const before = (await (await adminCall('/api/admin/stats')).json()) as Stats;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO support_requests (id, customer_name, customer_email, subject, message, status, created_at, updated_at) VALUES (?, 'A B', 'a@example.com', 'order', 'Hello there friend', 'open', 1, 1), (?, 'A B', 'a@example.com', 'order', 'Hello there friend', 'resolved', 1, 1)",
      ).bind(crypto.randomUUID(), crypto.randomUUID()),
      env.DB.prepare(
        "INSERT INTO vouchers (id, code, discount_type, discount_value, used_count, applicable_products, active, created_at) VALUES (?, ?, 'percentage', 10, 0, '[]', 1, 1), (?, ?, 'percentage', 10, 0, '[]', 0, 1)",
      ).bind(crypto.randomUUID(), `ON${tag()}`.toUpperCase(), crypto.randomUUID(), `OFF${tag()}`.toUpperCase()),
      env.DB.prepare(
        "INSERT INTO returns (id, customer_name, customer_email, order_number, status, created_at, updated_at) VALUES (?, 'A B', 'a@example.com', 'F00DCAFE', 'pending', 1, 1), (?, 'A B', 'a@example.com', 'F00DCAFE', 'approved', 1, 1)",
      ).bind(crypto.randomUUID(), crypto.randomUUID()),
    ]);
    const after = (await (await adminCall('/api/admin/stats')).json()) as Stats;
    expect(after.openSupportRequests - before.openSupportRequests).toBe(1);
    expect(after.pendingReturns - before.pendingReturns).toBe(1);
    expect(after.activeVouchers - before.activeVouchers).toBe(1);
  });
});

describe('admin orders: GET /api/admin/orders', () => {
  it('finds orders by any part of the customer name, the e-mail or the order id, case-insensitive', async () => {
    const name = `Zelda ${tag()}son`;
    const email = `zz-${tag()}@parents.example`;
    const byName = await insertOrder({ customerName: name });
    const byEmail = await insertOrder({ customerEmail: email });
    await insertOrder();

    const search = async (q: string) =>
      (await (await adminCall(`/api/admin/orders?search=${encodeURIComponent(q)}`)).json()) as OrderPage;
    expect((await search(name.slice(6).toUpperCase())).orders.map((o) => o.id)).toEqual([byName]);
    expect((await search(email.slice(3, 12))).orders.map((o) => o.id)).toEqual([byEmail]);
    expect((await search(byName.slice(0, 8))).orders.map((o) => o.id)).toEqual([byName]);
    // Two characters are below the trigram index: answered by a scan, same meaning.
    expect((await search(byEmail.slice(0, 2))).orders.map((o) => o.id)).toContain(byEmail);
    const none = await search('"no such" OR *');
    expect(none).toMatchObject({ orders: [], total: 0 });
  });

  it('pages newest first and reports the total', async () => {
    const surname = `Pager${tag()}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertOrder({ customerName: `Kid ${surname}`, createdAt: 1_000 + i }));
    const res = await adminCall(`/api/admin/orders?search=${surname}&page=2&pageSize=2`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as OrderPage;
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
  });

  it('refuses a page size that is not a number from 1 to 100', async () => {
    const res = await adminCall('/api/admin/orders?pageSize=500');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string[]> }).fields.pageSize).toEqual(['Invalid input']);
  });

  it('answers a 3+ character search through the trigram index, not a table scan', async () => {
    const { results } = await env.DB.prepare(
      'EXPLAIN QUERY PLAN SELECT * FROM orders WHERE id IN (SELECT order_id FROM orders_search WHERE orders_search MATCH \'"anna"\') ORDER BY created_at DESC LIMIT 20',
    ).all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join('\n');
    expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
    expect(plan).not.toMatch(/^SCAN orders$/m);
  });

  it('exports the current search as CSV', async () => {
    const surname = `Csv${tag()}`;
    const id = await insertOrder({ customerName: `Lou "Lulu", ${surname}`, amountCents: 12_345 });
    await insertOrder();
    const res = await adminCall(`/api/admin/orders/export.csv?search=${surname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order ID,Created,Type,Customer name,Customer email/);
    expect(lines[1]).toContain(`${id},`);
    expect(lines[1]).toContain(`"Lou ""Lulu"", ${surname}"`);
    expect(lines[1]).toContain(',123.45,0.00,');
  });

  it('has the shipping address, one column per part, so a frame can be sent from the file', async () => {
    const surname = `Ship${tag()}`;
    const id = await insertOrder({ customerName: `Ann ${surname}` });
    const address = {
      name: 'Ann Example',
      line1: 'Hauptstr. 5',
      line2: 'c/o Studio, 2nd floor',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
      phone: '+49 30 1234',
    };
    await env.DB.prepare('UPDATE orders SET shipping_address = ? WHERE id = ?').bind(JSON.stringify(address), id).run();
    const noAddress = await insertOrder({ customerName: `Bo ${surname}`, type: 'character' });
    const res = await adminCall(`/api/admin/orders/export.csv?search=${surname}`);
    const [header = '', ...rows] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(
      /,Ship to name,Ship to address line 1,Ship to address line 2,Ship to city,Ship to state,Ship to postal code,Ship to country,Ship to phone$/,
    );
    const shipped = rows.find((row) => row.startsWith(id)) ?? '';
    expect(shipped.endsWith(',Ann Example,Hauptstr. 5,"c/o Studio, 2nd floor",Berlin,,10115,DE,\'+49 30 1234')).toBe(
      true,
    );
    expect(rows.find((row) => row.startsWith(noAddress))?.endsWith(',,,,,,,,')).toBe(true);
  });
});

describe('admin orders: details and fulfilment', () => {
  it('changes the fulfilment status, records who did it, and e-mails the customer when it ships', async () => {
    const email = `ship-${tag()}@example.com`;
    const id = await insertOrder({ customerEmail: email, paymentStatus: 'pending' });
    await env.DB.prepare("UPDATE orders SET payment_status = 'paid' WHERE id = ?").bind(id).run();
    await env.DB.prepare('UPDATE orders SET artwork_submitted_at = ? WHERE id = ?').bind(Date.now(), id).run();

    const processing = await adminCall(`/api/admin/orders/${id}/fulfillment`, {
      method: 'PATCH',
      json: { fulfillmentStatus: 'processing' },
    });
    expect(processing.status).toBe(200);
    expect(await mailsTo(email)).toEqual([]);

    const shipped = await adminCall(`/api/admin/orders/${id}/fulfillment`, {
      method: 'PATCH',
      json: { fulfillmentStatus: 'shipped' },
    });
    expect(shipped.status).toBe(200);
    expect(((await shipped.json()) as Order).fulfillmentStatus).toBe('shipped');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Your order #${id.slice(0, 8)} has shipped`);

    // Any state may follow any other (spec section 4), delivered mails too.
    await adminCall(`/api/admin/orders/${id}/fulfillment`, {
      method: 'PATCH',
      json: { fulfillmentStatus: 'delivered' },
    });
    expect((await mailsTo(email))[0]?.subject).toBe(`Your order #${id.slice(0, 8)} was delivered`);
    await adminCall(`/api/admin/orders/${id}/fulfillment`, { method: 'PATCH', json: { fulfillmentStatus: 'pending' } });

    const admin = await env.DB.prepare(
      'SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.is_admin = 1 ORDER BY s.created_at DESC',
    ).first<{ email: string }>();
    const events = await auditRows('order', id);
    expect(events.map((e) => [e.action, e.actor_email])).toEqual([
      ['order.created', null],
      ['order.payment_status', null],
      ['order.artwork_uploaded', null],
      ['order.fulfillment_status', admin?.email],
      ['order.fulfillment_status', admin?.email],
      ['order.fulfillment_status', admin?.email],
      ['order.fulfillment_status', admin?.email],
    ]);
    expect(JSON.parse(events[4]?.before ?? '')).toEqual({ fulfillmentStatus: 'processing' });
    expect(JSON.parse(events[4]?.after ?? '')).toEqual({ fulfillmentStatus: 'shipped' });

    const details = await adminCall(`/api/admin/orders/${id}`);
    expect(details.status).toBe(200);
    const body = (await details.json()) as { order: Order; events: { action: string; actorEmail: string | null }[] };
    expect(body.order).toMatchObject({ id, customerEmail: email, fulfillmentStatus: 'pending' });
    expect(body.events.map((e) => e.action)).toEqual(events.map((e) => e.action));
  });

  it('refuses an unknown status and changes nothing', async () => {
    const id = await insertOrder();
    const res = await adminCall(`/api/admin/orders/${id}/fulfillment`, {
      method: 'PATCH',
      json: { fulfillmentStatus: 'lost' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string[]> }).fields.fulfillmentStatus).toEqual([
      'Invalid input',
    ]);
    const row = await env.DB.prepare('SELECT fulfillment_status FROM orders WHERE id = ?').bind(id).first();
    expect(row).toEqual({ fulfillment_status: 'pending' });
    expect((await auditRows('order', id)).map((e) => e.action)).toEqual(['order.created']);
  });

  it('answers 404 for an order that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-0000000000aa';
    expect((await adminCall(`/api/admin/orders/${missing}`)).status).toBe(404);
    const res = await adminCall(`/api/admin/orders/${missing}/fulfillment`, {
      method: 'PATCH',
      json: { fulfillmentStatus: 'shipped' },
    });
    expect(res.status).toBe(404);
  });

  it('is closed to customers and guests', async () => {
    await adminSession();
    expect((await call('/api/admin/orders')).status).toBe(401);
  });
});
