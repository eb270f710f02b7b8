/**
 * Issue #37, the money paths of a variation: its order has an invoice, the receipt e-mail carries
 * that invoice as a PDF, the sale is in the revenue and the admin's daily chart, and a full refund
 * takes it out of both and withdraws its video (no longer offered to the customer or their frame).
 */
import { env } from 'cloudflare:workers';
import { DeviceLibrarySchema } from '@dtm/shared/devices';
import { describe, expect, it } from 'vitest';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { adminCall } from './admin-helpers';
import { frameApi, videoBytes } from './device-fixtures';
import { call } from './helpers';
import { pdfLines } from './pdf-text';
import { payWith } from './stripe-helpers';
import { buyItem, catalogAnimation, catalogBackground, db, type Json, newCustomer } from './user-fixtures';

type Stats = { revenue: string; daily: { date: string; orders: number; revenue: string }[] };
const cents = (dollars: string | undefined) => Math.round(Number(dollars ?? 'NaN') * 100);

/** The admin dashboard's revenue and today's bar of the daily chart, in cents. */
async function figures() {
  const stats = (await (await adminCall('/api/admin/stats')).json()) as Stats;
  const today = new Date().toISOString().slice(0, 10);
  return {
    total: stats.revenue,
    totalCents: cents(stats.revenue),
    todayCents: cents(stats.daily.at(-1)?.revenue),
    today,
    lastDay: stats.daily.at(-1)?.date,
  };
}

async function pairFrame(cookie: string) {
  const code = await requestPairingCode(frameApi, { name: 'Hallway', frameSize: '7' });
  const paired = await call('/api/user/devices/pair', { cookie, json: { code: code.userCode } });
  expect(paired.status).toBe(201);
  const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  return { headers: { authorization: `Bearer ${token.token}` } };
}

