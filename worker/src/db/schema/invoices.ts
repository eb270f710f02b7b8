import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { InvoiceContent } from '../../invoices/invoice-pdf';
import { createdAt, id, json, timestamp } from './columns';
import { orders, refunds } from './orders';

/** The number series: invoices (RE-2026-000001) and credit notes (GS-2026-000001). */
export type DocumentSeries = 'RE' | 'GS';

/**
 * The last number given out per series and year. A document takes its number by raising this
 * row in the same batch (one transaction) that inserts the document, so numbers have no gaps
 * and no duplicates however many payments arrive at once.
 */
export const documentCounters = sqliteTable(
  'document_counters',
  {
    series: text('series').$type<DocumentSeries>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** One invoice per paid order, numbered when the payment was recorded. */
export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    content: json<InvoiceContent>('content').notNull(),
    /** Set once the PDF is stored in R2 (`invoices/<orderId>/<number>.pdf`). */
    r2Key: text('r2_key'),
    pdfSize: integer('pdf_size'),
    issuedAt: timestamp('issued_at').notNull(),
    createdAt: createdAt(),
    /** The buyer's country the VAT was decided by (upper-case code), null when none was known. */
    vatCountry: text('vat_country'),
    /** The net amount in euro cents at the invoice's exchange rate: the OSS threshold adds these up. */
    netEurCents: integer('net_eur_cents'),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    index('invoices_vat_country_idx').on(t.year, t.vatCountry),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_sequence_idx').on(t.year, t.sequence),
  ],
);

export type { InvoiceContent };
export type InvoiceRow = typeof invoices.$inferSelect;

/** One credit note per refund row, referring to the order's invoice. */
export const creditNotes = sqliteTable(
  'credit_notes',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    refundId: text('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    content: json<InvoiceContent>('content').notNull(),
    r2Key: text('r2_key'),
    pdfSize: integer('pdf_size'),
    issuedAt: timestamp('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_idx').on(t.refundId),
    uniqueIndex('credit_notes_number_idx').on(t.number),
    uniqueIndex('credit_notes_sequence_idx').on(t.year, t.sequence),
    index('credit_notes_order_idx').on(t.orderId, t.sequence),
  ],
);

export type CreditNoteRow = typeof creditNotes.$inferSelect;
