/**
 * Issue #37 item 4: EU invoicing. The VAT follows the buyer's country (the home rate below the
 * OSS threshold, the destination's above it, none outside the EU), the VAT is shown in euros at the
 * rate fixed with the invoice, the date of supply and country names are printed, credit notes do
 * the same, and an invoice already issued never changes.
 *
 * The table used (basis points, the default of shared/src/vat.ts): DE 1900 (home), FR 2000,
 * IT 2200, US outside the EU (0); threshold EUR 10,000; EUR 0.9200 per USD of 2026-12-01 (the
 * development rate). A 7" frame is $129.00.
 */
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client';
import { type InvoiceContent, invoices, orders } from '../src/db/schema';
import worker from '../src/index';
import { issueInvoice } from '../src/invoices/service';
import { ensureInvoicePdf } from '../src/invoices/store';
import { assertSellable, DEV_EUR_RATE, decideVat } from '../src/invoices/vat';
import { adminCall } from './admin-helpers';
import { call, ORIGIN } from './helpers';
import { ADDRESS, createFrame } from './order-fixtures';
import { pdfLines } from './pdf-text';
import { deliver, eventsFor, payWith } from './stripe-helpers';

type Json = Record<string, unknown>;
const db = () => createDb(env.DB);
const YEAR = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
);

const ADDRESSES = {
  DE: ADDRESS,
  FR: { name: 'Camille Martin', line1: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'fr' },
  IT: { name: 'Giulia Rossi', line1: 'Via Roma 1', city: 'Milano', postalCode: '20121', country: 'IT' },
  US: { name: 'Jane Doe', line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
} as const;

/** A 7" frame paid by a guest shipping to `country`, its webhook delivered: its invoice row. */
async function invoicedFrame(country: keyof typeof ADDRESSES) {
  const { orderId, cookie } = await createFrame({ customerEmail: `vat-${country.toLowerCase()}@example.com` });
  const setup = await call(`/api/orders/${orderId}/payment-intent`, {
    cookie,
    json: { shippingAddress: ADDRESSES[country] },
  });
  expect(setup.status, await setup.clone().text()).toBe(200);
  const intent = await payWith(((await setup.json()) as { clientSecret: string }).clientSecret);
  for (const event of await eventsFor(intent.id, 'payment_intent.succeeded')) {
    expect((await deliver(event)).status).toBe(200);
  }
  const invoice = await db().query.invoices.findFirst({ where: (t, { eq }) => eq(t.orderId, orderId) });
  if (!invoice) throw new Error(`no invoice for ${country}`);
  return { orderId, cookie, invoice };
}

/** The drawn text of a stored PDF (content streams are deflated; `<hex> Tj` strings, one per line). */
async function pdfText(key: string): Promise<{ bytes: Uint8Array; text: string }> {
  const object = await env.FILES.get(key);
  const bytes = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
  return { bytes, text: await pdfLines(bytes) };
}

const eurOf = (content: InvoiceContent) => content.eur;

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('missing');
  return value;
}

