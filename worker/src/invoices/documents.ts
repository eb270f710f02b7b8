import { INVOICE_MESSAGES, type OrderDocument, type OrderDocuments } from '@dtm/shared/invoices';
import { formatDollars } from '@dtm/shared/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CreditNoteRow, creditNotes, type InvoiceRow, type OrderRow, type RefundRow } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { MailAttachment } from '../mail/mailer';
import { catchUpCreditNotes, findCreditNotes, findInvoice, issueCreditNote, issueInvoice } from './service';
import { ensureCreditNotePdf, ensureInvoicePdf, pdfResponse } from './store';

function logFailure(message: string, orderId: string, error: unknown) {
  console.error(JSON.stringify({ level: 'error', message, orderId, error: String(error) }));
}

/**
 * When a payment is recorded: the order's invoice and its PDF, as the confirmation mail's
 * attachment (`attach`: only while the confirmation is still to be sent). A failure never undoes the payment: it is logged, and the next confirmation of the
 * payment (a webhook retry) or the first download makes the invoice.
 */
export async function invoiceOnPayment(
  env: Env,
  db: Db,
  order: OrderRow,
  options: { attach: boolean },
): Promise<{ number: string; attachment: MailAttachment } | null> {
  try {
    const invoice = await issueInvoice(db, env, order);
    if (!invoice) return null;
    const pdf = await ensureInvoicePdf(env, db, invoice);
    if (!options.attach) return null;
    const bytes =
      pdf.bytes ?? new Uint8Array((await (await env.FILES.get(pdf.key))?.arrayBuffer()) ?? new ArrayBuffer(0));
    if (bytes.byteLength === 0) return null;
    return {
      number: invoice.number,
      attachment: { filename: `Invoice-${invoice.number}.pdf`, contentType: 'application/pdf', content: bytes },
    };
  } catch (error) {
    logFailure('invoice not made on payment', order.id, error);
    return null;
  }
}

/** After a refund went through: its credit note and PDF (a failure is logged and made up later). */
export async function creditNoteOnRefund(env: Env, db: Db, order: OrderRow, refund: RefundRow): Promise<void> {
  try {
    const note = await issueCreditNote(db, env, order, refund);
    const invoice = note ? await findInvoice(db, order.id) : undefined;
    if (note && invoice) await ensureCreditNotePdf(env, db, note, invoice);
  } catch (error) {
    logFailure('credit note not made on refund', order.id, error);
  }
}

type Audience = 'customer' | 'admin';

function basePath(audience: Audience, orderId: string) {
  return audience === 'admin' ? `/api/admin/orders/${orderId}` : `/api/orders/${orderId}`;
}

function presentInvoice(row: InvoiceRow, audience: Audience): OrderDocument {
  return {
    kind: 'invoice',
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    total: formatDollars(row.totalCents),
    vat: formatDollars(row.vatCents),
    invoiceNumber: null,
    refundId: null,
    downloadUrl: `${basePath(audience, row.orderId)}/invoice`,
  };
}

function presentCreditNote(row: CreditNoteRow, invoice: InvoiceRow, audience: Audience): OrderDocument {
  return {
    kind: 'credit_note',
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    total: formatDollars(row.totalCents),
    vat: formatDollars(row.vatCents),
    invoiceNumber: invoice.number,
    refundId: row.refundId,
    downloadUrl: `${basePath(audience, row.orderId)}/credit-notes/${row.number}`,
  };
}

/** The order's invoice and credit notes (made now if a payment or refund left them missing). */
export async function orderDocuments(env: Env, db: Db, order: OrderRow, audience: Audience): Promise<OrderDocuments> {
  const invoice = await issueInvoice(db, env, order);
  if (!invoice) return { invoice: null, creditNotes: [] };
  await catchUpCreditNotes(db, env, order);
  const notes = await findCreditNotes(db, order.id);
  return {
    invoice: presentInvoice(invoice, audience),
    creditNotes: notes.map((note) => presentCreditNote(note, invoice, audience)),
  };
}

async function stored(env: Env, key: string, number: string): Promise<Response> {
  const object = await env.FILES.get(key);
  if (!object) throw new ApiError('SERVICE_UNAVAILABLE', INVOICE_MESSAGES.notReady);
  return pdfResponse(object.body, object.size, number);
}

/** The invoice PDF of an order: 409 while the order is not paid. */
export async function invoiceDownload(env: Env, db: Db, order: OrderRow): Promise<Response> {
  const invoice = await issueInvoice(db, env, order);
  if (!invoice) throw new ApiError('CONFLICT', INVOICE_MESSAGES.notPaid);
  const pdf = await ensureInvoicePdf(env, db, invoice);
  if (pdf.bytes) return pdfResponse(pdf.bytes, pdf.size, invoice.number);
  return stored(env, pdf.key, invoice.number);
}

/** One credit note's PDF by its number; 404 when the order has no such note. */
export async function creditNoteDownload(env: Env, db: Db, order: OrderRow, number: string): Promise<Response> {
  const note = await db.query.creditNotes.findFirst({
    where: and(eq(creditNotes.orderId, order.id), eq(creditNotes.number, number)),
  });
  const invoice = note ? await findInvoice(db, order.id) : undefined;
  if (!note || !invoice) throw new ApiError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  const pdf = await ensureCreditNotePdf(env, db, note, invoice);
  if (pdf.bytes) return pdfResponse(pdf.bytes, pdf.size, note.number);
  return stored(env, pdf.key, note.number);
}
