import { CREDIT_NOTE_PREFIX, INVOICE_PREFIX, INVOICE_TIME_ZONE, includedVatCents } from '@dtm/shared/invoices';
import { formatPrice } from '@dtm/shared/money';
import { orderNumber } from '@dtm/shared/order-state';
import { countryName, type EurRate, HOME_COUNTRY, toEurCents, type VatDecision, vatNote } from '@dtm/shared/vat';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CreditNoteRow,
  creditNotes,
  type DocumentSeries,
  documentCounters,
  type InvoiceRow,
  invoices,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  type RefundRow,
  refunds,
} from '../db/schema';
import { productName } from '../orders/confirmation-mail';
import type { InvoiceContent } from './invoice-pdf';
import { type Seller, type SellerEnv, sellerFrom } from './seller';
import { decideVat, eurRateFrom } from './vat';

/** The calendar year in German time: the number series restarts each year. */
export function seriesYear(date: Date): number {
  const year = new Intl.DateTimeFormat('en-US', { timeZone: INVOICE_TIME_ZONE, year: 'numeric' }).format(date);
  return Number(year) || date.getUTCFullYear();
}

/** The buyer's country: the shipping address's, else the one given at a digital purchase; upper-case or null. */
export function buyerCountryOf(order: Pick<OrderRow, 'shippingAddress' | 'billingCountry'>): string | null {
  const code = (order.shippingAddress?.country ?? order.billingCountry ?? '').trim().toUpperCase();
  return code || null;
}

function buyerOf(order: OrderRow): InvoiceContent['buyer'] {
  const a = order.shippingAddress;
  const address = a
    ? [
        a.name !== order.customerName ? a.name : '',
        a.line1,
        a.line2 ?? '',
        `${a.postalCode} ${a.city}${a.state ? `, ${a.state}` : ''}`,
        countryName(a.country),
      ].filter(Boolean)
    : order.billingCountry
      ? [countryName(order.billingCountry)]
      : [];
  return { name: order.customerName, email: order.customerEmail, address };
}

function sellerOf(seller: Seller): InvoiceContent['seller'] {
  return {
    name: seller.name,
    address: seller.address,
    vatId: seller.vatId,
    register: seller.register,
    email: seller.email,
  };
}

function paymentNote(order: OrderRow): string {
  if (order.amountCents === 0) return 'Nothing to pay: the voucher covers the whole price.';
  return order.stripePaymentIntentId
    ? `Paid by card through Stripe (payment ${order.stripePaymentIntentId}). Nothing is left to pay.`
    : 'Paid in full. Nothing is left to pay.';
}

/** What decides an invoice's VAT, fixed when it is issued. */
export type InvoiceTax = { vat: VatDecision; rate: EurRate; supplyDate: string };

/** The euro figures of a document of `totalCents` with `vatCents` VAT, at the rate fixed with it. */
function eurFigures(totalCents: number, vatCents: number, rate: EurRate): NonNullable<InvoiceContent['eur']> {
  const eurTotal = toEurCents(totalCents, rate);
  const eurVat = toEurCents(vatCents, rate);
  return {
    currency: rate.currency,
    rate: rate.eurPerUnit,
    rateDate: rate.date,
    totalCents: eurTotal,
    netCents: eurTotal - eurVat,
    vatCents: eurVat,
  };
}

/** The order's lines: its items (a marketplace order), else the one product at its catalog price. */
function linesOf(order: OrderRow, items: OrderItemRow[]): InvoiceContent['lines'] {
  if (items.length > 0) {
    return items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitCents: item.unitCents,
      totalCents: item.totalCents,
    }));
  }
  const price = order.amountCents + order.discountCents;
  return [{ description: productName(order), quantity: 1, unitCents: price, totalCents: price }];
}

/**
 * What the invoice of a paid order says: its lines (the product at its catalog price, what was
 * paid plus the voucher's discount, as checkout computed it, or a marketplace order's items), the
 * voucher as its own line, the total paid and the VAT it contains at the rate of the buyer's
 * country, that VAT in euros, and the date of supply.
 */
