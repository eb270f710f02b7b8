import { describe, expect, it } from 'vitest';
import {
  CreditNoteParamSchema,
  DocumentNumberSchema,
  documentNumber,
  formatVatRate,
  INVOICE_MESSAGES,
  includedVatCents,
  OrderDocumentSchema,
  OrderDocumentsSchema,
  SellerDetailsSchema,
} from './invoices.ts';
import { formatDollars } from './money.ts';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';

const REFUND_ID = 'a8b5c0de-1234-4d2f-9e8a-7b6c5d4e3f21';

/** The invoice of a $129.00 order, 19 % VAT included, as the customer's documents list shows it. */
const invoice = {
  kind: 'invoice',
  number: 'RE-2025-000042',
  issuedAt: NOW,
  total: '129.00',
  vat: formatDollars(includedVatCents(12_900, 1900)),
  invoiceNumber: null,
  refundId: null,
  downloadUrl: `/api/orders/${ORDER_ID}/invoice`,
};

/** The credit note of a $12.50 partial refund of it, as the back office lists it. */
const creditNote = {
  kind: 'credit_note',
  number: 'GS-2025-000003',
  issuedAt: '2025-08-20T08:30:00.000Z',
  total: '12.50',
  vat: formatDollars(includedVatCents(1250, 1900)),
  invoiceNumber: 'RE-2025-000042',
  refundId: REFUND_ID,
  downloadUrl: `/api/admin/orders/${ORDER_ID}/credit-notes/GS-2025-000003`,
};

describe('DocumentNumberSchema', () => {
  it('accepts invoice and credit note numbers as documentNumber makes them, also past 999999', () => {
    expect(accepted(DocumentNumberSchema, documentNumber('RE', 2026, 1))).toBe('RE-2026-000001');
    expect(accepted(DocumentNumberSchema, documentNumber('GS', 2026, 42))).toBe('GS-2026-000042');
    expect(accepted(DocumentNumberSchema, documentNumber('RE', 2026, 1_234_567))).toBe('RE-2026-1234567');
  });

  it('refuses another prefix, a short year or sequence, lower case and surrounding spaces', () => {
    for (const number of ['XX-2026-000001', 'RE-26-000001', 'RE-2026-1', 're-2026-000001', ' RE-2026-000001']) {
      expect(messageAt(DocumentNumberSchema, number), number).toBe('Invalid input');
    }
    expect(messageAt(DocumentNumberSchema, '')).toBe('Required');
  });
});

describe('SellerDetailsSchema', () => {
  /** The development seller as GET /api/legal/seller presents it. */
  const seller = {
    name: 'Drawings-to-Magic GmbH (development)',
    address: ['Musterstraße 1', '20095 Hamburg', 'Germany'],
    vatId: 'DE000000000',
    register: 'Amtsgericht Hamburg, HRB 000000',
    email: 'hello@drawings-to-magic.example',
    vatRate: formatVatRate(1900),
  };

  it('accepts the seller with its VAT rate as text, with or without an e-mail', () => {
    expect(accepted(SellerDetailsSchema, seller)).toEqual({ ...seller, vatRate: '19 %' });
    expect(accepted(SellerDetailsSchema, { ...seller, email: null }).email).toBeNull();
  });

  it('refuses a seller without a name, an address line, a VAT id or a register', () => {
    expect(messageAt(SellerDetailsSchema, { ...seller, name: '' }, 'name')).toBe('Required');
    // The address array has no spec messages of its own (zod's words): only where it is refused is pinned.
    expect(messageAt(SellerDetailsSchema, { ...seller, address: [] }, 'address')).toBeTruthy();
    expect(messageAt(SellerDetailsSchema, { ...seller, address: 'Musterstraße 1' }, 'address')).toBeTruthy();
    expect(messageAt(SellerDetailsSchema, { ...seller, address: ['Musterstraße 1', 20095] }, 'address.1')).toBe(
      'Invalid input',
    );
    expect(messageAt(SellerDetailsSchema, { ...seller, vatId: '' }, 'vatId')).toBe('Required');
    const { register: _register, ...withoutRegister } = seller;
    expect(messageAt(SellerDetailsSchema, withoutRegister, 'register')).toBe('Required');
  });

  it('refuses the VAT rate as a number', () => {
    expect(messageAt(SellerDetailsSchema, { ...seller, vatRate: 19 }, 'vatRate')).toBe('Invalid input');
  });
});

