import {
  ACCOUNT_DELETION_TTL_MINUTES,
  ACCOUNT_MESSAGES,
  DELETED_CUSTOMER_NAME,
  deletedCustomerEmail,
} from '@dtm/shared/account';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import {
  accountDeletionRequests,
  accounts,
  animationChangeRequests,
  animationRecipes,
  animationVariations,
  auditEvents,
  dataExports,
  deviceCodes,
  devices,
  orders,
  returns,
  type ShippingAddress,
  sessions,
  supportRequests,
  userAnimations,
  userBackgrounds,
  userCharacters,
  userFrames,
  users,
} from '../db/schema';
import { sha256Hex } from '../devices/secrets';
import { ApiError } from '../lib/errors';
import { sendMail } from '../mail/mailer';
import { releaseClaim } from '../orders/paid';
import { labelKey } from '../returns/label';
import { r2KeyOf } from '../user/stored-files';
import { ordersOf, requestsOf } from './export-data';
import { accountDeletedMail, deletionConfirmMail } from './mails';

const MINUTE_MS = 60 * 1000;

/** R2 prefixes shared with other customers or kept by law: never deleted with an account. */
const KEPT_PREFIXES = ['products/', 'catalog/', 'invoices/'];

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** 409 when the user is the only admin: the shop would have nobody left to run it. */
async function refuseLastAdmin(db: Db, user: { id: string; isAdmin: boolean }) {
  if (!user.isAdmin) return;
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(users)
    .where(and(eq(users.isAdmin, true), sql`${users.id} <> ${user.id}`));
  if ((row?.count ?? 0) === 0) throw new ApiError('CONFLICT', ACCOUNT_MESSAGES.lastAdmin);
}

/**
 * The first statement of the deletion's batch: it fails, and with it the whole batch (one D1
 * transaction), when `userId` is an admin and no other admin is left at that moment. The check
 * before it (refuseLastAdmin) only gives the early answer: two admins confirming their own deletion
 * at once both pass that check, and only this one, counted inside the deleting transaction, keeps
 * the second from going through. (json() of text that is not JSON is SQLite's way to fail a
 * statement on a condition without a trigger.)
 */
export function lastAdminGuard(db: Db, userId: string) {
  return db
    .select({
      kept: sql<null>`CASE WHEN ${users.isAdmin} = 1
        AND NOT EXISTS (SELECT 1 FROM users AS others WHERE others.is_admin = 1 AND others.id <> ${userId})
        THEN json('the last admin stays') END`,
    })
    .from(users)
    .where(eq(users.id, userId));
}

/**
 * Mails a single-use link (stored as its SHA-256, valid one hour) to confirm the deletion. Earlier
 * unused links of the user stop working: only the newest e-mail counts.
 */
export async function requestDeletion(
  env: Env,
  db: Db,
  user: { id: string; email: string; isAdmin: boolean },
  origin: string,
) {
  await refuseLastAdmin(db, user);
  const token = newToken();
  await db.batch([
    db
      .delete(accountDeletionRequests)
      .where(and(eq(accountDeletionRequests.userId, user.id), isNull(accountDeletionRequests.usedAt))),
    db.insert(accountDeletionRequests).values({
      id: crypto.randomUUID(),
      userId: user.id,
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(Date.now() + ACCOUNT_DELETION_TTL_MINUTES * MINUTE_MS),
    }),
  ]);
  try {
    await sendMail(env, db, deletionConfirmMail(user.email, `${origin}/account/delete?token=${token}`));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error(JSON.stringify({ level: 'error', message: 'deletion mail failed', error: String(error) }));
    throw new ApiError('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.mailUnavailable);
  }
}

/** Claims the token once: unknown 404, used or expired 410, each with its own words. */
async function claimToken(db: Db, token: string) {
  const tokenHash = await sha256Hex(token);
  const now = new Date();
  const [claimed] = await db
    .update(accountDeletionRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountDeletionRequests.tokenHash, tokenHash),
        isNull(accountDeletionRequests.usedAt),
        gt(accountDeletionRequests.expiresAt, now),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [row] = await db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.tokenHash, tokenHash));
  if (!row) throw new ApiError('NOT_FOUND', ACCOUNT_MESSAGES.tokenInvalid);
  if (row.usedAt) throw new ApiError('GONE', ACCOUNT_MESSAGES.tokenUsed);
  throw new ApiError('GONE', ACCOUNT_MESSAGES.tokenExpired);
}

