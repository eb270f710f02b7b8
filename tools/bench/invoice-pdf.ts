/**
 * Invoice PDF generation time and size (issue #21's closing figures): renders the invoice of a
 * discounted frame order and a credit note with the Worker's own pure builder, under Node.
 * Run: ./node_modules/.bin/tsx tools/bench/invoice-pdf.ts [runs]
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { includedVatCents } from '@dtm/shared/invoices';
import { type DocumentToRender, renderInvoicePdf } from '../../worker/src/invoices/invoice-pdf.ts';
import { DEV_SELLER, sellerFrom } from '../../worker/src/invoices/seller.ts';

const runs = Number(process.argv[2] ?? 200);
const seller = sellerFrom({ APP_ENV: 'development', ...DEV_SELLER, VAT_RATE_PERCENT: '19' });
const invoice: DocumentToRender = {
  kind: 'invoice',
  number: 'RE-2026-000001',
  issuedAt: new Date('2026-11-27T20:00:00Z'),
  content: {
    seller: { ...seller, email: seller.email },
    buyer: { name: 'Anna Schmidt', email: 'anna@example.com', address: ['Hafenstraße 12', '20457 Hamburg', 'DE'] },
    orderNumber: '1f2e3d4c',
    vatRateBasisPoints: seller.vatRateBasisPoints,
    lines: [{ description: '7" digital frame', quantity: 1, unitCents: 12900, totalCents: 12900 }],
    discount: { code: 'SPRING10', cents: 1290 },
    totalCents: 11610,
    vatCents: includedVatCents(11610, seller.vatRateBasisPoints),
    paymentNote: 'Paid by card through Stripe (payment pi_123). Nothing is left to pay.',
  },
};
const creditNote: DocumentToRender = {
  ...invoice,
  kind: 'credit_note',
  number: 'GS-2026-000001',
  invoiceNumber: invoice.number,
  invoiceDate: invoice.issuedAt,
  content: { ...invoice.content, discount: null, totalCents: 2900, vatCents: includedVatCents(2900, 1900) },
};

/** A marketplace order's invoice (issue #37): one background, German VAT, the VAT also in euros. */
const marketplace: DocumentToRender = {
  kind: 'invoice',
  number: 'RE-2026-000002',
  issuedAt: new Date('2026-12-05T20:00:00Z'),
  content: {
    seller: { ...seller, email: seller.email },
    buyer: { name: 'Pat Parent', email: 'pat@example.com', address: [] },
    orderNumber: '9a8b7c6d',
    vatRateBasisPoints: 1900,
    lines: [{ description: 'Background: Outer Space', quantity: 1, unitCents: 399, totalCents: 399 }],
    discount: null,
    totalCents: 399,
    vatCents: includedVatCents(399, 1900),
    paymentNote: 'Paid by card through Stripe (payment pi_123). Nothing is left to pay.',
    buyerCountry: null,
    vat: { countryName: 'Germany', note: null },
    supplyDate: '2026-12-05',
    eur: { currency: 'USD', rate: '0.9200', rateDate: '2026-12-01', totalCents: 367, netCents: 308, vatCents: 59 },
  },
};

async function measure(doc: DocumentToRender) {
  const first = performance.now();
  const bytes = await renderInvoicePdf(doc); // the first render includes pdf-lib's font loading
  const cold = performance.now() - first;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await renderInvoicePdf(doc);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { bytes, cold, median: at(0.5), p95: at(0.95) };
}

for (const doc of [invoice, creditNote, marketplace]) {
  const { bytes, cold, median, p95 } = await measure(doc);
  if (process.env.BENCH_PDF_OUT) writeFileSync(`${process.env.BENCH_PDF_OUT}/${doc.number}.pdf`, bytes);
  console.log(
    `${doc.kind.padEnd(11)} ${doc.number}: ${(bytes.byteLength / 1024).toFixed(1)} KiB (${bytes.byteLength} bytes), ` +
      `first ${cold.toFixed(1)} ms, median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${runs} runs`,
  );
}
