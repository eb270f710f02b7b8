import { isMarketplaceKind } from '@dtm/shared/constants';
import type { ArtworkSubmittedJob } from '@dtm/shared/jobs';
import { type ArtworkType, artworkFilePath } from '@dtm/shared/uploads';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { createDb, type Db } from '../db/client';
import { type OrderRow, orders, userCharacters } from '../db/schema';
import { sendAdminNotice } from '../mail/admin-notices';
import { DECODABLE, makePreviewJpeg, PREVIEW_MAX_BYTES, previewKeyFor } from './preview-image';
import { removeFromR2 } from './r2-files';
import { tokenStub } from './token-access';
import type { StoredFile } from './token-state';

/** Browsers show these directly: when no small preview can be made, the original stands in. */
const SHOWN_AS_IS = new Set<ArtworkType>(['image/png', 'image/jpeg', 'image/webp']);

/** What stands in for a file's preview until (or unless) a small one is made: the original, or nothing. */
function fallbackPreview(file: StoredFile): string | null {
  return SHOWN_AS_IS.has(file.type) ? file.key : null;
}

/**
 * The preview's R2 key: a small JPEG for PNG and JPEG (same key on every run, so a retry only
 * overwrites it), the original for what cannot be made smaller here, null for PDF and HEIC.
 */
async function makePreview(bucket: R2Bucket, orderId: string, file: StoredFile): Promise<string | null> {
  const fallback = fallbackPreview(file);
  if (!DECODABLE.has(file.type) || file.size > PREVIEW_MAX_BYTES) return fallback;
  const original = await bucket.get(file.key);
  if (!original) return fallback;
  const preview = await makePreviewJpeg(new Uint8Array(await original.arrayBuffer()), file.type);
  if (!preview) return fallback;
  const key = previewKeyFor(orderId, file.id);
  await bucket.put(key, preview, { httpMetadata: { contentType: 'image/jpeg' } });
  return key;
}

/**
 * The follow-up of a submitted upload: leftovers, the customer's character record, the admins'
 * notice, then previews. Every step is idempotent, so a retried or duplicated message changes
 * nothing twice; a failure throws (the queue retries later) and never touches the files.
 * Previews come last and never fail the job: until a small one exists each file shows as itself,
 * so even a preview step that dies (memory, CPU time) leaves the artwork recorded and announced.
 */
export async function processArtworkSubmitted(env: Env, job: ArtworkSubmittedJob): Promise<void> {
  const db = createDb(env.DB);
  const order = await db.query.orders.findFirst({ where: eq(orders.id, job.orderId) });
  if (!order || order.uploadToken !== job.token || !order.artworkSubmittedAt) {
    // Nothing was (or still is) submitted for this message: there is nothing to do, now or later.
    console.warn(JSON.stringify({ level: 'warn', job: job.type, orderId: job.orderId, note: 'no submission' }));
    return;
  }
  const stub = tokenStub(env, job.token);
  const files = (await stub.files()).filter((file) => file.submitted);
  if (files.length === 0) return;

  const waiting = files.filter((file) => file.previewKey === null);
  await stub.setPreviews(waiting.map((file) => ({ fileId: file.id, previewKey: fallbackPreview(file) })));
  for (const cleanup of await stub.discardUnsubmitted()) await removeFromR2(env.FILES, cleanup);
  await recordCharacterArtwork(db, order, files);
  await notifyAdminsOnce(env, db, order, files);
  await makePreviews(env, stub, order.id, files);
}

/** One file at a time, each failure logged and left with the original standing in. */
async function makePreviews(env: Env, stub: ReturnType<typeof tokenStub>, orderId: string, files: StoredFile[]) {
  for (const file of files) {
    try {
      await stub.setPreviews([{ fileId: file.id, previewKey: await makePreview(env.FILES, orderId, file) }]);
    } catch (error) {
      console.warn(
        JSON.stringify({ level: 'warn', note: 'no preview', orderId, fileId: file.id, error: String(error) }),
      );
    }
  }
}

/** A signed-in customer's character gets its artwork (the first file); frames need nothing more. */
async function recordCharacterArtwork(db: Db, order: OrderRow, files: StoredFile[]) {
  const first = files[0];
  if (order.type !== 'character' || !order.userId || !first) return;
  const artworkUrl = artworkFilePath(order.id, first.id);
  await db
    .insert(userCharacters)
    .values({ userId: order.userId, orderId: order.id, characterName: order.characterName, artworkUrl })
    .onConflictDoUpdate({ target: userCharacters.orderId, set: { artworkUrl } });
}

/** One notice per submission (to every admin, as every notice): claimed with one conditional update, released if sending fails. */
async function notifyAdminsOnce(env: Env, db: Db, order: OrderRow, files: StoredFile[]) {
  if (isMarketplaceKind(order.type)) return;
  const claimed = await db
    .update(orders)
    .set({ artworkNotifiedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.artworkNotifiedAt), isNotNull(orders.artworkSubmittedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return;
  try {
    const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : '';
    const notice = { kind: 'artwork', orderId: order.id, type: order.type, files: files.length } as const;
    await sendAdminNotice(env, db, notice, origin);
  } catch (error) {
    await db.update(orders).set({ artworkNotifiedAt: null }).where(eq(orders.id, order.id));
    throw error;
  }
}
