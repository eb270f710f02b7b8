import { RETURN_POSTAGE_TEXT } from '@dtm/shared/constants';
import { orderNumber } from '@dtm/shared/order-state';
import { returnCode } from '@dtm/shared/returns';
import { and, eq, isNull } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { orders, returns } from '../db/schema';
import type { ShippingAddress } from '../db/schema/orders';
import { sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { renderReturnLabel } from './label-pdf';
import { type ReturnSettings, returnSettings } from './settings';

type ReturnRow = typeof returns.$inferSelect;

/** Where a return's label lives in R2: one object per return, so a second approval cannot add one. */
export function labelKey(returnId: string): string {
  return `returns/${returnId}/label.pdf`;
}

/** The label as a PDF download, named by its return code; never cached (it carries an address). */
export function labelResponse(object: R2ObjectBody, code: string): Response {
  return new Response(object.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="return-label-${code}.pdf"`,
      'Content-Length': String(object.size),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The customer's link key: 32 random bytes, base64url (the link is the only key: no sign-in needed). */
function newLabelToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/** The return's order number as every mail writes it ("#92eac4b4"). */
function numberOf(row: ReturnRow): string {
  return orderNumber(row.orderId ?? row.orderNumber.replace(/^#/, ''));
}

/** The English name of an ISO country code ("DE" -> "Germany"); the code itself if unknown. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The label's sender lines: the customer's name and the address the frame was shipped to. */
export function senderLines(name: string, address: ShippingAddress | null | undefined): string[] {
  if (!address) return [name];
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [
    address.name || name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    address.state ? `${city}, ${address.state}` : city,
    countryName(address.country),
  ];
}

/**
 * The mail with the label link; the code is on the label and in the subject, for the parcel and for
 * support. Who pays the postage and where the parcel goes are the deploy settings (`settings`).
 */
export function returnLabelMail(row: ReturnRow, url: string, settings: ReturnSettings) {
  const code = returnCode(row.id);
  const number = numberOf(row);
  return {
    to: row.customerEmail,
    subject: `Your return label ${code} for order ${number}`,
    ...layout(
      'Your return is approved',
      [
        `Hello ${row.customerName}, we approved your return for order ${number}.`,
        `Print the return label, put it on the parcel and send the frame back to us. Your return code is ${code}.`,
        RETURN_POSTAGE_TEXT[settings.postage],
        `No printer? Write the return code on the parcel and send it to: ${settings.address.join(', ')}.`,
      ],
      { label: 'Download your return label (PDF)', url },
    ),
  };
}

/**
 * Makes the label of an approved return linked to an order, once: it is rendered and stored under
 * its fixed key, then one conditional update claims the token (only while none is set) and marks
 * the label sent, recorded in the same batch; only the request that won the claim sends the mail.
 * A second approval, or two at once, leave one label and one mail. Undefined when nothing was done.
 */
export async function issueReturnLabel(
  env: Env,
  db: Db,
  input: { row: ReturnRow; actor: AuditEntry['actor']; origin: string },
): Promise<ReturnRow | undefined> {
  const { row, actor, origin } = input;
  if (row.status !== 'approved' || !row.orderId || row.labelToken) return undefined;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, row.orderId) });
  const settings = returnSettings(env);
  const pdf = await renderReturnLabel({
    code: returnCode(row.id),
    orderNumber: numberOf(row),
    sender: senderLines(row.customerName, order?.shippingAddress),
    returnAddress: settings.address,
    postage: settings.postage,
  });
  await env.FILES.put(labelKey(row.id), pdf, {
    httpMetadata: { contentType: 'application/pdf' },
    customMetadata: { returnId: row.id, orderId: row.orderId },
  });
  const token = newLabelToken();
  const [[claimed]] = await db.batch([
    db
      .update(returns)
      .set({ labelToken: token, returnLabelSent: true })
      .where(and(eq(returns.id, row.id), isNull(returns.labelToken)))
      .returning(),
    auditInsert(db, {
      actor,
      action: 'return.label_sent',
      entityType: 'return',
      entityId: row.id,
      before: { returnLabelSent: row.returnLabelSent },
      after: { returnLabelSent: true, code: returnCode(row.id) },
    }),
  ]);
  if (!claimed) return undefined;
  await sendMail(env, db, returnLabelMail(claimed, `${origin}/api/returns/label/${token}`, settings));
  return claimed;
}

/** The return whose label link this is, or undefined. */
export function findReturnByLabelToken(db: Db, token: string) {
  return db.query.returns.findFirst({ where: eq(returns.labelToken, token) });
}
