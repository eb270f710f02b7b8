/**
 * Issue #37 item 1: every marketplace purchase is an order of its kind, with its line item, a
 * receipt with the invoice attached, revenue, refunds and the CSV; and the money always matches
 * what Stripe charged, whatever the order of the browser's completion and the webhook.
 */
import { env } from 'cloudflare:workers';
import { DeviceLibrarySchema } from '@dtm/shared/devices';
import { describe, expect, it } from 'vitest';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import backfill from '../../migrations/0021_backfill_marketplace_orders.sql?raw';
import { renderInvoicePdf } from '../src/invoices/invoice-pdf';
import { downloadZip, readyExport } from './account-fixtures';
import { adminCall } from './admin-helpers';
import { frameApi } from './device-fixtures';
import { call } from './helpers';
import { deliver, eventsFor, payWith } from './stripe-helpers';
import { buyItem, catalogAnimation, catalogBackground, type Json, newCustomer } from './user-fixtures';

type Intent = { clientSecret: string; paymentIntentId: string; amount: string };
type OrderDbRow = {
  id: string;
  type: string;
  amount_cents: number;
  refunded_cents: number;
  payment_status: string;
  fulfillment_status: string;
  user_id: string | null;
  customer_email: string;
  confirmation_sent_at: number | null;
};

const orderOfIntent = async (intentId: string) =>
  (await env.DB.prepare('SELECT * FROM orders WHERE stripe_payment_intent_id = ?').bind(intentId).all<OrderDbRow>())
    .results;
const itemsOf = async (orderId: string) =>
  (
    await env.DB.prepare(
      'SELECT kind, item_id, description, quantity, unit_cents, total_cents FROM order_items WHERE order_id = ?',
    )
      .bind(orderId)
      .all<Json>()
  ).results;
const invoicesOf = async (orderId: string) =>
  (await env.DB.prepare('SELECT * FROM invoices WHERE order_id = ?').bind(orderId).all<Json>()).results;
const receiptsTo = async (to: string) =>
  (
    await env.DB.prepare(
      `SELECT subject, text, attachments FROM outbox_mails WHERE "to" = ? AND subject LIKE 'Receipt%'`,
    )
      .bind(to)
      .all<{ subject: string; text: string; attachments: string }>()
  ).results;