describe("a variation's money", () => {
  it('is invoiced and receipted with the PDF, counted in revenue and the daily chart, and a full refund takes it out and withdraws its video', async () => {
    const before = await figures();
    expect(before.lastDay).toBe(before.today);
    const customer = await newCustomer('variation-money');
    const animation = await catalogAnimation(999);
    const background = await catalogBackground(399);
    const owned = await buyItem(customer.cookie, 'animations', animation.id);
    const base = `/api/user/animations/${owned.id}/variations`;
    const started = await call(`${base}/purchase`, {
      cookie: customer.cookie,
      json: { variationName: 'Moon Walk', backgroundId: background.id, country: 'DE' },
    });
    expect(started.status).toBe(201);
    const intent = (await started.json()) as { clientSecret: string; paymentIntentId: string };
    await payWith(intent.clientSecret);
    const completed = await call(`${base}/complete-purchase`, {
      cookie: customer.cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(completed.status).toBe(200);
    const variation = (await completed.json()) as Json & { id: string };

    // The order and its invoice: $8.98 with 19 % German VAT contained (8.98 * 19 / 119 = 1.433 -> $1.43).
    const order = await db().query.orders.findFirst({
      where: (t, { eq }) => eq(t.stripePaymentIntentId, intent.paymentIntentId),
    });
    expect(order).toMatchObject({ type: 'variation', amountCents: 898, paymentStatus: 'paid', billingCountry: 'DE' });
    const invoice = await db().query.invoices.findFirst({ where: (t, { eq }) => eq(t.orderId, order?.id ?? '') });
    expect(invoice).toMatchObject({ totalCents: 898, vatCents: 143, vatCountry: 'DE' });
    const description = 'Variation "Moon Walk" of Dancing Dragon with Outer Space';
    expect(invoice?.content.lines).toEqual([{ description, quantity: 1, unitCents: 898, totalCents: 898 }]);
    const stored = await env.FILES.get(invoice?.r2Key ?? '');
    const pdf = new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0));
    const text = await pdfLines(pdf);
    expect(text).toContain(String(invoice?.number));
    // The line's description, wrapped in its column.
    expect(text).toContain('Variation "Moon Walk" of Dancing Dragon with Outer');
    expect(text).toContain('$8.98');

    // The receipt: once, naming the order and the invoice, with the invoice's PDF attached.
    const receipts = (
      await env.DB.prepare(`SELECT subject, text, attachments FROM outbox_mails WHERE "to" = ? AND subject LIKE ?`)
        .bind(customer.email, '%Variation%')
        .all<{ subject: string; text: string; attachments: string }>()
    ).results;
    expect(receipts).toHaveLength(1);
    const number = `#${order?.id.slice(0, 8)}`;
    expect(receipts[0]?.subject).toBe(`Receipt for order ${number}: ${description}`);
    expect(receipts[0]?.text).toContain('Total paid: $8.98.');
    expect(receipts[0]?.text).toContain(`Your invoice ${invoice?.number} is attached as a PDF.`);
    expect(receipts[0]?.text).toContain('Our artists are making your variation now');
    expect(JSON.parse(receipts[0]?.attachments ?? '[]')).toEqual([
      { filename: `Invoice-${invoice?.number}.pdf`, contentType: 'application/pdf', size: pdf.byteLength },
    ]);

    // Counted: the animation and the variation, in the total and in today's bar.
    const afterSale = await figures();
    expect(afterSale.totalCents - before.totalCents).toBe(999 + 898);
    expect(afterSale.todayCents - before.todayCents).toBe(999 + 898);

    // Delivered: the customer downloads it and their frame plays it.
    const form = new FormData();
    form.append('video', new File([videoBytes(12_000, 3)], 'moon.mp4', { type: 'video/mp4' }));
    const delivered = await adminCall(`/api/admin/variations/${variation.id}/animation-upload`, {
      method: 'POST',
      body: form,
    });
    expect(delivered.status).toBe(201);
    const row = await db().query.animationVariations.findFirst({ where: (t, { eq }) => eq(t.id, variation.id) });
    const videoKey = row?.fileUrl ?? '';
    expect(await env.FILES.head(videoKey)).not.toBeNull();
    const frame = await pairFrame(customer.cookie);
    const library = async () =>
      DeviceLibrarySchema.parse(await (await call('/api/device/library', frame)).json()).items.map((item) => item.id);
    expect(await library()).toContain(`v_${variation.id}`);
    const file = () => call(`/api/user/variations/${variation.id}/file?download=1`, { cookie: customer.cookie });
    expect((await file()).status).toBe(200);

    // Refunded in full from the order dialog.
    const refund = await adminCall(`/api/admin/orders/${order?.id}/refunds`, {
      json: { reason: 'Not what we asked for', idempotencyKey: `variation-full-${order?.id}` },
    });
    expect(refund.status, await refund.clone().text()).toBe(201);
    const refunded = await db().query.orders.findFirst({ where: (t, { eq }) => eq(t.id, order?.id ?? '') });
    expect(refunded).toMatchObject({ paymentStatus: 'refunded', refundedCents: 898 });
    const docs = (await (await adminCall(`/api/admin/orders/${order?.id}/documents`)).json()) as {
      creditNotes: { total: string; vat: string }[];
    };
    expect(docs.creditNotes.map((note) => [note.total, note.vat])).toEqual([['8.98', '1.43']]);

    // Out of the revenue and today's bar; the animation bought before stays counted.
    const afterRefund = await figures();
    expect(afterRefund.totalCents - before.totalCents).toBe(999);
    expect(afterRefund.todayCents - before.todayCents).toBe(999);
    console.log(
      `variation revenue: ${before.total} before, ${afterSale.total} after the animation and the variation, ${afterRefund.total} after the variation's full refund`,
    );

    // Its video is withdrawn: not listed, not downloadable, not on the frame, gone from R2.
    const mine = (await (await call('/api/user/variations', { cookie: customer.cookie })).json()) as Json[];
    expect(mine.map((v) => v.id)).not.toContain(variation.id);
    expect((await file()).status).toBe(404);
    expect(await library()).not.toContain(`v_${variation.id}`);
    expect(await library()).toContain(`a_${owned.id}`);
    expect(await env.FILES.head(videoKey)).toBeNull();
  });
});
