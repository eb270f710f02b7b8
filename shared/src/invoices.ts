/** Invoices and credit notes: numbers, VAT, the seller's details and what the API shows of them. */
import { z } from 'zod';
import { DollarsSchema, generic, TimestampSchema, UuidSchema } from './common.ts';

/** Invoice numbers: RE-<year>-<6 digits>, one series per calendar year (Europe/Berlin), no gaps. */
export const INVOICE_PREFIX = 'RE';
/** Credit notes (Gutschrift / Rechnungskorrektur): GS-<year>-<6 digits>, their own series. */
export const CREDIT_NOTE_PREFIX = 'GS';
/** The seller is German: the invoice date and the number's year follow German time. */
export const INVOICE_TIME_ZONE = 'Europe/Berlin';
/** The default VAT rate when VAT_RATE_PERCENT is not set: Germany's standard rate. */
export const DEFAULT_VAT_RATE_PERCENT = 19;

/** "RE-2026-000001". */
export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const DocumentNumberSchema = z.string(generic).regex(/^(RE|GS)-\d{4}-\d{6,}$/);

/**
 * The VAT contained in a gross amount (prices include VAT): gross * rate / (100 % + rate), rounded
 * half up to the cent, in integers only. `basisPoints`: 1900 = 19 %.
 */
export function includedVatCents(grossCents: number, basisPoints: number): number {
  if (grossCents <= 0 || basisPoints <= 0) return 0;
  const denominator = 10_000 + basisPoints;
  return Math.floor((2 * grossCents * basisPoints + denominator) / (2 * denominator));
}

/** "19" or "7.5" (percent, up to 2 decimals) as basis points, or null when it is no rate. */
export function parseVatRate(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** 1900 -> "19 %", 750 -> "7.5 %". */
export function formatVatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toString()} %`;
}

export const INVOICE_MESSAGES = {
  notPaid: 'This order has no invoice yet: the invoice is made when the payment is received.',
  notFound: 'There is no such invoice or credit note for this order.',
  notReady: 'The invoice is being prepared. Please try again in a minute.',
} as const;

/** The seller as invoices and the Legal Notice name them (GET /api/legal/seller). */
export const SellerDetailsSchema = z.object(
  {
    name: z.string(generic).min(1),
    address: z.array(z.string(generic)).min(1),
    vatId: z.string(generic).min(1),
    register: z.string(generic).min(1),
    email: z.string(generic).nullable(),
    vatRate: z.string(generic),
  },
  generic,
);
export type SellerDetails = z.infer<typeof SellerDetailsSchema>;

/** One invoice or credit note as the order's documents list shows it, with its download path. */
export const OrderDocumentSchema = z.object(
  {
    kind: z.enum(['invoice', 'credit_note'], generic),
    number: DocumentNumberSchema,
    issuedAt: TimestampSchema,
    total: DollarsSchema,
    vat: DollarsSchema,
    /** For a credit note: the invoice it corrects. */
    invoiceNumber: DocumentNumberSchema.nullable(),
    refundId: UuidSchema.nullable(),
    downloadUrl: z.string(generic).startsWith('/api/'),
  },
  generic,
);
export type OrderDocument = z.infer<typeof OrderDocumentSchema>;

/** GET /api/orders/:id/documents and /api/admin/orders/:id/documents. */
export const OrderDocumentsSchema = z.object(
  { invoice: OrderDocumentSchema.nullable(), creditNotes: z.array(OrderDocumentSchema) },
  generic,
);
export type OrderDocuments = z.infer<typeof OrderDocumentsSchema>;

/** The credit note download's param: its number. */
export const CreditNoteParamSchema = z.object({
  id: z.uuid({ error: INVOICE_MESSAGES.notFound }),
  number: z.string({ error: INVOICE_MESSAGES.notFound }).regex(/^GS-\d{4}-\d{6,}$/, INVOICE_MESSAGES.notFound),
});