const countRows = async (table: string, intentId: string) =>
  (
    await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE stripe_payment_intent_id = ?`)
      .bind(intentId)
      .first<{ n: number }>()
  )?.n;

async function startBackground(cookie: string, backgroundId: string, body: Json = { country: 'DE' }) {
  const res = await call(`/api/backgrounds/${backgroundId}/purchase`, { cookie, json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Intent;
}

const complete = (cookie: string, backgroundId: string, paymentIntentId: string) =>
  call(`/api/backgrounds/${backgroundId}/complete-purchase`, { cookie, json: { paymentIntentId } });

async function deliverSucceeded(intentId: string) {
  const events = await eventsFor(intentId, 'payment_intent.succeeded');
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) expect((await deliver(event)).status).toBe(200);
}

/** A background bought and completed by the browser: its order id, intent and buyer. */
async function boughtBackground(label: string, priceCents = 399) {
  const buyer = await newCustomer(label);
  const background = await catalogBackground(priceCents);
  const intent = await startBackground(buyer.cookie, background.id);
  await payWith(intent.clientSecret);
  expect((await complete(buyer.cookie, background.id, intent.paymentIntentId)).status).toBe(200);
  const [order] = await orderOfIntent(intent.paymentIntentId);
  if (!order) throw new Error('no order');
  return { ...buyer, background, intent, order };
}

const revenue = async () => ((await (await adminCall('/api/admin/stats')).json()) as { revenue: string }).revenue;
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

describe('a marketplace purchase is an order', () => {
  it('records a background purchase as a paid order with its line, invoice and receipt, in Your orders, the admin list (by kind) and the CSV', async () => {
    const { cookie, email, userId, background, intent, order } = await boughtBackground('order-bg');
    expect(order).toMatchObject({
      type: 'background',
      amount_cents: 399,
      refunded_cents: 0,
      payment_status: 'paid',
      fulfillment_status: 'delivered',
      user_id: userId,
      customer_email: email,
    });
    expect(await itemsOf(order.id)).toEqual([
      {
        kind: 'background',
        item_id: background.id,
        description: 'Background: Outer Space',
        quantity: 1,
        unit_cents: 399,
        total_cents: 399,
      },
    ]);

    // The invoice: one, numbered, 19 % contained (bought from Germany), its VAT country recorded, VAT also in euros.
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ total_cents: 399, vat_cents: 64, vat_country: 'DE' });
    const content = JSON.parse(String(invoice?.content)) as Json;
    expect(content.lines).toEqual([
      { description: 'Background: Outer Space', quantity: 1, unitCents: 399, totalCents: 399 },
    ]);
    expect(content.eur).toEqual({
      currency: 'USD',
      rate: '0.9200',
      rateDate: '2026-12-01',
      totalCents: 367,
      netCents: 308,
      vatCents: 59,
    });
    expect(content.supplyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The receipt, once, with the invoice attached.
    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`Receipt for order #${order.id.slice(0, 8)}: Background: Outer Space`);
    expect(receipts[0]?.text).toContain('Total paid: $3.99.');
    expect(receipts[0]?.text).toContain(`Your invoice ${invoice?.number} is attached as a PDF.`);
    expect(JSON.parse(receipts[0]?.attachments ?? '[]')).toEqual([
      expect.objectContaining({ filename: `Invoice-${invoice?.number}.pdf`, contentType: 'application/pdf' }),
    ]);

    // The customer's documents and "Your orders".
    const docs = (await (await call(`/api/orders/${order.id}/documents`, { cookie })).json()) as Json;
    expect(docs.invoice).toMatchObject({ number: invoice?.number, total: '3.99', vat: '0.64' });
    const mine = (await (await call('/api/user/orders', { cookie })).json()) as Json[];
    expect(mine.find((o) => o.id === order.id)).toMatchObject({
      type: 'background',
      amount: '3.99',
      paymentStatus: 'paid',
    });

    // The admin's order dialog names what was bought.
    const details = (await (await adminCall(`/api/admin/orders/${order.id}`)).json()) as Json;
    expect(details.items).toEqual([
      { kind: 'background', description: 'Background: Outer Space', quantity: 1, unitPrice: '3.99', total: '3.99' },
    ]);

    // The admin's Orders, filtered by kind, and the CSV of that kind.
    const backgrounds = (await (await adminCall('/api/admin/orders?type=background&pageSize=100')).json()) as {
      orders: Json[];
    };
    expect(backgrounds.orders.map((o) => o.id)).toContain(order.id);
    expect(backgrounds.orders.every((o) => o.type === 'background')).toBe(true);
    const frames = (await (await adminCall('/api/admin/orders?type=frame&pageSize=100')).json()) as { orders: Json[] };
    expect(frames.orders.map((o) => o.id)).not.toContain(order.id);
    const bad = await adminCall('/api/admin/orders?type=sticker');
    expect(bad.status).toBe(400);
    const csv = await (await adminCall('/api/admin/orders/export.csv?type=background')).text();
    expect(csv).toContain(`${order.id},`);
    expect(csv).toContain(',background,');
    expect(csv).toContain(intent.paymentIntentId);

    // The customer's data export holds the order and its line.
    const ready = await readyExport(cookie);
    const { files } = await downloadZip(cookie, ready.downloadUrl ?? '');
    const account = JSON.parse(new TextDecoder().decode(files['account.json'])) as Record<string, Json[]>;
    expect(account.orders?.find((o) => o.id === order.id)).toMatchObject({ type: 'background', amountCents: 399 });
    expect(account.orderItems).toEqual([
      expect.objectContaining({ orderId: order.id, kind: 'background', description: 'Background: Outer Space' }),
    ]);
    expect(account.invoices?.map((i) => i.orderId)).toContain(order.id);

    // Figures for the closing note: the invoice's render time and size.
    const started = performance.now();
    const pdf = await renderInvoicePdf({
      kind: 'invoice',
      number: String(invoice?.number),
      issuedAt: new Date(Number(invoice?.issued_at)),
      content: content as never,
    });
    const took = performance.now() - started;
    console.log(`marketplace invoice ${invoice?.number}: rendered in ${took.toFixed(1)} ms, ${pdf.byteLength} bytes`);
    expect(pdf.byteLength).toBe(invoice?.pdf_size);
  });

  it('makes one order, one row, one invoice and one receipt whatever the order of webhook, completion and retries', async () => {
    const { cookie, email } = await newCustomer('order-race');
    const background = await catalogBackground(299);
    // The webhook first, then the browser's completion, then both again.
    const first = await startBackground(cookie, background.id);
    await payWith(first.clientSecret);
    await deliverSucceeded(first.paymentIntentId);
    const [afterWebhook] = await orderOfIntent(first.paymentIntentId);
    expect(afterWebhook).toMatchObject({ payment_status: 'paid', amount_cents: 299 });
    const completions = await Promise.all([
      complete(cookie, background.id, first.paymentIntentId),
      complete(cookie, background.id, first.paymentIntentId),
    ]);
    expect(completions.map((r) => r.status)).toEqual([200, 200]);
    await deliverSucceeded(first.paymentIntentId);
    expect(await orderOfIntent(first.paymentIntentId)).toHaveLength(1);
    expect(await countRows('user_backgrounds', first.paymentIntentId)).toBe(1);
    expect(await invoicesOf(afterWebhook?.id ?? '')).toHaveLength(1);
    expect(await receiptsTo(email)).toHaveLength(1);

    // The browser first, then the webhook, for an animation of another customer.
    const other = await newCustomer('order-race-2');
    const animation = await catalogAnimation(1299);
    const res = await call(`/api/animations/${animation.id}/purchase`, {
      cookie: other.cookie,
      json: { country: 'DE' },
    });
    const intent = (await res.json()) as Intent;
    await payWith(intent.clientSecret);
    const done = await call(`/api/animations/${animation.id}/complete-purchase`, {
      cookie: other.cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(done.status).toBe(200);
    await deliverSucceeded(intent.paymentIntentId);
    const orders = await orderOfIntent(intent.paymentIntentId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ type: 'animation', amount_cents: 1299, payment_status: 'paid' });
    expect(await countRows('user_animations', intent.paymentIntentId)).toBe(1);
    expect(await receiptsTo(other.email)).toHaveLength(1);
  });
});

