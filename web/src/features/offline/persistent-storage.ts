import type { QueryClient } from '@tanstack/react-query';
import { type AppDB, appDb } from './db';
import { isProfileKey, profileUserId } from './persisted-keys';

const ASKED = 'persistent-storage-asked';

/**
 * Asks the browser once to keep this site's storage (offline dashboard, outbox) when space is
 * short; only after someone has an account, since a visitor has nothing worth keeping.
 */
export async function askForPersistentStorage(db: AppDB = appDb): Promise<boolean | null> {
  if (!navigator.storage?.persist) return null;
  if (await navigator.storage.persisted()) return true;
  if (await db.settings.get(ASKED)) return false;
  await db.settings.put({ key: ASKED, value: Date.now() });
  return navigator.storage.persist();
}

/**
 * Asks for persistent storage the first time the profile query says someone is signed in,
 * also when it said so before this (lazily loaded) code started listening.
 */
export function askForPersistentStorageOnSignIn(queryClient: QueryClient): () => void {
  let asked = false;
  const ask = () => {
    asked = true;
    askForPersistentStorage().catch(() => {});
  };
  const signedIn = (query: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
    isProfileKey(query.queryKey) && profileUserId(query.state.data) !== null;
  if (queryClient.getQueryCache().getAll().some(signedIn)) ask();
  return queryClient.getQueryCache().subscribe((event) => {
    if (asked || event.type !== 'updated' || event.action.type !== 'success') return;
    if (signedIn(event.query)) ask();
  });
}
