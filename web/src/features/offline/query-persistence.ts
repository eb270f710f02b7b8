import type { Query, QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '../auth/api/get-user';
import { clearPersonalData, keepOnlyDataOf } from './clear-offline-data';
import { type AppDB, appDb } from './db';
import { isPersistedQueryKey, isProfileKey, profileUserId } from './persisted-keys';

/** Keys put back from IndexedDB while this query client is running; they are refetched once online. */
const restoredHashes = new Set<string>();

async function saveQuery(queryClient: QueryClient, query: Query, db: AppDB) {
  const { data, dataUpdatedAt } = query.state;
  if (isProfileKey(query.queryKey)) {
    const userId = profileUserId(data);
    // A 401 (signed out here or elsewhere, session expired): nothing personal stays behind.
    if (userId === null) return clearPersonalData(db);
    await keepOnlyDataOf(userId, db);
  }
  const userId = profileUserId(queryClient.getQueryData(USER_QUERY_KEY));
  if (userId === null) return;
  await db.queries.put({ hash: query.queryHash, queryKey: query.queryKey, data, updatedAt: dataUpdatedAt, userId });
}

/** Puts saved queries that the client does not hold yet back into it, with their original times. */
export async function restoreQueries(queryClient: QueryClient, db: AppDB = appDb): Promise<number> {
  const rows = await db.queries.toArray();
  const profile = rows.find((row) => isProfileKey(row.queryKey));
  const owner = profile ? profileUserId(profile.data) : null;
  let restored = 0;
  for (const row of rows) {
    if (row.userId !== owner || queryClient.getQueryData(row.queryKey) !== undefined) continue;
    restoredHashes.add(row.hash);
    queryClient.setQueryData(row.queryKey, row.data, { updatedAt: row.updatedAt });
    restored++;
  }
  return restored;
}

/**
 * Keeps the signed-in person's queries in IndexedDB as they succeed, and shows them again
 * when the app opens (or the connection drops) with no network. Online, nothing is restored:
 * the server stays the source of truth, and restored data is refetched once it is back.
 */
export function persistUserQueries(queryClient: QueryClient, db: AppDB = appDb): () => void {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isPersistedQueryKey(event.query.queryKey)) return;
    // Putting a saved copy back is not news from the server: do not write it again.
    if (event.action.manual && restoredHashes.has(event.query.queryHash)) return;
    saveQuery(queryClient, event.query, db).catch(() => {
      // Private mode or a full disk: the app works online without the offline copy.
    });
  });

  // Queries that succeeded before this module loaded (it is loaded after the first render).
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => isPersistedQueryKey(q.queryKey) })) {
    if (query.state.status === 'success') saveQuery(queryClient, query, db).catch(() => {});
  }

  const onOffline = () => void restoreQueries(queryClient, db).catch(() => {});
  const onOnline = () => {
    if (restoredHashes.size === 0) return;
    const hashes = new Set(restoredHashes);
    restoredHashes.clear();
    void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    unsubscribe();
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}
