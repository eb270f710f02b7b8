import type { QueryClient } from '@tanstack/react-query';
import { startOutboxSync } from './outbox/outbox-sync';
import { askForPersistentStorageOnSignIn } from './persistent-storage';
import { persistUserQueries, restoreQueries } from './query-persistence';

/** The IndexedDB side of offline (dexie): loaded apart from the first page's code. */
export function startOfflineData(queryClient: QueryClient): void {
  persistUserQueries(queryClient);
  askForPersistentStorageOnSignIn(queryClient);
  startOutboxSync();
}

export { restoreQueries };
