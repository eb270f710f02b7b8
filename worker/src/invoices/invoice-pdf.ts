/**
 * The invoice and credit note PDF: a pure module (pdf-lib and shared only, no Worker bindings),
 * so the Worker and tools/bench/invoice-pdf.ts render with the same code.
 */

import { formatVatRate, INVOICE_TIME_ZONE } from '@dtm/shared/invoices';
import { formatPrice } from '@dtm/shared/money';
import { formatEuros } from '@dtm/shared/vat';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * What a document says, fixed when its number is given: the seller and buyer as they were then,
 * the lines and the money. The PDF is rendered from this alone, so it reads the same whenever
 * (and however often) it is rendered.
 */
export type InvoiceContent = {
  seller: { name: string; address: string[]; vatId: string; register: string; email?: string | undefined };
  buyer: { name: string; email: string; address: string[] };
  /** The 8 characters the customer knows from the confirmation mail. */
  orderNumber: string;
  /** Basis points: 1900 = 19 %. */
  vatRateBasisPoints: number;
  lines: { description: string; quantity: number; unitCents: number; totalCents: number }[];
  /** The voucher, when one was used (an invoice only). */
  discount: { code: string | null; cents: number } | null;
  /** Gross: what was paid (invoice) or refunded (credit note). */
  totalCents: number;
  /** The VAT contained in the total. */
  vatCents: number;
  paymentNote: string;
  /*
   * EU invoicing (issue #37). Absent on documents issued before it: those render exactly as they did.
   */
  /** The buyer's country, named (the address's last line names it too). */
  buyerCountry?: { code: string; name: string } | null | undefined;
  /** Whose VAT and why: the rate's country named, and the sentence printed under the VAT line. */
  vat?: { countryName: string | null; note: string | null } | undefined;
  /** The date of supply (YYYY-MM-DD, German time). */
  supplyDate?: string | undefined;
  /** The document's currency is not the euro: its figures in euros at the rate fixed when it was issued. */
  eur?:
    | { currency: string; rate: string; rateDate: string; totalCents: number; netCents: number; vatCents: number }
    | undefined;
};

export type DocumentToRender = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  content: InvoiceContent;
  /** A credit note names the invoice it corrects. */
  invoiceNumber?: string | null | undefined;
  /** The invoice's date, for the credit note's reference. */
  invoiceDate?: Date | null | undefined;
};

/** "27.11.2026" in German time (the seller's). */
export function invoiceDate(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: INVOICE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** "2026-12-05" -> "05.12.2026" (a day, no time zone to apply). */
function supplyDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return year && month && day ? `${day}.${month}.${year}` : isoDay;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.12, 0.14);
const SOFT = rgb(0.4, 0.4, 0.45);

/** Text the standard font can draw: anything outside WinAnsi (emoji, CJK) becomes "?". */
function drawable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.normalize('NFC'), (ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('')
      .replaceAll(/[\r\n\t]+/g, ' ');
}

type Writer = {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  clean: (text: string) => string;
};

function text(w: Writer, value: string, x: number, y: number, options: { size?: number; bold?: boolean } = {}) {
  w.page.drawText(w.clean(value), {
    x,
    y,
    size: options.size ?? 10,
    font: options.bold ? w.bold : w.regular,
    color: INK,
  });
}

function rightText(
  w: Writer,
  value: string,
  right: number,
  y: number,
  options: { size?: number; bold?: boolean } = {},
) {
  const font = options.bold ? w.bold : w.regular;
  const size = options.size ?? 10;
  const clean = w.clean(value);
  w.page.drawText(clean, { x: right - font.widthOfTextAtSize(clean, size), y, size, font, color: INK });
}

/** Cuts a long description to fit the column (one line per item keeps the table simple). */
function fitWidth(w: Writer, value: string, width: number, size = 10): string {
  let clean = w.clean(value);
  while (clean.length > 4 && w.regular.widthOfTextAtSize(clean, size) > width) clean = `${clean.slice(0, -2)}…`;
  return clean.replaceAll('……', '…');
}

/** A money amount for the document; a credit note shows what goes back as negative. */
function money(cents: number, negative: boolean): string {
  return negative && cents !== 0 ? `-${formatPrice(cents)}` : formatPrice(cents);
}

/**
 * Renders an invoice or a credit note on one A4 page: seller, buyer, number and dates, the lines,
 * the voucher, the total, the VAT contained in it and how it was paid. Streams stay uncompressed
 * (a page of text is a few kB and stays searchable, as the return label).
 */
