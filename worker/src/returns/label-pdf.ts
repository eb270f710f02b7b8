import { RETURN_ADDRESS, SHOP } from '@dtm/shared/constants';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export type LabelContent = {
  /** RET-XXXXXXXX: quoted on the parcel and in the mail. */
  code: string;
  /** The 8 characters the customer knows from the confirmation mail. */
  orderNumber: string;
  customerName: string;
};

/**
 * The return label as an A6 PDF: the shop's return address, the return code and the order
 * number. Streams are left uncompressed: a label is a few kB, and its text stays findable
 * (a support person can search it, the tests read it).
 */
export async function renderReturnLabel(label: LabelContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return label ${label.code} for order ${label.orderNumber}`);
  pdf.setAuthor(SHOP.name);
  pdf.setSubject(`Return of order ${label.orderNumber}`);
  pdf.setCreator(SHOP.name);
  pdf.setProducer(SHOP.name);
  pdf.setCreationDate(new Date());

  const page = pdf.addPage([298, 420]); // A6 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  let y = 390;
  const line = (text: string, size: number, font = regular, gap = 6) => {
    page.drawText(text, { x: 24, y, size, font, color: ink });
    y -= size + gap;
  };

  line(`${SHOP.name} - Return label`, 14, bold, 14);
  line('From', 9, bold, 4);
  line(label.customerName, 11, regular, 14);
  line('To', 9, bold, 4);
  for (const addressLine of RETURN_ADDRESS) line(addressLine, 12);
  y -= 12;
  page.drawRectangle({ x: 20, y: y - 58, width: 258, height: 72, borderColor: ink, borderWidth: 1.5 });
  line('Return code', 9, bold, 4);
  line(label.code, 22, bold, 8);
  line(`Order ${label.orderNumber}`, 12, regular, 24);
  line('Put this label on the parcel, or write the return code on it.', 8, regular, 4);
  line(`Returns within ${SHOP.returnDays} days of delivery are free.`, 8);

  return pdf.save({ useObjectStreams: false });
}