describe('invoices by the buyer country, below the OSS threshold', () => {
  it('charges German VAT in Germany and France, none outside the EU, each also in euros with the rate and its date', async () => {
    const de = (await invoicedFrame('DE')).invoice;
    expect(de).toMatchObject({ totalCents: 12900, vatCents: 2060, vatCountry: 'DE', netEurCents: 9973 });
    expect(de.content.vatRateBasisPoints).toBe(1900);
    expect(de.content.buyer.address.at(-1)).toBe('Germany');
    expect(de.content.vat).toEqual({ countryName: 'Germany', note: null });
    expect(eurOf(de.content)).toEqual({
      currency: 'USD',
      rate: '0.9200',
      rateDate: '2026-12-01',
      totalCents: 11868,
      netCents: 9973,
      vatCents: 1895,
    });

    const { invoice: fr } = await invoicedFrame('FR');
    expect(fr).toMatchObject({ totalCents: 12900, vatCents: 2060, vatCountry: 'FR', netEurCents: 9973 });
    expect(fr.content.vatRateBasisPoints).toBe(1900);
    expect(fr.content.buyerCountry).toEqual({ code: 'FR', name: 'France' });
    expect(fr.content.buyer.address).toEqual(['Camille Martin', '12 rue de la Paix', '75002 Paris', 'France']);
    expect(fr.content.vat?.countryName).toBe('Germany');
    expect(fr.content.vat?.note).toContain('below the EUR 10,000 threshold');

    const us = (await invoicedFrame('US')).invoice;
    expect(us).toMatchObject({ totalCents: 12900, vatCents: 0, vatCountry: 'US', netEurCents: 11868 });
    expect(us.content.vatRateBasisPoints).toBe(0);
    expect(us.content.buyer.address.at(-1)).toBe('United States');
    expect(eurOf(us.content)).toMatchObject({ totalCents: 11868, netCents: 11868, vatCents: 0 });
    expect(us.content.vat?.note).toBe('Supply to United States, outside the EU: no German VAT is charged.');

    // The PDF says it: the date of supply, the country, the VAT in euros with the rate and its date.
    const pdf = await pdfText(fr.r2Key ?? '');
    expect(pdf.text).toContain('Date of supply');
    expect(pdf.text).toContain('France');
    expect(pdf.text).toContain('Included VAT 19 % (Germany) of $108.40 net');
    expect(pdf.text).toContain('VAT in euros');
    expect(pdf.text).toContain('EUR 18.95');
    expect(pdf.text).toContain('exchange rate 1 USD = 0.9200 EUR of 01.12.2026');
    const usPdf = await pdfText(us.r2Key ?? '');
    expect(usPdf.text).toContain('No VAT is charged.');
    expect(usPdf.text).not.toContain('All prices include');
  });
});

describe('invoices above the OSS threshold', () => {
  it('charges the destination rate from the sale that crosses EUR 10,000 on, and the credit note follows its invoice', async () => {
    // EUR 9,990.00 of cross-border EU sales this year so far (an earlier invoice to Italy).
    const [seed] = await db()
      .insert(orders)
      .values({
        customerEmail: 'seed@example.com',
        customerName: 'Seed',
        amountCents: 1_150_000,
        paymentStatus: 'paid',
      })
      .returning();
    await db()
      .insert(invoices)
      .values({
        orderId: seed?.id ?? '',
        number: `RE-${YEAR}-900000`,
        year: YEAR,
        sequence: 900000,
        totalCents: 1_150_000,
        vatCents: 0,
        content: {} as InvoiceContent,
        issuedAt: new Date(),
        vatCountry: 'IT',
        netEurCents: 999_000,
      });

    // This sale's EUR 99.73 net takes the year over the threshold: French VAT.
    const { orderId, invoice: fr } = await invoicedFrame('FR');
    expect(fr).toMatchObject({ totalCents: 12900, vatCents: 2150, vatCountry: 'FR', netEurCents: 9890 });
    expect(fr.content.vatRateBasisPoints).toBe(2000);
    expect(fr.content.vat?.countryName).toBe('France');
    expect(fr.content.vat?.note).toContain('One-Stop-Shop');
    expect(eurOf(fr.content)).toMatchObject({ totalCents: 11868, netCents: 9890, vatCents: 1978 });
    const frPdf = await pdfText(fr.r2Key ?? '');
    expect(frPdf.text).toContain('Included VAT 20 % (France) of $107.50 net');
    expect(frPdf.text).toContain('EUR 19.78');

    const italy = (await invoicedFrame('IT')).invoice;
    expect(italy).toMatchObject({ vatCents: 2326, vatCountry: 'IT', netEurCents: 9728 });
    expect(italy.content.vatRateBasisPoints).toBe(2200);
    expect(eurOf(italy.content)).toMatchObject({ vatCents: 2140 });
    // At home and outside the EU nothing changes.
    expect((await invoicedFrame('DE')).invoice).toMatchObject({ vatCents: 2060, vatCountry: 'DE' });
    expect((await invoicedFrame('US')).invoice).toMatchObject({ vatCents: 0, vatCountry: 'US' });

    // A $50.00 refund of the French order: its credit note at 20 %, France, the invoice's exchange rate.
    const refund = await adminCall(`/api/admin/orders/${orderId}/refunds`, {
      json: { amountCents: 5000, idempotencyKey: `vat-refund-${orderId}` },
    });
    expect(refund.status, await refund.clone().text()).toBe(201);
    const note = await db().query.creditNotes.findFirst({ where: (t, { eq }) => eq(t.orderId, orderId) });
    expect(note).toMatchObject({ totalCents: 5000, vatCents: 833 });
    expect(note?.content.vatRateBasisPoints).toBe(2000);
    expect(note?.content.vat?.countryName).toBe('France');
    expect(note?.content.supplyDate).toBe(fr.content.supplyDate);
    expect(eurOf(note?.content as InvoiceContent)).toEqual({
      currency: 'USD',
      rate: '0.9200',
      rateDate: '2026-12-01',
      totalCents: 4600,
      netCents: 3834,
      vatCents: 766,
    });
    const notePdf = await pdfText(note?.r2Key ?? '');
    expect(notePdf.text).toContain('Included VAT 20 % (France) of -$41.67 net');
    expect(notePdf.text).toContain('-EUR 7.66');
    expect(notePdf.text).toContain('France');
  });
});

