import { orderNumber } from '@dtm/shared/order-state';
import { REMINDER_STOP_TOKEN, UPLOAD_REMINDER_DAYS } from '@dtm/shared/upload-reminders';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { authSecret } from '../auth/auth';
import type { Db } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { type Mail, sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER = 'order.upload_reminder';
const STOPPED = 'order.upload_reminders_stopped';
/** Orders reminded per cron run (every 30 minutes): the rest wait for the next run. */
const BATCH = 50;
const [FIRST_DAYS, SECOND_DAYS] = UPLOAD_REMINDER_DAYS;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function hmacKey(env: Env, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', encoder.encode(authSecret(env)), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);
}

const signed = (orderId: string) => encoder.encode(`upload-reminders:${orderId}`);

/** The stop link's token: the order's id and the shop's signature of it (no row to look up, nothing to guess). */
export async function reminderStopToken(env: Env, orderId: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(env, 'sign'), signed(orderId));
  return `${orderId}.${base64url(new Uint8Array(mac))}`;
}

/** The order id a stop token was made for; undefined when it was not made by this shop. */
export async function orderOfStopToken(env: Env, token: string): Promise<string | undefined> {
  if (!REMINDER_STOP_TOKEN.test(token)) return undefined;
  const dot = token.lastIndexOf('.');
  const orderId = token.slice(0, dot);
  const mac = fromBase64url(token.slice(dot + 1));
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(env, 'verify'), mac, signed(orderId));
  return valid ? orderId : undefined;
}

/** No reminder numbered `number` or later went out for the order, and the customer did not stop them. */
const notRemindedYet = (orderId: unknown, number: unknown) =>
  sql`NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.entity_type = 'order' AND a.entity_id = ${orderId}
    AND (a.action = ${STOPPED} OR (a.action = ${REMINDER} AND json_extract(a.after, '$.number') >= ${number})))`;

function reminderMail(order: OrderRow, origin: string, stopToken: string): Mail {
  const number = orderNumber(order.id);
  const until = order.uploadExpiresAt
    ? order.uploadExpiresAt.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
    : '';
  return {
    to: order.customerEmail,
    subject: `Reminder: upload the drawing for order ${number}`,
    ...layout(
      'We are waiting for the drawing',
      [
        `Hello ${order.customerName}, thank you for your order ${number}. We are ready to bring your child's drawing to life, but it has not arrived yet.`,
        `Upload it with the button below (PNG, JPEG, PDF, WebP or HEIC, up to 50 MB per file). The link works until ${until}.`,
        `No more reminders for this order? Stop them here: ${origin}/reminders/stop?token=${stopToken}`,
      ],
      { label: 'Upload your artwork', url: `${origin}/upload/${order.uploadToken ?? ''}` },
    ),
  };
}

/**
 * The cron's reminders: a paid, not cancelled order whose link still works and that has no artwork
 * gets reminder 1 a day after payment and reminder 2 after 7 days (only the latest due one when
 * both are: never two at once). Each is claimed by one conditional insert of its timeline event,
 * so overlapping runs send it once; a mail that fails gives its claim back for the next run.
 */
export async function sendUploadReminders(env: Env, db: Db, origin: string, now = Date.now()): Promise<number> {
  const dueNumber = sql`CASE WHEN ${orders.paidAt} <= ${now - SECOND_DAYS * DAY_MS} THEN 2 ELSE 1 END`;
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'paid'),
        isNull(orders.cancelledAt),
        isNull(orders.artworkSubmittedAt),
        isNotNull(orders.uploadToken),
        lte(orders.paidAt, new Date(now - FIRST_DAYS * DAY_MS)),
        gt(orders.uploadExpiresAt, new Date(now)),
        notRemindedYet(orders.id, dueNumber),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const order of due) {
    const number = order.paidAt && order.paidAt.getTime() <= now - SECOND_DAYS * DAY_MS ? 2 : 1;
    const eventId = crypto.randomUUID();
    const claim = await db.run(
      sql`INSERT INTO audit_events (id, actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
        SELECT ${eventId}, NULL, NULL, ${REMINDER}, 'order', ${order.id}, NULL, ${JSON.stringify({ number })}, ${now}
        WHERE ${notRemindedYet(order.id, number)}
          AND EXISTS (SELECT 1 FROM orders o WHERE o.id = ${order.id} AND o.artwork_submitted_at IS NULL)`,
    );
    if (claim.meta.changes === 0) continue;
    try {
      await sendMail(env, db, reminderMail(order, origin, await reminderStopToken(env, order.id)));
      sent += 1;
    } catch (error) {
      console.error(`upload reminder ${number} for order ${order.id} failed; the next run tries again`, error);
      await db.run(sql`DELETE FROM audit_events WHERE id = ${eventId}`);
    }
  }
  return sent;
}

/** The customer's stop link: no more reminders for the order (recorded once on its timeline). */
export async function stopUploadReminders(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return undefined;
  await db.run(
    sql`INSERT INTO audit_events (id, actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
      SELECT ${crypto.randomUUID()}, NULL, ${order.customerEmail}, ${STOPPED}, 'order', ${order.id}, NULL, NULL, ${Date.now()}
      WHERE NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.entity_type = 'order' AND a.entity_id = ${order.id}
        AND a.action = ${STOPPED})`,
  );
  return order;
}
