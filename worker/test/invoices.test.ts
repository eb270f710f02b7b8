import { env } from 'cloudflare:workers';
import { includedVatCents } from '@dtm/shared/invoices';
import { describe, expect, it } from 'vitest';
import { adminCall } from './admin-helpers';
import { call, signIn } from './helpers';
import { ADDRESS, addVoucher, type Body, createFrame, orderRow } from './order-fixtures';
import { pdfLines } from './pdf-text';
import { deliver, eventsFor, payWith } from './stripe-helpers';

const tag = () => crypto.randomUUID().slice(0, 8).toLowerCase();
const YEAR = new Date().getFullYear();
const INVOICE_NUMBER = new RegExp(`^RE-(${YEAR}|${YEAR + 1})-\\d{6}$`);
const CREDIT_NUMBER = new RegExp(`^GS-(${YEAR}|${YEAR + 1})-\\d{6}$`);

type InvoiceDbRow = {
  id: string;
  order_id: string;
  number: string;
  year: number;
  sequence: number;
  total_cents: number;
  vat_cents: number;
  content: string;
  r2_key: string | null;
  pdf_size: number | null;
};

type Documents = {
  invoice: { number: string; total: string; vat: string; downloadUrl: string } | null;
  creditNotes: { number: string; total: string; invoiceNumber: string; downloadUrl: string; refundId: string }[];
};

const invoiceOf = (orderId: string) =>
  env.DB.prepare('SELECT * FROM invoices WHERE order_id = ?').bind(orderId).all<InvoiceDbRow>();
const allInvoices = async () =>
  (await env.DB.prepare('SELECT * FROM invoices ORDER BY sequence').all<InvoiceDbRow>()).results;
const creditNotesOf = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT * FROM credit_notes WHERE order_id = ? ORDER BY sequence')
      .bind(orderId)
      .all<InvoiceDbRow & { refund_id: string; invoice_id: string }>()
  ).results;

/** A frame order of a guest, set up for payment and paid at the emulator (no webhook yet). */
async function paidAtStripe(fields: Record<string, unknown> = {}) {
  const email = `invoice-${tag()}@example.com`;
  const { orderId, cookie } = await createFrame({ customerEmail: email, ...fields });
  const setup = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
  expect(setup.status).toBe(200);
  const { clientSecret } = (await setup.json()) as { clientSecret: string };
  const intent = await payWith(clientSecret);
  expect(intent.status).toBe('succeeded');
  return { orderId, cookie, email, intentId: intent.id };
}

async function succeededEvents(intentId: string) {
  const events = await eventsFor(intentId, 'payment_intent.succeeded');
  expect(events.length).toBeGreaterThan(0);
  return events;
}

/** Paid and its webhook delivered, as the shop sees a normal payment. */
async function paidOrder(fields: Record<string, unknown> = {}) {
  const paid = await paidAtStripe(fields);
  for (const event of await succeededEvents(paid.intentId)) expect((await deliver(event)).status).toBe(200);
  return paid;
}

/** The PDF's title as pdf-lib writes it into the info dictionary (UTF-16BE hex): it holds the number. */
const titleHex = (text: string) =>
  `FEFF${Array.from(text, (ch) => (ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0').toUpperCase()).join('')}`;

async function storedPdf(key: string) {
  const object = await env.FILES.get(key);
  expect(object).not.toBeNull();
  const bytes = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
  return { bytes, raw: new TextDecoder('latin1').decode(bytes), text: await pdfLines(bytes) };
}

