import { orderNumber } from '@dtm/shared/order-state';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accounts,
  animationChangeRequests,
  animationRecipes,
  animations,
  animationVariations,
  backgrounds,
  creditNotes,
  devices,
  invoices,
  orderItems,
  orders,
  refunds,
  returns,
  sessions,
  supportRequests,
  userAnimations,
  userBackgrounds,
  userCharacters,
  userFrames,
  users,
  vouchers,
  voucherUsage,
} from '../db/schema';
import { r2KeyOf } from '../user/stored-files';

/** A stored file that belongs in the export: its R2 key and the path inside the ZIP. */
export type ExportFile = { key: string; name: string };

export type AccountData = { account: Record<string, unknown>; files: ExportFile[] };

const FORMAT_VERSION = 1;

/** Splits a list for `IN (...)`: D1 allows at most 100 bound parameters per statement. */
function chunks<T>(items: T[], size = 90): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function inChunks<T>(ids: string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const chunk of chunks(ids)) rows.push(...(await query(chunk)));
  return rows;
}

/**
 * The orders of a user: the account's own, and those placed as a guest with the account's e-mail
 * (before signing up, or signed out) that no account holds.
 */
export function ordersOf(db: Db, user: { id: string; email: string }) {
  return db
    .select()
    .from(orders)
    .where(
      or(
        eq(orders.userId, user.id),
        and(isNull(orders.userId), sql`lower(${orders.customerEmail}) = ${user.email.toLowerCase()}`),
      ),
    );
}

/** Support and return requests of the user: sent from the account's address or about one of its orders. */
export async function requestsOf(db: Db, email: string, orderIds: string[]) {
  const lower = email.toLowerCase();
  const byOrder = <T extends typeof supportRequests | typeof returns>(table: T) =>
    orderIds.length > 0 ? inArray(table.orderId, orderIds) : undefined;
  const support = await db
    .select()
    .from(supportRequests)
    .where(or(sql`lower(${supportRequests.customerEmail}) = ${lower}`, byOrder(supportRequests)));
  const returnRows = await db
    .select()
    .from(returns)
    .where(or(sql`lower(${returns.customerEmail}) = ${lower}`, byOrder(returns)));
  return { support, returns: returnRows };
}

/** The R2 objects under a prefix (artwork and previews of an order). */
async function listKeys(bucket: R2Bucket, prefix: string): Promise<R2Object[]> {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({
      prefix,
      include: ['httpMetadata', 'customMetadata'],
      ...(cursor ? { cursor } : {}),
    });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'application/pdf': 'pdf',
  'application/json': 'json',
};

function fileName(key: string, contentType: string | undefined): string {
  const last = key.split('/').pop() ?? key;
  if (last.includes('.')) return last;
  const extension = contentType ? EXTENSIONS[contentType.split(';')[0]?.trim() ?? ''] : undefined;
  return extension ? `${last}.${extension}` : last;
}