describe('refunding a marketplace order', () => {
  it('counts the purchase in revenue, refunds part then the rest with credit notes, refuses more, and withdraws the file after the full refund', async () => {
    const before = await revenue();
    const { cookie, background, order, intent } = await boughtBackground('refund-bg', 1897);
    const afterSale = await revenue();
    expect(cents(afterSale) - cents(before)).toBe(1897);

    // Above what is left: refused, nothing reserved.
    const tooMuch = await adminCall(`/api/admin/orders/${order.id}/refunds`, {
      json: { amountCents: 1898, idempotencyKey: `too-much-${order.id}` },
    });
    expect(tooMuch.status).toBe(409);
    expect(((await tooMuch.json()) as Json).error).toContain('18.97');

    const partial = await adminCall(`/api/admin/orders/${order.id}/refunds`, {
      json: { amountCents: 500, reason: 'Wrong colours', idempotencyKey: `partial-${order.id}` },
    });
    expect(partial.status, await partial.clone().text()).toBe(201);
    expect(cents(await revenue()) - cents(before)).toBe(1397);
    // Still the customer's after a partial refund.
    const owned = (await (await call('/api/user/backgrounds', { cookie })).json()) as Json[];
    expect(owned.map((b) => b.backgroundId)).toContain(background.id);

    // Two full refunds at once (two admins, two tabs): one goes through, the other is refused.
    const both = await Promise.all(
      ['a', 'b'].map((key) =>
        adminCall(`/api/admin/orders/${order.id}/refunds`, { json: { idempotencyKey: `rest-${key}-${order.id}` } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const [row] = await orderOfIntent(intent.paymentIntentId);
    expect(row).toMatchObject({ payment_status: 'refunded', refunded_cents: 1897, amount_cents: 1897 });
    const refunds = await env.DB.prepare(
      'SELECT amount_cents, status FROM refunds WHERE order_id = ? ORDER BY created_at',
    )
      .bind(order.id)
      .all<Json>();
    expect(refunds.results).toEqual([
      { amount_cents: 500, status: 'succeeded' },
      { amount_cents: 1397, status: 'succeeded' },
    ]);
    const afterRefund = await revenue();
    expect(afterRefund).toBe(before);
    console.log(`revenue: ${before} before the sale, ${afterSale} after it, ${afterRefund} after its full refund`);

    // Two credit notes against the invoice.
    const docs = (await (await adminCall(`/api/admin/orders/${order.id}/documents`)).json()) as {
      creditNotes: { total: string; vat: string }[];
    };
    expect(docs.creditNotes.map((note) => [note.total, note.vat])).toEqual([
      ['5.00', '0.80'],
      ['13.97', '2.23'],
    ]);

    // The file is no longer offered: not in the account, not downloadable, and it can be bought again.
    const left = (await (await call('/api/user/backgrounds', { cookie })).json()) as Json[];
    expect(left.map((b) => b.backgroundId)).not.toContain(background.id);
    expect(await countRows('user_backgrounds', intent.paymentIntentId)).toBe(0);
    const file = await call(
      `/api/user/backgrounds/${String(owned.find((b) => b.backgroundId === background.id)?.id)}/file`,
      { cookie },
    );
    expect(file.status).toBe(404);
    const again = await call(`/api/backgrounds/${background.id}/purchase`, { cookie, json: { country: 'DE' } });
    expect(again.status).toBe(201);
    const fresh = (await again.json()) as Intent;
    expect(fresh.paymentIntentId).not.toBe(intent.paymentIntentId);
  });

  it("takes a refunded animation off the customer's paired frame, and keeps it there after a partial refund", async () => {
    const { cookie } = await newCustomer('refund-frame');
    const animation = await catalogAnimation(999);
    const owned = await buyItem(cookie, 'animations', animation.id);
    const frame = await pairFrame(cookie);
    const library = async () =>
      DeviceLibrarySchema.parse(await (await call('/api/device/library', frame)).json()).items.map((item) => item.id);
    expect(await library()).toContain(`a_${owned.id}`);
    const [order] = (
      await env.DB.prepare(
        'SELECT o.id FROM orders o JOIN user_animations u ON u.stripe_payment_intent_id = o.stripe_payment_intent_id WHERE u.id = ?',
      )
        .bind(owned.id)
        .all<{ id: string }>()
    ).results;
    const refundOf = (amountCents: number | undefined, key: string) =>
      adminCall(`/api/admin/orders/${order?.id}/refunds`, {
        json: { ...(amountCents ? { amountCents } : {}), idempotencyKey: `${key}-${order?.id}` },
      });
    expect((await refundOf(100, 'frame-part')).status).toBe(201);
    expect(await library()).toContain(`a_${owned.id}`);
    expect((await refundOf(undefined, 'frame-rest')).status).toBe(201);
    expect(await library()).not.toContain(`a_${owned.id}`);
    const download = await call(`/api/user/animations/${owned.id}/file`, { cookie });
    expect(download.status).toBe(404);
  });
});

describe('marketplace purchases made before they were orders', () => {
  it('become paid orders with their line once (migration 0021), counted in revenue', async () => {
    const { userId, email } = await newCustomer('legacy');
    const background = await catalogBackground(450);
    const animation = await catalogAnimation(1299);
    const stamp = Date.now() - 86_400_000;
    const bgIntent = `pi_legacy_bg_${crypto.randomUUID().slice(0, 8)}`;
    const animIntent = `pi_legacy_an_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.batch([
      env.DB.prepare(
        'INSERT INTO user_backgrounds (id, user_id, background_id, file_url, purchase_price_cents, stripe_payment_intent_id, created_at) VALUES (?, ?, ?, ?, 450, ?, ?)',
      ).bind(crypto.randomUUID(), userId, background.id, background.fileUrl, bgIntent, stamp),
      env.DB.prepare(
        'INSERT INTO user_animations (id, user_id, animation_id, base_file_url, customizations, purchase_price_cents, stripe_payment_intent_id, created_at) VALUES (?, ?, ?, ?, ?, 1299, ?, ?)',
      ).bind(crypto.randomUUID(), userId, animation.id, animation.fileUrl, '{}', animIntent, stamp),
    ]);
    const before = await revenue();
    const statements = backfill.split('--> statement-breakpoint').filter((sql) => sql.trim());
    for (let run = 0; run < 2; run += 1) {
      for (const sql of statements) await env.DB.prepare(sql).run();
    }
    const [bg] = await orderOfIntent(bgIntent);
    const [anim] = await orderOfIntent(animIntent);
    expect(await orderOfIntent(bgIntent)).toHaveLength(1);
    expect(bg).toMatchObject({ type: 'background', amount_cents: 450, payment_status: 'paid', customer_email: email });
    expect(bg?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(anim).toMatchObject({ type: 'animation', amount_cents: 1299, fulfillment_status: 'delivered' });
    expect(await itemsOf(bg?.id ?? '')).toEqual([
      expect.objectContaining({ kind: 'background', item_id: background.id, description: 'Background: Outer Space' }),
    ]);
    expect(await itemsOf(anim?.id ?? '')).toHaveLength(1);
    // Paid yesterday: in the revenue now, and its invoice is made when first asked for.
    expect(cents(await revenue()) - cents(before)).toBe(1749);
    const docs = (await (await adminCall(`/api/admin/orders/${bg?.id}/documents`)).json()) as Json;
    expect(docs.invoice).toMatchObject({ total: '4.50' });
  });
});

/** A frame paired to the customer's account, with its device token. */
async function pairFrame(cookie: string) {
  const code = await requestPairingCode(frameApi, { name: 'Living room', frameSize: '7' });
  const paired = await call('/api/user/devices/pair', { cookie, json: { code: code.userCode } });
  expect(paired.status).toBe(201);
  const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  return { headers: { authorization: `Bearer ${token.token}` } };
}