describe('invoices', () => {
  it('numbers an invoice when the payment webhook arrives, stores its PDF once and attaches it to the confirmation', async () => {
    const { orderId, email } = await paidOrder();
    const { results } = await invoiceOf(orderId);
    expect(results).toHaveLength(1);
    const invoice = results[0] as InvoiceDbRow;
    expect(invoice.number).toMatch(INVOICE_NUMBER);
    expect(invoice.total_cents).toBe(12900);
    // 19 % contained in $129.00: 129.00 * 19 / 119 = 20.596... -> $20.60.
    expect(invoice.vat_cents).toBe(2060);
    expect(invoice.r2_key).toBe(`invoices/${orderId}/${invoice.number}.pdf`);

    const { bytes, raw, text } = await storedPdf(invoice.r2_key ?? '');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(bytes.byteLength).toBe(invoice.pdf_size);
    expect(bytes.byteLength).toBeGreaterThan(1000);
    expect(raw).toContain(titleHex(`Invoice ${invoice.number}`));
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain(`#${orderId.slice(0, 8)}`);
    expect(text).toContain('Anna Schmidt');
    expect(text).toContain('Hafenstraße 12');
    expect(text).toContain(email);
    expect(text).toContain('$129.00');
    expect(text).toContain('Included VAT 19 % (Germany) of $108.40 net');
    expect(text).toContain('$20.60');
    expect(text).toContain('VAT ID DE000000000 · Amtsgericht Hamburg, HRB 000000');

    const content = JSON.parse(invoice.content) as {
      seller: { name: string; vatId: string };
      buyer: { name: string; email: string; address: string[] };
      lines: { totalCents: number }[];
    };
    expect(content.seller).toMatchObject({ name: 'Drawings-to-Magic GmbH (development)', vatId: 'DE000000000' });
    expect(content.buyer).toMatchObject({ name: 'Anna Schmidt', email });
    expect(content.buyer.address).toContain('Hafenstraße 12');

    const mail = await env.DB.prepare(
      'SELECT subject, text, attachments FROM outbox_mails WHERE "to" = ? AND subject LIKE \'Order confirmed%\'',
    )
      .bind(email)
      .all<{ subject: string; text: string; attachments: string }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]?.text).toContain(`Your invoice ${invoice.number} is attached as a PDF.`);
    const mailbox = (await (await call('/dev/mailbox.json')).json()) as {
      to: string;
      subject: string;
      attachments: unknown[];
    }[];
    const shown = mailbox.find((m) => m.to === email && m.subject.startsWith('Order confirmed'));
    expect(shown?.attachments).toEqual([expect.objectContaining({ filename: `Invoice-${invoice.number}.pdf` })]);
    expect(JSON.parse(mail.results[0]?.attachments ?? '[]')).toEqual([
      { filename: `Invoice-${invoice.number}.pdf`, contentType: 'application/pdf', size: invoice.pdf_size },
    ]);
  });

  it('makes one invoice however often the payment is confirmed: retried webhooks and the complete-payment call', async () => {
    const { orderId, cookie, intentId } = await paidAtStripe();
    const events = await succeededEvents(intentId);
    const before = (await allInvoices()).length;
    const answers = await Promise.all([
      ...events.flatMap((event) => [deliver(event), deliver(event), deliver(event)]),
      call(`/api/orders/${orderId}/complete-payment-guest`, {
        method: 'PATCH',
        cookie,
        json: { paymentIntentId: intentId },
      }),
    ]);
    for (const res of answers) expect(res.status).toBe(200);
    for (const event of events) expect((await deliver(event)).status).toBe(200);
    expect((await invoiceOf(orderId)).results).toHaveLength(1);
    const all = await allInvoices();
    expect(all).toHaveLength(before + 1);
    expect(all.map((row) => row.sequence)).toEqual(all.map((_, i) => i + 1));
  });

  it('gives 20 payments recorded at once 20 consecutive numbers, each used once', async () => {
    const paid = await Promise.all(Array.from({ length: 20 }, () => paidAtStripe({ frameSize: '5' })));
    const events = (await Promise.all(paid.map((p) => succeededEvents(p.intentId)))).flat();
    // Every event twice, all at once: duplicates race their originals.
    const answers = await Promise.all([...events, ...events].map((event) => deliver(event)));
    for (const res of answers) expect(res.status).toBe(200);

    const all = await allInvoices();
    const ours = all.filter((row) => paid.some((p) => p.orderId === row.order_id));
    expect(ours).toHaveLength(20);
    expect(new Set(ours.map((row) => row.number)).size).toBe(20);
    expect(new Set(all.map((row) => row.order_id)).size).toBe(all.length);
    // No gaps and no doubles over the whole series, and the counter stands at the last number.
    expect(all.map((row) => row.sequence)).toEqual(all.map((_, i) => i + 1));
    for (const row of all) expect(row.number).toBe(`RE-${row.year}-${String(row.sequence).padStart(6, '0')}`);
    const counter = await env.DB.prepare("SELECT last FROM document_counters WHERE series = 'RE'").first<{
      last: number;
    }>();
    expect(counter?.last).toBe(all.length);
    for (const row of ours) {
      expect(row.total_cents).toBe(9900);
      expect(row.vat_cents).toBe(1581);
      expect(row.r2_key).toBeTruthy();
    }
  });

  it('equals a discounted order to the cent: price, voucher line, total and the VAT it contains', async () => {
    await addVoucher('INVOICE10', { discountType: 'percentage', discountValue: 10 });
    const { orderId } = await paidOrder({ voucherCode: 'INVOICE10' });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ amount_cents: 11610, discount_cents: 1290, voucher_code: 'INVOICE10' });
    const invoice = (await invoiceOf(orderId)).results[0] as InvoiceDbRow;
    const content = JSON.parse(invoice.content) as {
      lines: { unitCents: number; totalCents: number; quantity: number }[];
      discount: { code: string; cents: number };
      totalCents: number;
      vatCents: number;
    };
    expect(content.lines).toEqual([
      { description: '7" digital frame', quantity: 1, unitCents: 12900, totalCents: 12900 },
    ]);
    expect(content.discount).toEqual({ code: 'INVOICE10', cents: 1290 });
    const linesTotal = content.lines.reduce((sum, line) => sum + line.totalCents, 0) - content.discount.cents;
    expect(linesTotal).toBe(order?.amount_cents);
    expect(invoice.total_cents).toBe(order?.amount_cents);
    // 116.10 * 19 / 119 = 18.5369... -> $18.54, net $97.56.
    expect(invoice.vat_cents).toBe(1854);
    expect(content.vatCents).toBe(1854);
    const { text } = await storedPdf(invoice.r2_key ?? '');
    expect(text).toContain('Voucher INVOICE10');
    expect(text).toContain('-$12.90');
    expect(text).toContain('$116.10');
    expect(text).toContain('Included VAT 19 % (Germany) of $97.56 net');
    expect(text).toContain('$18.54');
  });

  it('computes the VAT contained in a gross price, rounded half up to the cent', () => {
    expect(includedVatCents(12900, 1900)).toBe(2060);
    expect(includedVatCents(9900, 1900)).toBe(1581);
    expect(includedVatCents(11900, 1900)).toBe(1900);
    expect(includedVatCents(50, 1900)).toBe(8);
    expect(includedVatCents(10700, 700)).toBe(700);
    expect(includedVatCents(0, 1900)).toBe(0);
    expect(includedVatCents(12900, 0)).toBe(0);
  });

  it('gives each refund a credit note with its own number, referring to the invoice', async () => {
    const { orderId, cookie } = await paidOrder();
    const invoice = (await invoiceOf(orderId)).results[0] as InvoiceDbRow;
    const first = await adminCall(`/api/admin/orders/${orderId}/refunds`, {
      json: { amountCents: 2900, idempotencyKey: crypto.randomUUID() },
    });
    expect(first.status).toBe(201);
    const rest = await adminCall(`/api/admin/orders/${orderId}/refunds`, {
      json: { idempotencyKey: crypto.randomUUID() },
    });
    expect(rest.status).toBe(201);

    const notes = await creditNotesOf(orderId);
    expect(notes.map((n) => [n.total_cents, n.vat_cents, n.invoice_id])).toEqual([
      [2900, includedVatCents(2900, 1900), invoice.id],
      [10000, includedVatCents(10000, 1900), invoice.id],
    ]);
    for (const note of notes) expect(note.number).toMatch(CREDIT_NUMBER);
    expect(notes[1]?.sequence).toBe((notes[0]?.sequence ?? 0) + 1);
    const refunds = (
      await env.DB.prepare('SELECT id FROM refunds WHERE order_id = ? ORDER BY created_at, rowid').bind(orderId).all<{
        id: string;
      }>()
    ).results;
    expect(notes.map((n) => n.refund_id)).toEqual(refunds.map((r) => r.id));
    const { raw, text } = await storedPdf(notes[0]?.r2_key ?? '');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain(titleHex(`Credit note ${notes[0]?.number}`));
    expect(text).toContain(`Credit note ${notes[0]?.number}`);
    expect(text).toContain(`This credit note corrects invoice ${invoice.number} by the amount refunded.`);
    expect(text).toContain('-$29.00');

    // Listed for the admin and the customer, and downloadable by both.
    const admin = (await (await adminCall(`/api/admin/orders/${orderId}/documents`)).json()) as Documents;
    expect(admin.invoice?.number).toBe(invoice.number);
    expect(admin.creditNotes.map((n) => [n.number, n.total, n.invoiceNumber])).toEqual([
      [notes[0]?.number, '29.00', invoice.number],
      [notes[1]?.number, '100.00', invoice.number],
    ]);
    const mine = (await (await call(`/api/orders/${orderId}/documents`, { cookie })).json()) as Documents;
    expect(mine.creditNotes.map((n) => n.downloadUrl)).toEqual(
      notes.map((n) => `/api/orders/${orderId}/credit-notes/${n.number}`),
    );
    const download = await call(mine.creditNotes[1]?.downloadUrl ?? '', { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const adminDownload = await adminCall(admin.creditNotes[0]?.downloadUrl ?? '');
    expect(adminDownload.status).toBe(200);
    await adminDownload.arrayBuffer();
    const unknown = await call(`/api/orders/${orderId}/credit-notes/GS-${YEAR}-999999`, { cookie });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Body).error).toBe('There is no such invoice or credit note for this order.');
  });
});