describe('OrderDocumentSchema', () => {
  it('accepts an invoice with the VAT it contains', () => {
    expect(accepted(OrderDocumentSchema, invoice)).toEqual({ ...invoice, vat: '20.60' });
  });

  it('accepts a credit note that names the invoice it corrects and its refund', () => {
    expect(accepted(OrderDocumentSchema, creditNote)).toEqual({ ...creditNote, vat: '2.00' });
  });

  it('refuses another kind of document and a number of neither series', () => {
    expect(messageAt(OrderDocumentSchema, { ...invoice, kind: 'receipt' }, 'kind')).toBe('Invalid input');
    expect(messageAt(OrderDocumentSchema, { ...invoice, number: '42' }, 'number')).toBe('Invalid input');
    expect(messageAt(OrderDocumentSchema, { ...creditNote, invoiceNumber: 'INV-1' }, 'invoiceNumber')).toBe(
      'Invalid input',
    );
  });

  it('refuses amounts that are not dollars with 2 decimals', () => {
    expect(messageAt(OrderDocumentSchema, { ...invoice, total: '129' }, 'total')).toBe('Invalid input');
    expect(messageAt(OrderDocumentSchema, { ...invoice, vat: 20.6 }, 'vat')).toBe('Invalid input');
  });

  it('refuses a download link that does not stay on the API, and a refund id that is no uuid', () => {
    for (const downloadUrl of ['https://evil.example/invoice.pdf', 'javascript:alert(1)', '/objects/invoice.pdf']) {
      expect(messageAt(OrderDocumentSchema, { ...invoice, downloadUrl }, 'downloadUrl')).toBe('Invalid input');
    }
    expect(messageAt(OrderDocumentSchema, { ...creditNote, refundId: 're_123' }, 'refundId')).toBe('Invalid input');
  });
});

describe('OrderDocumentsSchema', () => {
  it('accepts an unpaid order with no documents, and a paid one with its invoice and credit notes', () => {
    expect(accepted(OrderDocumentsSchema, { invoice: null, creditNotes: [] })).toEqual({
      invoice: null,
      creditNotes: [],
    });
    const documents = accepted(OrderDocumentsSchema, { invoice, creditNotes: [creditNote] });
    expect(documents.invoice?.number).toBe('RE-2025-000042');
    expect(documents.creditNotes.map((note) => note.invoiceNumber)).toEqual(['RE-2025-000042']);
  });

  it('refuses a list with a broken credit note, or without the credit notes', () => {
    expect(
      messageAt(OrderDocumentsSchema, { invoice, creditNotes: [{ ...creditNote, total: '-' }] }, 'creditNotes.0.total'),
    ).toBe('Invalid input');
    expect(OrderDocumentsSchema.safeParse({ invoice }).success).toBe(false);
  });
});

describe('CreditNoteParamSchema', () => {
  it('accepts the order id and credit note number of the download path', () => {
    const params = { id: ORDER_ID, number: 'GS-2025-000003' };
    expect(accepted(CreditNoteParamSchema, params)).toEqual(params);
  });

  it('answers "not found" for an invoice number, a malformed number or an order id that is no uuid', () => {
    for (const number of ['RE-2025-000042', 'GS-2025-3', '..%2Finvoice', '']) {
      expect(messageAt(CreditNoteParamSchema, { id: ORDER_ID, number }, 'number'), number).toBe(
        INVOICE_MESSAGES.notFound,
      );
    }
    expect(messageAt(CreditNoteParamSchema, { id: '42', number: 'GS-2025-000003' }, 'id')).toBe(
      INVOICE_MESSAGES.notFound,
    );
  });
});