export function invoiceContent(
  order: OrderRow,
  seller: Seller,
  tax: InvoiceTax,
  items: OrderItemRow[] = [],
): InvoiceContent {
  const rate = tax.vat.rateBasisPoints;
  const vatCents = includedVatCents(order.amountCents, rate);
  const country = buyerCountryOf(order);
  // Whose VAT the invoice charges: the destination's under OSS, none outside the EU, else the seller's own.
  const chargedCountry =
    tax.vat.scheme === 'oss' ? tax.vat.country : tax.vat.scheme === 'outside-eu' ? null : HOME_COUNTRY;
  return {
    seller: sellerOf(seller),
    buyer: buyerOf(order),
    // Written as everywhere ("#92eac4b4"); documents issued before keep the number they were stored with.
    orderNumber: orderNumber(order.id),
    vatRateBasisPoints: rate,
    lines: linesOf(order, items),
    discount: order.discountCents > 0 ? { code: order.voucherCode, cents: order.discountCents } : null,
    totalCents: order.amountCents,
    vatCents,
    paymentNote: paymentNote(order),
    buyerCountry: country ? { code: country, name: countryName(country) } : null,
    vat: { countryName: chargedCountry ? countryName(chargedCountry) : null, note: vatNote(tax.vat) },
    supplyDate: tax.supplyDate,
    eur: eurFigures(order.amountCents, vatCents, tax.rate),
  };
}

/** "2026-12-05" in German time. */
export function germanDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: INVOICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * What a credit note says: the refunded amount against the invoice, at the invoice's VAT rate,
 * country and exchange rate (a correction follows the document it corrects).
 */
export function creditNoteContent(
  order: OrderRow,
  invoice: InvoiceRow,
  refund: RefundRow,
  seller: Seller,
): InvoiceContent {
  const rate = invoice.content.vatRateBasisPoints;
  const vatCents = includedVatCents(refund.amountCents, rate);
  const fixed = invoice.content.eur;
  return {
    seller: sellerOf(seller),
    buyer: invoice.content.buyer,
    orderNumber: orderNumber(order.id),
    vatRateBasisPoints: rate,
    lines: [
      {
        description: `Refund: ${invoice.content.lines[0]?.description ?? productName(order)} (invoice ${invoice.number})`,
        quantity: 1,
        unitCents: refund.amountCents,
        totalCents: refund.amountCents,
      },
    ],
    discount: null,
    totalCents: refund.amountCents,
    vatCents,
    paymentNote: `${formatPrice(refund.amountCents)} goes back to the card the order was paid with.`,
    ...(invoice.content.buyerCountry !== undefined ? { buyerCountry: invoice.content.buyerCountry } : {}),
    ...(invoice.content.vat ? { vat: invoice.content.vat } : {}),
    ...(invoice.content.supplyDate ? { supplyDate: invoice.content.supplyDate } : {}),
    ...(fixed
      ? {
          eur: eurFigures(refund.amountCents, vatCents, {
            currency: fixed.currency,
            eurPerUnit: fixed.rate,
            date: fixed.rateDate,
          }),
        }
      : {}),
  };
}

/** The counter row of a series and year, made at 0 the first time (in the document's own batch). */
function ensureCounter(db: Db, series: DocumentSeries, year: number) {
  return db.insert(documentCounters).values({ series, year, last: 0 }).onConflictDoNothing();
}

/** Raises the counter only while `missing` (the document does not exist yet) holds. */
function takeNumber(db: Db, series: DocumentSeries, year: number, missing: ReturnType<typeof sql>) {
  return db
    .update(documentCounters)
    .set({ last: sql`${documentCounters.last} + 1` })
    .where(and(eq(documentCounters.series, series), eq(documentCounters.year, year), missing));
}

/** `RE-2026-000001` computed in SQL from the counter just raised (as shared documentNumber). */
const numberSql = (series: DocumentSeries) =>
  sql`${series} || '-' || ${documentCounters.year} || '-' || printf('%06d', ${documentCounters.last})`;

/** The order's invoice, or undefined. */
export function findInvoice(db: Db, orderId: string) {
  return db.query.invoices.findFirst({ where: eq(invoices.orderId, orderId) });
}

/** The order's credit notes, oldest first. */
export function findCreditNotes(db: Db, orderId: string) {
  return db.query.creditNotes.findMany({ where: eq(creditNotes.orderId, orderId), orderBy: asc(creditNotes.sequence) });
}

/**
 * The invoice of a paid (or since refunded) order, made the first time it is asked for. Its
 * number comes from the counter row raised in the same batch (D1 runs a batch as one
 * transaction) that inserts the invoice, and both only while the order has none: twenty payments
 * at once get twenty consecutive numbers, and a retried webhook or the complete-payment call
 * racing it leave one invoice and use up no number.
 */
