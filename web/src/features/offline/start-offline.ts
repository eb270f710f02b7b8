import type { QueryClient } from '@tanstack/react-query';
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
 * loaded as its own chunk. With no connection the saved data is put back before the first
 * render, so the router finds the signed-in person; online the page does not wait for it.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  captureInstallPrompt();
  registerServiceWorker();
  const load = () =>
    import('./offline-data').then((module) => {
      module.startOfflineData(queryClient);
      return module;
    });
  if (navigator.onLine) {
    // Online, the first page comes first: IndexedDB (dexie) starts once the browser is idle.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void load(), { timeout: 2000 });
    return;
  }
  const offlineData = load();
  const budget = new Promise((resolve) => setTimeout(resolve, RESTORE_BUDGET_MS));
  await Promise.race([offlineData.then((module) => module.restoreQueries(queryClient)), budget]);
}