/** The name the customer uploaded (kept as metadata), made safe for a ZIP path; else the key's own. */
function storedName(object: R2Object): string {
  const own = fileName(object.key, object.httpMetadata?.contentType);
  const typed = object.customMetadata?.fileName?.normalize('NFKC') ?? '';
  const uploaded = [...typed]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/^\.+/, '')
    .slice(0, 120);
  if (!uploaded) return own;
  const extension = own.includes('.') ? own.slice(own.lastIndexOf('.')) : '';
  return uploaded.toLowerCase().endsWith(extension.toLowerCase()) ? uploaded : `${uploaded}${extension}`;
}

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Dates as ISO text, everything else as stored. */
function plain<Row extends Record<string, unknown>>(row: Row, omit: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Everything the shop holds about one user (GDPR Art. 15/20) and the list of their stored files.
 * Secrets are left out (session tokens, device token hashes, upload links, sign-in credentials), and
 * so is anything about other people (which admin did what).
 */
export async function collectAccountData(db: Db, bucket: R2Bucket, userId: string): Promise<AccountData | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const orderRows = await ordersOf(db, user);
  const orderIds = orderRows.map((o) => o.id);
  const byOrders = <T>(query: (ids: string[]) => Promise<T[]>) => inChunks(orderIds, query);

  const [accountRows, sessionRows, frameRows, characterRows, deviceRows, animationRows, backgroundRows] =
    await Promise.all([
      db.select().from(accounts).where(eq(accounts.userId, userId)),
      db.select().from(sessions).where(eq(sessions.userId, userId)),
      db.select().from(userFrames).where(eq(userFrames.userId, userId)),
      db.select().from(userCharacters).where(eq(userCharacters.userId, userId)),
      db.select().from(devices).where(eq(devices.userId, userId)),
      db
        .select({ owned: userAnimations, name: animations.name })
        .from(userAnimations)
        .innerJoin(animations, eq(animations.id, userAnimations.animationId))
        .where(eq(userAnimations.userId, userId)),
      db
        .select({ owned: userBackgrounds, name: backgrounds.name })
        .from(userBackgrounds)
        .innerJoin(backgrounds, eq(backgrounds.id, userBackgrounds.backgroundId))
        .where(eq(userBackgrounds.userId, userId)),
    ]);
  const ownedAnimationIds = animationRows.map((r) => r.owned.id);
  const variationRows = await inChunks(ownedAnimationIds, (ids) =>
    db.select().from(animationVariations).where(inArray(animationVariations.userAnimationId, ids)),
  );
  const refundRows = await byOrders((ids) => db.select().from(refunds).where(inArray(refunds.orderId, ids)));
  const invoiceRows = await byOrders((ids) => db.select().from(invoices).where(inArray(invoices.orderId, ids)));
  const itemRows = await byOrders((ids) => db.select().from(orderItems).where(inArray(orderItems.orderId, ids)));
  const creditNoteRows = await byOrders((ids) =>
    db.select().from(creditNotes).where(inArray(creditNotes.orderId, ids)),
  );
  const voucherRows = await byOrders((ids) =>
    db
      .select({ orderId: voucherUsage.orderId, code: vouchers.code, usedAt: voucherUsage.usedAt })
      .from(voucherUsage)
      .innerJoin(vouchers, eq(vouchers.id, voucherUsage.voucherId))
      .where(inArray(voucherUsage.orderId, ids)),
  );
  const recipeRows = await byOrders((ids) =>
    db.select().from(animationRecipes).where(inArray(animationRecipes.orderId, ids)),
  );
  const changeRows = await byOrders((ids) =>
    db
      .select()
      .from(animationChangeRequests)
      .where(and(inArray(animationChangeRequests.orderId, ids))),
  );
  const requests = await requestsOf(db, user.email, orderIds);

  const files: ExportFile[] = [];
  const add = (reference: string | null | undefined, folder: string, title?: string) => {
    const key = r2KeyOf(reference);
    if (!key || key.startsWith('exports/')) return;
    files.push({ key, name: `files/${folder}/${title ?? fileName(key, undefined)}` });
  };
  for (const order of orderRows) {
    const short = order.id.slice(0, 8);
    for (const prefix of [`artwork/${order.id}/`, `previews/${order.id}/`]) {
      const folder = prefix.startsWith('artwork') ? 'artwork' : 'previews';
      for (const object of await listKeys(bucket, prefix)) {
        files.push({
          key: object.key,
          name: `files/${folder}/order-${short}/${storedName(object)}`,
        });
      }
    }
  }
  for (const frame of frameRows)
    add(
      frame.animationVideoUrl,
      'animations',
      `frame-${frame.id.slice(0, 8)}-${fileName(frame.animationVideoUrl ?? '', undefined)}`,
    );
  for (const character of characterRows) {
    add(
      character.animationVideoUrl,
      'animations',
      `character-${character.id.slice(0, 8)}-${fileName(character.animationVideoUrl ?? '', undefined)}`,
    );
  }
  for (const row of animationRows) add(row.owned.baseFileUrl, 'purchases/animations');
  for (const row of variationRows) add(row.fileUrl, 'purchases/variations');
  for (const row of backgroundRows) add(row.owned.fileUrl, 'purchases/backgrounds');
  for (const row of invoiceRows) add(row.r2Key, 'invoices', `${row.number}.pdf`);
  for (const row of creditNoteRows) add(row.r2Key, 'invoices', `${row.number}.pdf`);
  for (const row of requests.returns)
    if (row.returnLabelSent) add(`returns/${row.id}/label.pdf`, 'return-labels', `return-${row.id.slice(0, 8)}.pdf`);

  const account = {
    formatVersion: FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    profile: plain(user),
    signInMethods: accountRows.map((a) => ({
      providerId: a.providerId,
      accountId: a.providerId === 'credential' ? null : a.accountId,
      createdAt: iso(a.createdAt),
    })),
    sessions: sessionRows.map((s) => plain(s, ['token', 'userId'])),
    orders: orderRows.map((o) => ({ ...plain(o, ['uploadToken']), hasUploadLink: o.uploadToken !== null })),
    orderItems: itemRows.map((i) => plain(i)),
    refunds: refundRows.map((r) => plain(r, ['createdBy', 'idempotencyKey'])),
    invoices: invoiceRows.map((i) => plain(i)),
    creditNotes: creditNoteRows.map((n) => plain(n)),
    vouchersUsed: voucherRows.map((v) => plain(v)),
    frames: frameRows.map((f) => plain(f)),
    characters: characterRows.map((c) => plain(c)),
    animationRecipes: recipeRows.map((r) => plain(r, ['createdById', 'createdByEmail'])),
    changeRequests: changeRows.map((r) => plain(r)),
    purchases: {
      animations: animationRows.map((r) => ({ ...plain(r.owned), animationName: r.name })),
      variations: variationRows.map((v) => plain(v)),
      backgrounds: backgroundRows.map((r) => ({ ...plain(r.owned), backgroundName: r.name })),
    },
    supportRequests: requests.support.map((r) => plain(r, ['idempotencyKey'])),
    // The order number written as everywhere ("#92eac4b4"); `orderId` stays the full id.
    returnRequests: requests.returns.map((r) => ({
      ...plain(r, ['idempotencyKey', 'labelToken']),
      orderNumber: r.orderId ? orderNumber(r.orderId) : r.orderNumber,
    })),
    devices: deviceRows.map((d) => plain(d, ['tokenHash'])),
    files: files.map((f) => f.name),
  };
  return { account, files };
}
