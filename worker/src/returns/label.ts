import { returnCode } from '@dtm/shared/returns';
import { and, eq, isNull } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { returns } from '../db/schema';
import { sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { renderReturnLabel } from './label-pdf';

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

/** The mail with the label link; the code is on the label and in the subject, for the parcel and for support. */
export function returnLabelMail(row: ReturnRow, url: string) {
  const code = returnCode(row.id);
  return {
    to: row.customerEmail,
    subject: `Your return label ${code} for order ${row.orderNumber}`,
    ...layout(
      'Your return is approved',
      [
        `Hello ${row.customerName}, we approved your return for order ${row.orderNumber}.`,
        `Print the return label, put it on the parcel and send the frame back to us. Your return code is ${code}.`,
        'No printer? Write the return code on the parcel next to our address; the label shows both.',
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
  const pdf = await renderReturnLabel({
    code: returnCode(row.id),
    orderNumber: row.orderNumber,
    customerName: row.customerName,
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
  await sendMail(env, db, returnLabelMail(claimed, `${origin}/api/returns/label/${token}`));
  return claimed;
}

/** The return whose label link this is, or undefined. */
export function findReturnByLabelToken(db: Db, token: string) {
  return db.query.returns.findFirst({ where: eq(returns.labelToken, token) });
}