export async function issueInvoice(db: Db, env: SellerEnv, order: OrderRow): Promise<InvoiceRow | undefined> {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') return undefined;
  const existing = await findInvoice(db, order.id);
  if (existing) return existing;
  const now = new Date();
  const year = seriesYear(now);
  const rate = eurRateFrom(env);
  const vat = await decideVat(db, env, buyerCountryOf(order), order.amountCents, year, rate);
  const items = await db.query.orderItems.findMany({
    where: eq(orderItems.orderId, order.id),
    orderBy: asc(orderItems.createdAt),
  });
  const tax = { vat, rate, supplyDate: germanDay(order.paidAt ?? now) };
  const content = invoiceContent(order, sellerFrom(env), tax, items);
  const netEur = content.eur ? content.eur.netCents : null;
  const missing = sql`NOT EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.orderId} = ${order.id})`;
  // Column order of the schema: id, order_id, number, year, sequence, total_cents, vat_cents,
  // content, r2_key, pdf_size, issued_at, created_at, vat_country, net_eur_cents.
  await db.batch([
    ensureCounter(db, INVOICE_PREFIX, year),
    takeNumber(db, INVOICE_PREFIX, year, missing),
    db.insert(invoices).select(
      sql`SELECT ${crypto.randomUUID()}, ${order.id}, ${numberSql(INVOICE_PREFIX)}, ${documentCounters.year},
          ${documentCounters.last}, ${content.totalCents}, ${content.vatCents}, ${JSON.stringify(content)},
          NULL, NULL, ${now.getTime()}, ${now.getTime()}, ${vat.country}, ${netEur}
        FROM ${documentCounters}
        WHERE ${documentCounters.series} = ${INVOICE_PREFIX} AND ${documentCounters.year} = ${year} AND ${missing}`,
    ),
  ]);
  return findInvoice(db, order.id);
}

/**
 * The credit note of a succeeded refund, made once (numbered as invoices are, in its own series),
 * referring to the order's invoice (made first if the order has none yet).
 */
export async function issueCreditNote(
  db: Db,
  env: SellerEnv,
  order: OrderRow,
  refund: RefundRow,
): Promise<CreditNoteRow | undefined> {
  if (refund.status !== 'succeeded' || refund.orderId !== order.id) return undefined;
  const existing = await db.query.creditNotes.findFirst({ where: eq(creditNotes.refundId, refund.id) });
  if (existing) return existing;
  const invoice = await issueInvoice(db, env, order);
  if (!invoice) return undefined;
  const content = creditNoteContent(order, invoice, refund, sellerFrom(env));
  const now = new Date();
  const year = seriesYear(now);
  const missing = sql`NOT EXISTS (SELECT 1 FROM ${creditNotes} WHERE ${creditNotes.refundId} = ${refund.id})`;
  // Column order: id, order_id, invoice_id, refund_id, number, year, sequence, total_cents,
  // vat_cents, content, r2_key, pdf_size, issued_at, created_at.
  await db.batch([
    ensureCounter(db, CREDIT_NOTE_PREFIX, year),
    takeNumber(db, CREDIT_NOTE_PREFIX, year, missing),
    db.insert(creditNotes).select(
      sql`SELECT ${crypto.randomUUID()}, ${order.id}, ${invoice.id}, ${refund.id}, ${numberSql(CREDIT_NOTE_PREFIX)},
          ${documentCounters.year}, ${documentCounters.last}, ${content.totalCents}, ${content.vatCents},
          ${JSON.stringify(content)}, NULL, NULL, ${now.getTime()}, ${now.getTime()}
        FROM ${documentCounters}
        WHERE ${documentCounters.series} = ${CREDIT_NOTE_PREFIX} AND ${documentCounters.year} = ${year}
          AND ${missing}`,
    ),
  ]);
  return db.query.creditNotes.findFirst({ where: eq(creditNotes.refundId, refund.id) });
}

/**
 * Credit notes for every succeeded refund of the order that has none yet (one whose note could
 * not be made when the refund went through): asked before the order's documents are listed.
 */
export async function catchUpCreditNotes(db: Db, env: SellerEnv, order: OrderRow): Promise<void> {
  // The core builder, not db.query: its aliasing would rename the subquery's columns too.
  const rows = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.status, 'succeeded'),
        sql`NOT EXISTS (SELECT 1 FROM ${creditNotes} WHERE ${creditNotes.refundId} = ${refunds.id})`,
      ),
    )
    .orderBy(asc(refunds.createdAt));
  for (const refund of rows) await issueCreditNote(db, env, order, refund);
}
