import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CreditNoteRow, creditNotes, type InvoiceRow, invoices } from '../db/schema';
import { renderInvoicePdf } from './invoice-pdf';

/** Where a document's PDF lives in R2: one object per number, so it is made once. */
export function documentKey(orderId: string, number: string): string {
  return `invoices/${orderId}/${number}.pdf`;
}

export type StoredPdf = { key: string; bytes: Uint8Array | null; size: number };

/**
 * The invoice's PDF, rendered and stored the first time (the row keeps the R2 key and size; a
 * second render, should two requests race, writes the same bytes under the same key).
 * `bytes` is set when this call rendered it, so the confirmation mail can attach it unread.
 */
export async function ensureInvoicePdf(env: Env, db: Db, invoice: InvoiceRow): Promise<StoredPdf> {
  if (invoice.r2Key && invoice.pdfSize !== null) return { key: invoice.r2Key, bytes: null, size: invoice.pdfSize };
  const bytes = await renderInvoicePdf({
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    content: invoice.content,
  });
  const key = documentKey(invoice.orderId, invoice.number);
  await put(env, key, bytes, invoice.orderId, invoice.number);
  await db
    .update(invoices)
    .set({ r2Key: key, pdfSize: bytes.byteLength })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.r2Key)));
  return { key, bytes, size: bytes.byteLength };
}

/** The credit note's PDF, made once like the invoice's; it names the invoice it corrects. */
export async function ensureCreditNotePdf(
  env: Env,
  db: Db,
  note: CreditNoteRow,
  invoice: Pick<InvoiceRow, 'number' | 'issuedAt'>,
): Promise<StoredPdf> {
  if (note.r2Key && note.pdfSize !== null) return { key: note.r2Key, bytes: null, size: note.pdfSize };
  const bytes = await renderInvoicePdf({
    kind: 'credit_note',
    number: note.number,
    issuedAt: note.issuedAt,
    content: note.content,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issuedAt,
  });
  const key = documentKey(note.orderId, note.number);
  await put(env, key, bytes, note.orderId, note.number);
  await db
    .update(creditNotes)
    .set({ r2Key: key, pdfSize: bytes.byteLength })
    .where(and(eq(creditNotes.id, note.id), isNull(creditNotes.r2Key)));
  return { key, bytes, size: bytes.byteLength };
}

function put(env: Env, key: string, bytes: Uint8Array, orderId: string, number: string) {
  return env.FILES.put(key, bytes, {
    httpMetadata: { contentType: 'application/pdf' },
    customMetadata: { orderId, number },
  });
}

/** The PDF as a download named by its number; private and never cached (it carries an address). */
export function pdfResponse(body: ReadableStream | Uint8Array, size: number, number: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${number}.pdf"`,
      'Content-Length': String(size),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