function chunked<T>(items: T[], size = 90): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function listAll(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

function personalKey(reference: string | null | undefined): string | null {
  const key = r2KeyOf(reference);
  return key && !KEPT_PREFIXES.some((prefix) => key.startsWith(prefix)) ? key : null;
}

/** The placeholder address of a kept order: the country stays (the tax record needs it), nothing else. */
function placeholderAddress(address: ShippingAddress | null): ShippingAddress | null {
  if (!address) return null;
  // Every field the address schema requires stays filled, so the kept order still reads everywhere.
  return {
    name: DELETED_CUSTOMER_NAME,
    line1: 'Deleted',
    city: 'Deleted',
    postalCode: 'Deleted',
    country: address.country,
  };
}

/**
 * Deletes the account behind a confirmed link: its files in R2 first (artwork, previews, recipes,
 * animations, exports, return labels), then in one D1 batch every profile row (sessions, sign-in
 * methods, paired frames, frames, characters, purchases, support requests) and the user; orders
 * stay, with a placeholder customer, no user and an audit event; return requests stay anonymised.
 * Invoices and credit notes stay exactly as issued (a tax document may not be altered).
 */
export async function deleteAccount(env: Env, db: Db, token: string): Promise<{ userId: string }> {
  const claim = await claimToken(db, token);
  const release = () =>
    db.update(accountDeletionRequests).set({ usedAt: null }).where(eq(accountDeletionRequests.id, claim.id));
  const [user] = await db.select().from(users).where(eq(users.id, claim.userId));
  if (!user) throw new ApiError('GONE', ACCOUNT_MESSAGES.tokenUsed);
  try {
    await refuseLastAdmin(db, user);
  } catch (error) {
    await release();
    throw error;
  }
  try {
    await removeAccount(env, db, user);
  } catch (error) {
    await release();
    // The batch's guard failed it: another admin left in the meantime.
    await refuseLastAdmin(db, user);
    throw error;
  }
  await sendMail(env, db, accountDeletedMail(user.email)).catch((error) =>
    console.error(JSON.stringify({ level: 'error', message: 'account deleted mail failed', error: String(error) })),
  );
  return { userId: user.id };
}

async function removeAccount(env: Env, db: Db, user: typeof users.$inferSelect) {
  const guard = lastAdminGuard(db, user.id);
  const orderRows = await ordersOf(db, user);
  const orderIds = orderRows.map((o) => o.id);
  // Paid and refunded orders are kept for the 10 years of § 147 AO / § 14b UStG. Unpaid ones are
  // anonymised the same way rather than deleted: a payment still in flight, or a voucher use
  // claimed for it, then finds its order as always, with nobody's name on it.
  const kept = orderRows;
  const [frames, characters, owned, exportsOfUser] = await Promise.all([
    db.select().from(userFrames).where(eq(userFrames.userId, user.id)),
    db.select().from(userCharacters).where(eq(userCharacters.userId, user.id)),
    db.select({ id: userAnimations.id }).from(userAnimations).where(eq(userAnimations.userId, user.id)),
    db.select().from(dataExports).where(eq(dataExports.userId, user.id)),
  ]);
  const recipes: (typeof animationRecipes.$inferSelect)[] = [];
  for (const ids of chunked(orderIds)) {
    recipes.push(...(await db.select().from(animationRecipes).where(inArray(animationRecipes.orderId, ids))));
  }
  const variations: { fileUrl: string | null }[] = [];
  for (const ids of chunked(owned.map((o) => o.id))) {
    variations.push(
      ...(await db
        .select({ fileUrl: animationVariations.fileUrl })
        .from(animationVariations)
        .where(inArray(animationVariations.userAnimationId, ids))),
    );
  }
  const requests = await requestsOf(db, user.email, orderIds);

  // 1. Files. Catalog products (bought animations and backgrounds) are shared and stay; invoices stay.
  const keys = new Set<string>();
  for (const order of orderRows) {
    for (const key of await listAll(env.FILES, `artwork/${order.id}/`)) keys.add(key);
    for (const key of await listAll(env.FILES, `previews/${order.id}/`)) keys.add(key);
  }
  for (const key of await listAll(env.FILES, `exports/${user.id}/`)) keys.add(key);
  const add = (reference: string | null | undefined) => {
    const key = personalKey(reference);
    if (key) keys.add(key);
  };
  for (const recipe of recipes) {
    add(recipe.r2Key);
    add(recipe.videoKey);
    add(recipe.squareKey);
  }
  for (const frame of frames) add(frame.animationVideoUrl);
  for (const character of characters) add(character.animationVideoUrl);
  for (const variation of variations) add(variation.fileUrl);
  for (const row of exportsOfUser) add(row.r2Key);
  for (const row of requests.returns) add(labelKey(row.id));
  for (const batch of chunked([...keys], 1000)) await env.FILES.delete(batch);

  // 2. Rows, in one transaction.
  const statements: BatchItem<'sqlite'>[] = [
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(devices).where(eq(devices.userId, user.id)),
    db.delete(deviceCodes).where(eq(deviceCodes.approvedBy, user.id)),
    db.delete(accounts).where(eq(accounts.userId, user.id)),
    db.delete(dataExports).where(eq(dataExports.userId, user.id)),
    db.delete(userFrames).where(eq(userFrames.userId, user.id)),
    db.delete(userCharacters).where(eq(userCharacters.userId, user.id)),
    db.delete(userBackgrounds).where(eq(userBackgrounds.userId, user.id)),
  ];
  for (const ids of chunked(owned.map((o) => o.id))) {
    statements.push(db.delete(animationVariations).where(inArray(animationVariations.userAnimationId, ids)));
  }
  statements.push(db.delete(userAnimations).where(eq(userAnimations.userId, user.id)));
  for (const ids of chunked(orderIds)) {
    statements.push(db.delete(animationChangeRequests).where(inArray(animationChangeRequests.orderId, ids)));
    statements.push(db.delete(animationRecipes).where(inArray(animationRecipes.orderId, ids)));
    // The order's history stays, but not the words the customer wrote in a change request.
    statements.push(
      db
        .update(auditEvents)
        .set({ after: sql`json_remove(${auditEvents.after}, '$.note')` })
        .where(
          and(
            eq(auditEvents.entityType, 'order'),
            inArray(auditEvents.entityId, ids),
            eq(auditEvents.action, 'preview.change_requested'),
          ),
        ),
    );
  }
  const supportIds = requests.support.map((r) => r.id);
  for (const ids of chunked(supportIds))
    statements.push(db.delete(supportRequests).where(inArray(supportRequests.id, ids)));
  for (const row of requests.returns) {
    statements.push(
      db
        .update(returns)
        .set({
          customerName: DELETED_CUSTOMER_NAME,
          customerEmail: deletedCustomerEmail(user.id),
          additionalInfo: null,
          labelToken: null,
        })
        .where(eq(returns.id, row.id)),
    );
  }
  for (const order of kept) {
    statements.push(
      db
        .update(orders)
        .set({
          customerName: DELETED_CUSTOMER_NAME,
          customerEmail: deletedCustomerEmail(user.id),
          shippingAddress: placeholderAddress(order.shippingAddress),
          personalNote: null,
          characterName: null,
          uploadToken: null,
          uploadExpiresAt: null,
          userId: null,
        })
        // The account's own, or a guest order with its e-mail that no account took over meanwhile.
        .where(and(eq(orders.id, order.id), or(eq(orders.userId, user.id), isNull(orders.userId)))),
      auditInsert(db, {
        actor: null,
        action: 'order.customer_deleted',
        entityType: 'order',
        entityId: order.id,
        before: null,
        after: { customer: DELETED_CUSTOMER_NAME, note: 'account deleted' },
      }),
    );
    // Nobody is left to pay an unpaid order: it is cancelled with the account (issue #37), so it
    // does not wait as "pending" forever; a payment still in flight is refunded as for any
    // cancelled order paid late, and its voucher use is given back below.
    if (!order.cancelledAt && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')) {
      statements.push(
        db
          .update(orders)
          .set({ cancelledAt: new Date() })
          .where(
            and(
              eq(orders.id, order.id),
              inArray(orders.paymentStatus, ['pending', 'failed']),
              isNull(orders.cancelledAt),
            ),
          ),
        auditInsert(db, {
          actor: null,
          action: 'order.cancelled',
          entityType: 'order',
          entityId: order.id,
          before: { paymentStatus: order.paymentStatus },
          after: { cancelled: true, reason: 'account deleted' },
        }),
      );
    }
  }
  statements.push(
    db
      .delete(accountDeletionRequests)
      .where(and(eq(accountDeletionRequests.userId, user.id), isNull(accountDeletionRequests.usedAt))),
    db.delete(users).where(eq(users.id, user.id)),
  );
  await db.batch([guard, ...statements]);
  for (const order of kept) if (order.voucherClaimedAt && !order.cancelledAt) await releaseClaim(db, order.id);
}
