import type { QueryClient } from '@tanstack/react-query';
import { provideSavedDataRestore } from '../../lib/connection';
import { USER_QUERY_KEY } from '../auth/api/get-user';
import { APP_DB_NAME } from './db-name';
import { captureInstallPrompt } from './install-prompt';
import { profileUserId } from './persisted-keys';
import { registerServiceWorker } from './service-worker';

/**
 * Offline, the saved data is the page: wait for it up to this long (a busy phone needs seconds
 * to load the chunk and open IndexedDB), but not forever (a blocked IndexedDB).
 */
const RESTORE_BUDGET_MS = 6000;

/**
 * Everything offline that runs before the first render (boot.tsx): the install offer, the
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
    markOfflineData('started');
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
    idle(() => void startWhenNeeded(load, loadQueryClient), { timeout: 2000 });
    return;
  }
  await restore();
}

/** Whether this browser holds the app's IndexedDB database (saved data, queued forms, drafts); true where it cannot tell. */
async function hasSavedData(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === APP_DB_NAME);
  } catch {
    return true;
  }
}

/** What the offline side is doing, on `<html data-offline-data>`: waiting for a sign-in, or started. */
function markOfflineData(state: 'waiting-for-sign-in' | 'started') {
  document.documentElement.dataset.offlineData = state;
}

/**
 * Online, the IndexedDB side (dexie, about 30 kB gzip and a slow phone's 100 ms) starts only
 * where it has work: a browser that holds saved data or queued forms (it may have to send them,
 * or forget a signed-out person's data), or once someone is signed in (their dashboard is kept
 * for offline use). A first-time visitor's landing page never loads it. Going offline loads it
 * too, through the saved-data restore.
 */
async function startWhenNeeded(load: () => Promise<unknown>, loadQueryClient: () => Promise<QueryClient>) {
  const started = () => void load().catch(() => {});
  if (await hasSavedData()) return started();
  markOfflineData('waiting-for-sign-in');
  const queryClient = await loadQueryClient().catch(() => null);
  if (!queryClient) return started();
  const signedIn = () => profileUserId(queryClient.getQueryData(USER_QUERY_KEY)) !== null;
  if (signedIn()) return started();
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (!signedIn()) return;
    unsubscribe();
    started();
  });
}