describe('an invoice already issued', () => {
  it('renders to the same document after the rates and the exchange rate change; only new invoices take them', async () => {
    const { orderId, cookie, invoice } = await invoicedFrame('FR');
    const first = await pdfText(invoice.r2Key ?? '');
    const changed = {
      ...env,
      VAT_RATES: 'FR=5.5',
      OSS_THRESHOLD_EUR: '0',
      EUR_PER_USD: '0.5',
      EUR_PER_USD_DATE: '2026-12-04',
    };

    // The stored PDF dropped and rendered again under the new settings: byte for byte the same.
    await env.DB.prepare('UPDATE invoices SET r2_key = NULL, pdf_size = NULL WHERE id = ?').bind(invoice.id).run();
    await env.FILES.delete(invoice.r2Key ?? '');
    const again = must(
      await issueInvoice(
        db(),
        changed,
        must(await db().query.orders.findFirst({ where: (t, { eq }) => eq(t.id, orderId) })),
      ),
    );
    expect(again).toMatchObject({ id: invoice.id, number: invoice.number, vatCents: invoice.vatCents });
    const rendered = await ensureInvoicePdf(changed, db(), again);
    expect(rendered.bytes).toEqual(first.bytes);
    const docs = (await (await call(`/api/orders/${orderId}/documents`, { cookie })).json()) as { invoice: Json };
    expect(docs.invoice).toMatchObject({ number: invoice.number, vat: (invoice.vatCents / 100).toFixed(2) });

    // A new French order invoiced under the new settings: 5.5 %, EUR 0.50 per dollar of 4 Dec.
    const [fresh] = await db()
      .insert(orders)
      .values({
        customerEmail: 'late@example.com',
        customerName: 'Late Buyer',
        amountCents: 12900,
        paymentStatus: 'paid',
        paidAt: new Date(),
        shippingAddress: { ...ADDRESSES.FR, country: 'FR' },
      })
      .returning();
    const later = must(await issueInvoice(db(), changed, must(fresh)));
    expect(later).toMatchObject({ vatCents: 673, vatCountry: 'FR', netEurCents: 6113 });
    expect(later?.content.vatRateBasisPoints).toBe(550);
    expect(eurOf(later.content)).toEqual({
      currency: 'USD',
      rate: '0.5',
      rateDate: '2026-12-04',
      totalCents: 6450,
      netCents: 6113,
      vatCents: 337,
    });
  });
});