describe('invoice downloads', () => {
  it('lets the owner and admins download the invoice; anyone else gets 404, an unpaid order 409', async () => {
    const { orderId, cookie } = await paidOrder();
    const invoice = (await invoiceOf(orderId)).results[0] as InvoiceDbRow;

    const own = await call(`/api/orders/${orderId}/invoice`, { cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await own.arrayBuffer());
    expect(bytes.byteLength).toBe(invoice.pdf_size);

    const admin = await adminCall(`/api/admin/orders/${orderId}/invoice`);
    expect(admin.status).toBe(200);
    expect((await admin.arrayBuffer()).byteLength).toBe(invoice.pdf_size);

    const other = await signIn(`other-${tag()}@example.com`);
    for (const [who, res] of [
      ['another customer', await call(`/api/orders/${orderId}/invoice`, { cookie: other })],
      ['a guest', await call(`/api/orders/${orderId}/invoice`)],
      ['another customer (list)', await call(`/api/orders/${orderId}/documents`, { cookie: other })],
    ] as const) {
      expect(res.status, who).toBe(404);
      expect(((await res.json()) as Body).error).toBeTruthy();
    }

    const unpaid = await createFrame({ customerEmail: `unpaid-${tag()}@example.com` });
    const early = await call(`/api/orders/${unpaid.orderId}/invoice`, { cookie: unpaid.cookie });
    expect(early.status).toBe(409);
    expect(((await early.json()) as Body).error).toBe(
      'This order has no invoice yet: the invoice is made when the payment is received.',
    );
    const list = await call(`/api/orders/${unpaid.orderId}/documents`, { cookie: unpaid.cookie });
    expect(await list.json()).toEqual({ invoice: null, creditNotes: [] });
    expect((await invoiceOf(unpaid.orderId)).results).toHaveLength(0);
  });

  it('shows the seller on the public endpoint the Legal Notice reads', async () => {
    const res = await call('/api/legal/seller');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: 'Drawings-to-Magic GmbH (development)',
      address: ['Musterstraße 1', '20095 Hamburg', 'Germany'],
      vatId: 'DE000000000',
      register: 'Amtsgericht Hamburg, HRB 000000',
      email: 'hello@drawings-to-magic.example',
      vatRate: '19 %',
    });
  });
});
