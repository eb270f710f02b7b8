import type { QueryClient } from '@tanstack/react-query';
import { provideSavedDataRestore } from '../../lib/connection';
import { captureInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './service-worker';

/**
 * Offline, the saved data is the page: wait for it up to this long (a busy phone needs seconds
 * to load the chunk and open IndexedDB), but not forever (a blocked IndexedDB).
 */
const RESTORE_BUDGET_MS = 6000;

/**
 * Everything offline that runs before the first render (main.tsx): the install offer, the
 * service worker, then the IndexedDB side (saved dashboard data, outbox, persistent storage),
 * loaded as its own chunk, as is the query client (`loadQueryClient`). With no connection the
 * saved data is put back before the first render, so the router finds the signed-in person;
 * online the page does not wait for it.
 */
export async function startOffline(loadQueryClient: () => Promise<QueryClient>): Promise<void> {
  captureInstallPrompt();
  registerServiceWorker();
  type Loaded = { module: typeof import('./offline-data'); queryClient: QueryClient };
  let loading: Promise<Loaded> | null = null;
  const load = () => {
    loading ??= Promise.all([import('./offline-data'), loadQueryClient()]).then(([module, queryClient]) => {
      module.startOfflineData(queryClient);
      return { module, queryClient };
    });
    // A chunk that failed to load (offline, not precached yet) is tried again next time.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const restore = async () => {
    const budget = new Promise((resolve) => setTimeout(resolve, RESTORE_BUDGET_MS));
    const restored = load().then(({ module, queryClient }) => module.restoreQueries(queryClient));
    // Nothing saved, IndexedDB blocked or the chunk not there: the page shows its own error.
    await Promise.race([restored, budget]).catch(() => {});
  };
  // A request that gets no answer (whatever navigator.onLine says) brings the saved data back.
  provideSavedDataRestore(restore);
  if (navigator.onLine) {
    // Online, the first page comes first: IndexedDB (dexie) starts once the browser is idle.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void load(), { timeout: 2000 });
    return;
  }
  await restore();
}