describe('a country without a configured rate', () => {
  it('is refused at checkout with a clear message by default, and billed at the home rate when configured so', async () => {
    const partial = { ...env, VAT_RATES: 'FR=20;DE=19' };
    expect(() => assertSellable(partial, 'HR')).toThrow(
      'We cannot sell to Croatia at the moment: the VAT rate for it is not set up. Please contact us.',
    );
    expect(() => assertSellable(partial, 'FR')).not.toThrow();
    expect(() => assertSellable(partial, 'US')).not.toThrow();
    expect(() => assertSellable({ ...partial, VAT_UNKNOWN_COUNTRY: 'home' }, 'HR')).not.toThrow();
    expect(await decideVat(db(), { ...partial, VAT_UNKNOWN_COUNTRY: 'home' }, 'HR', 12900, YEAR, DEV_EUR_RATE)).toEqual(
      {
        country: 'HR',
        rateBasisPoints: 1900,
        scheme: 'no-rate-home',
      },
    );

    // Through the real checkout: the frame's payment set-up answers 400 with the message and charges nothing.
    const { orderId, cookie } = await createFrame({ customerEmail: 'croatia@example.com' });
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/orders/${orderId}/payment-intent`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          shippingAddress: { name: 'Ana Horvat', line1: 'Ilica 1', city: 'Zagreb', postalCode: '10000', country: 'HR' },
        }),
      }),
      partial as unknown as Env,
      createExecutionContext(),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error).toBe(
      'We cannot sell to Croatia at the moment: the VAT rate for it is not set up. Please contact us.',
    );
    const row = await db().query.orders.findFirst({ where: (t, { eq }) => eq(t.id, orderId) });
    expect(row?.stripePaymentIntentId).toBeNull();

    // A marketplace purchase names its country the same way.
    const { newCustomer, catalogBackground } = await import('./user-fixtures');
    const buyer = await newCustomer('vat-bg');
    const background = await catalogBackground(399);
    const bought = await call(`/api/backgrounds/${background.id}/purchase`, {
      cookie: buyer.cookie,
      json: { country: 'fr' },
    });
    expect(bought.status).toBe(201);
    const intent = (await bought.json()) as { clientSecret: string; paymentIntentId: string };
    await payWith(intent.clientSecret);
    const done = await call(`/api/backgrounds/${background.id}/complete-purchase`, {
      cookie: buyer.cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(done.status).toBe(200);
    // Above the threshold (the sales of the tests before): French VAT on $3.99 is $0.67.
    const order = await db().query.orders.findFirst({
      where: (t, { eq }) => eq(t.stripePaymentIntentId, intent.paymentIntentId),
    });
    expect(order).toMatchObject({ type: 'background', billingCountry: 'FR' });
    const invoice = await db().query.invoices.findFirst({ where: (t, { eq }) => eq(t.orderId, order?.id ?? '') });
    expect(invoice).toMatchObject({ totalCents: 399, vatCents: 67, vatCountry: 'FR' });
    expect(invoice?.content.buyer.address).toEqual(['France']);

    // The next purchase without a country: the buyer's latest one (France) again.
    const next = await catalogBackground(250);
    const second = (await (
      await call(`/api/backgrounds/${next.id}/purchase`, { cookie: buyer.cookie, json: {} })
    ).json()) as { clientSecret: string; paymentIntentId: string };
    await payWith(second.clientSecret);
    await call(`/api/backgrounds/${next.id}/complete-purchase`, {
      cookie: buyer.cookie,
      json: { paymentIntentId: second.paymentIntentId },
    });
    const secondOrder = await db().query.orders.findFirst({
      where: (t, { eq }) => eq(t.stripePaymentIntentId, second.paymentIntentId),
    });
    expect(secondOrder).toMatchObject({ billingCountry: 'FR', amountCents: 250 });
    const secondInvoice = await db().query.invoices.findFirst({
      where: (t, { eq }) => eq(t.orderId, secondOrder?.id ?? ''),
    });
    // 20 % contained in $2.50: 2.50 * 20 / 120 = 0.4166... -> $0.42.
    expect(secondInvoice).toMatchObject({ vatCents: 42, vatCountry: 'FR' });
    const badCountry = await call(`/api/backgrounds/${background.id}/purchase`, {
      cookie: buyer.cookie,
      json: { country: 'France' },
    });
    expect(badCountry.status).toBe(400);
    expect(((await badCountry.json()) as Json).error).toBe('Please choose your country.');
  });
});