export async function renderInvoicePdf(doc: DocumentToRender): Promise<Uint8Array> {
  const { content } = doc;
  const credit = doc.kind === 'credit_note';
  const title = credit ? 'Credit note' : 'Invoice';
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(content.seller.name);
  pdf.setSubject(`${title} ${doc.number} for order ${content.orderNumber}`);
  pdf.setCreator(content.seller.name);
  pdf.setProducer(content.seller.name);
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);

  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w: Writer = { page, regular, bold, clean: drawable(regular) };
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN;

  // The seller, top right, as letterhead; the buyer on the left.
  text(w, content.seller.name, MARGIN, y, { size: 16, bold: true });
  let sy = y;
  for (const line of [...content.seller.address, content.seller.email ?? ''].filter(Boolean)) {
    rightText(w, line, right, sy, { size: 9 });
    sy -= 12;
  }
  y -= 70;
  w.page.drawText(w.clean(`${content.seller.name} · ${content.seller.address.join(' · ')}`), {
    x: MARGIN,
    y: y + 14,
    size: 7,
    font: regular,
    color: SOFT,
  });
  for (const line of [content.buyer.name, ...content.buyer.address, content.buyer.email]) {
    text(w, line, MARGIN, y, { size: 10 });
    y -= 13;
  }

  // Number and dates, right.
  let my = A4[1] - MARGIN - 84;
  const meta: [string, string][] = [
    [`${title} no.`, doc.number],
    [`${title} date`, invoiceDate(doc.issuedAt)],
    ['Order', content.orderNumber],
  ];
  if (content.supplyDate) meta.push(['Date of supply', supplyDay(content.supplyDate)]);
  if (credit && doc.invoiceNumber) {
    meta.push(['For invoice', doc.invoiceNumber]);
    if (doc.invoiceDate) meta.push(['Invoice date', invoiceDate(doc.invoiceDate)]);
  }
  for (const [label, value] of meta) {
    text(w, label, right - 190, my, { size: 9 });
    rightText(w, value, right, my, { size: 9, bold: true });
    my -= 13;
  }

  y = Math.min(y, my) - 30;
  text(w, `${title} ${doc.number}`, MARGIN, y, { size: 18, bold: true });
  y -= 18;
  if (credit && doc.invoiceNumber) {
    text(w, `This credit note corrects invoice ${doc.invoiceNumber} by the amount refunded.`, MARGIN, y, { size: 9 });
    y -= 14;
  }
  y -= 14;

  // The table: description, quantity, unit price, amount.
  const cols = { qty: right - 200, unit: right - 90, total: right };
  text(w, 'Description', MARGIN, y, { size: 9, bold: true });
  rightText(w, 'Qty', cols.qty, y, { size: 9, bold: true });
  rightText(w, 'Unit price', cols.unit, y, { size: 9, bold: true });
  rightText(w, 'Amount', cols.total, y, { size: 9, bold: true });
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.8, color: INK });
  y -= 16;
  for (const line of content.lines) {
    text(w, fitWidth(w, line.description, cols.qty - MARGIN - 40), MARGIN, y);
    rightText(w, String(line.quantity), cols.qty, y);
    rightText(w, money(line.unitCents, credit), cols.unit, y);
    rightText(w, money(line.totalCents, credit), cols.total, y);
    y -= 16;
  }
  if (content.discount && content.discount.cents > 0) {
    const label = content.discount.code ? `Voucher ${content.discount.code}` : 'Discount';
    text(w, fitWidth(w, label, cols.qty - MARGIN - 40), MARGIN, y);
    rightText(w, `-${formatPrice(content.discount.cents)}`, cols.total, y);
    y -= 16;
  }
  page.drawLine({ start: { x: cols.qty - 40, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.8, color: INK });
  y -= 8;
  text(w, credit ? 'Total refunded' : 'Total', cols.qty - 40, y, { size: 11, bold: true });
  rightText(w, money(content.totalCents, credit), right, y, { size: 11, bold: true });
  y -= 16;
  const rate = formatVatRate(content.vatRateBasisPoints);
  const net = content.totalCents - content.vatCents;
  const whose = content.vat?.countryName ? ` (${content.vat.countryName})` : '';
  text(w, `Included VAT ${rate}${whose} of ${money(net, credit)} net`, cols.qty - 40, y, { size: 9 });
  rightText(w, money(content.vatCents, credit), right, y, { size: 9 });
  y -= 13;
  if (content.eur) {
    // § 16 (6) UStG: the VAT of an invoice in another currency, also in euros, with the rate used.
    const eur = content.eur;
    const sign = (cents: number) => (credit && cents !== 0 ? -cents : cents);
    text(w, `VAT in euros`, cols.qty - 40, y, { size: 9 });
    rightText(w, formatEuros(sign(eur.vatCents)), right, y, { size: 9 });
    y -= 13;
    text(
      w,
      `In euros: total ${formatEuros(sign(eur.totalCents))}, net ${formatEuros(sign(eur.netCents))}, VAT ${formatEuros(sign(eur.vatCents))}; exchange rate 1 ${eur.currency} = ${eur.rate} EUR of ${supplyDay(eur.rateDate)}.`,
      MARGIN,
      y,
      { size: 8 },
    );
    y -= 13;
  }
  y -= 17;

  text(w, content.paymentNote, MARGIN, y, { size: 9 });
  y -= 13;
  text(w, content.vatRateBasisPoints > 0 ? `All prices include ${rate} VAT.` : 'No VAT is charged.', MARGIN, y, {
    size: 9,
  });
  if (content.vat?.note) {
    y -= 13;
    text(w, content.vat.note, MARGIN, y, { size: 9 });
  }

  // Footer: what § 14 UStG asks of the seller.
  const footer = [
    `${content.seller.name} · ${content.seller.address.join(', ')}`,
    `VAT ID ${content.seller.vatId} · ${content.seller.register}`,
  ];
  let fy = MARGIN;
  for (const line of footer.reverse()) {
    w.page.drawText(w.clean(line), { x: MARGIN, y: fy, size: 8, font: regular, color: SOFT });
    fy += 11;
  }
  return pdf.save({ useObjectStreams: false });
}
