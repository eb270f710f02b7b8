import { RETURN_POSTAGE_TEXT, type ReturnPostage, SHOP } from '@dtm/shared/constants';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { code39Bars } from './code39';

export type LabelContent = {
  /** RET-XXXXXXXX: quoted on the parcel and in the mail. */
  code: string;
  /** "#92eac4b4": the order number as every mail writes it. */
  orderNumber: string;
  /** The sender: the customer's name and, when the order has one, the address the frame went to. */
  sender: readonly string[];
  /** Where the frame goes back to (deploy setting RETURN_ADDRESS, returns/settings.ts). */
  returnAddress: readonly string[];
  /** Who pays the postage (deploy setting RETURN_POSTAGE). */
  postage: ReturnPostage;
};

const PAGE = { width: 298, height: 420 }; // A6 in points
const MARGIN = 20;

/** `text` broken into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The return label as an A6 PDF: the sender (the customer's address), the shop's return address,
 * who pays the postage, and the return code in a box: its caption above it, the code in large
 * type and as Code 39 bars (carrier-neutral) under it, nothing printed over anything. Streams are
 * left uncompressed: a label is a few kB, and its text stays findable (support searches it, the
 * tests read it).
 */
export async function renderReturnLabel(label: LabelContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return label ${label.code} for order ${label.orderNumber}`);
  pdf.setAuthor(SHOP.name);
  pdf.setSubject(`Return of order ${label.orderNumber}`);
  pdf.setCreator(SHOP.name);
  pdf.setProducer(SHOP.name);
  pdf.setCreationDate(new Date());

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const inner = PAGE.width - 2 * MARGIN;
  // `top` is where the next line's glyphs may start: each line sits wholly below it.
  let top = PAGE.height - MARGIN;
  const line = (text: string, size: number, font = regular, gap = 3) => {
    const baseline = top - size;
    page.drawText(text, { x: MARGIN, y: baseline, size, font, color: ink });
    top = baseline - size * 0.25 - gap;
  };

  line(`${SHOP.name} - Return label`, 12, bold, 6);
  line('FROM (SENDER)', 7.5, bold, 1);
  for (const senderLine of label.sender) line(senderLine, 9.5, regular, 1);
  top -= 5;
  line('TO', 7.5, bold, 1);
  for (const addressLine of label.returnAddress) line(addressLine, 12, bold, 1);
  top -= 4;
  for (const postageLine of wrap(RETURN_POSTAGE_TEXT[label.postage], regular, 8, inner)) {
    line(postageLine, 8, regular, 1);
  }
  top -= 6;

  // The code's box: caption, code, bars, order number, each below the one before.
  const boxTop = top;
  top -= 6;
  line('RETURN CODE', 9, bold, 4);
  const codeSize = 26;
  page.drawText(label.code, {
    x: (PAGE.width - bold.widthOfTextAtSize(label.code, codeSize)) / 2,
    y: top - codeSize,
    size: codeSize,
    font: bold,
    color: ink,
  });
  top -= codeSize * 1.25 + 4;
  const { bars, width } = code39Bars(label.code);
  const narrow = Math.min(1.1, (inner - 12) / width);
  const barsX = (PAGE.width - width * narrow) / 2;
  const barsHeight = 34;
  for (const [start, barWidth] of bars) {
    page.drawRectangle({
      x: barsX + start * narrow,
      y: top - barsHeight,
      width: barWidth * narrow,
      height: barsHeight,
      color: ink,
    });
  }
  top -= barsHeight + 6;
  line(`Order ${label.orderNumber}`, 10.5, regular, 4);
  page.drawRectangle({
    x: MARGIN - 6,
    y: top,
    width: inner + 12,
    height: boxTop - top,
    borderColor: ink,
    borderWidth: 1.5,
  });
  top -= 8;
  line('Put this label on the parcel, or write the return code on it.', 7.5, regular, 1);
  line(`Returns within ${SHOP.returnDays} days of delivery.`, 7.5, regular, 1);
  // The page must hold it all: a sender of 6 lines still leaves the bottom margin.
  if (top < 8) throw new RangeError(`the return label overflows its page by ${8 - top} pt`);

  return pdf.save({ useObjectStreams: false });
}
