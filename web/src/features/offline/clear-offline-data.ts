import { type AppDB, appDb } from './db';
import { RUNTIME_CACHES } from './runtime-caching';

/**
 * Forgets everything personal kept on this device: the saved dashboard data, form drafts, the
 * outbox's sent copies and the service worker's cache of user data. Queued forms stay: they
 * are not a signed-in person's data, and they must still be sent.
 */
export async function clearPersonalData(db: AppDB = appDb): Promise<void> {
  await db.transaction('rw', db.queries, db.drafts, db.outbox, async () => {
    await db.queries.clear();
    await db.drafts.clear();
    await db.outbox.where('status').anyOf('sent', 'failed').delete();
  });
  if ('caches' in globalThis) await caches.delete(RUNTIME_CACHES.userData);
}

/** Drops saved data that belongs to someone other than `userId` (a new sign-in on a shared device). */
export async function keepOnlyDataOf(userId: string, db: AppDB = appDb): Promise<void> {
  const others = await db.queries.filter((row) => row.userId !== userId).primaryKeys();
  if (others.length === 0) return;
  await db.queries.bulkDelete(others);
  if ('caches' in globalThis) await caches.delete(RUNTIME_CACHES.userData);
}
