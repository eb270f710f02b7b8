import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { orderNumber } from '@dtm/shared/order-state';
import { UploadTokenSchema } from '@dtm/shared/uploads';
import { and, eq, isNull } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { productName } from '../orders/confirmation-mail';
import { newUploadToken } from '../orders/paid';
import { tokenStub } from './token-access';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Asking for a new link: a few per client and per link in an hour (each one sends an e-mail). */
export const RENEW_LIMITS = {
  perClient: { max: 10, windowSeconds: 60 * 60 },
  perLink: { max: 5, windowSeconds: 60 * 60 },
} as const;

/** Whether the order has an upload link worth sending: paid, and its artwork not submitted yet. */
export function hasOpenUploadLink(order: OrderRow): boolean {
  return order.paymentStatus === 'paid' && order.artworkSubmittedAt === null && order.uploadToken !== null;
}

/** The upload link by e-mail, to the order's own address only. */
export function uploadLinkMail(order: OrderRow, origin: string): Mail {
  const expires = order.uploadExpiresAt ? order.uploadExpiresAt.toISOString().slice(0, 10) : '';
  return {
    to: order.customerEmail,
    subject: `Your upload link: ${productName(order)}`,
    ...layout(
      'Your upload link',
      [
        `Here is the link to upload your child's artwork for order ${orderNumber(order.id)} (${productName(order)}).`,
        `It works until ${expires}. Any earlier link for this order no longer works.`,
      ],
      { label: 'Upload your artwork', url: `${origin}/upload/${order.uploadToken ?? ''}` },
    ),
  };
}

/**
 * A new upload link for the order (a new token, 30 days from now): the old one stops working.
 * Conditional on the token read before and the artwork not being submitted, recorded on the
 * order's timeline in the same batch. Undefined when the order changed meanwhile.
 */
export async function renewUploadLink(
  db: Db,
  order: OrderRow,
  actor: AuditEntry['actor'],
  options: { keepToken?: boolean } = {},
): Promise<OrderRow | undefined> {
  const uploadToken = options.keepToken ? order.uploadToken : newUploadToken();
  const uploadExpiresAt = new Date(Date.now() + UPLOAD_LIMITS.tokenLifetimeDays * DAY_MS);
  const [[updated]] = await db.batch([
    db
      .update(orders)
      .set({ uploadToken, uploadExpiresAt })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.uploadToken, order.uploadToken ?? ''),
          eq(orders.paymentStatus, 'paid'),
          isNull(orders.artworkSubmittedAt),
        ),
      )
      .returning(),
    auditInsert(db, {
      actor,
      action: options.keepToken ? 'order.upload_link_extended' : 'order.upload_link_renewed',
      entityType: 'order',
      entityId: order.id,
      before: { uploadExpiresAt: order.uploadExpiresAt?.toISOString() ?? null },
      after: { uploadExpiresAt: uploadExpiresAt.toISOString() },
    }),
  ]);
  return updated;
}

/**
 * "Send me a new link" for a link someone holds: the order it belongs to gets a new 30-day link,
 * which the caller e-mails to the order's own address. Undefined (and nothing changed) when the
 * token is not one, belongs to no order, or the order has no open upload link.
 */
export async function renewLinkByToken(db: Db, token: string): Promise<OrderRow | undefined> {
  if (!UploadTokenSchema.safeParse(token).success) return undefined;
  const order = await db.query.orders.findFirst({ where: eq(orders.uploadToken, token) });
  if (!order || !hasOpenUploadLink(order)) return undefined;
  return renewUploadLink(db, order, null);
}

/**
 * After "Send me a new link": the old link ends completely. Its finished files that were not
 * submitted move to the new link and show there (a parent keeps what was already sent); its
 * uploads still in progress are refused from now on and their bytes deleted (the new link's page
 * asks for the file again).
 */
export async function endOldLink(env: Env, oldToken: string, newToken: string): Promise<void> {
  const { files } = await tokenStub(env, oldToken).endLink();
  if (files.length > 0) await tokenStub(env, newToken).adoptFiles(newToken, files);
}
