import type { Workbox } from 'workbox-window';
import { appStore } from '../../components/toast/toast-state';
import { whenAppSettled } from '../../lib/app-started';
import { pendingUpdateAtom } from './offline-state';

/** How often an open tab asks for a new deployment, besides each time it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the Workbox service worker (built by vite-plugin-pwa as /sw.js). A new build
 * installs in the background and waits; the update prompt offers "Reload", which activates
 * it and reloads every open tab, so no page runs old code against the new build's files.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Its first install fetches every built file (about 2 MB): on a phone that competes with the
  // first page's start for the CPU and the connection, so it waits until the app has settled.
  whenAppSettled(() => {
    void import('workbox-window')
      .then(({ Workbox }) => watchServiceWorker(new Workbox('/sw.js', { scope: '/' })))
      .catch(() => {
        // No service worker this time (the file did not load): the site works online as before.
      });
  });
}

function watchServiceWorker(workbox: Workbox): void {
  workbox.addEventListener('waiting', () => {
    appStore.set(pendingUpdateAtom, () => () => {
      workbox.messageSkipWaiting();
    });
  });
  // A new build took over (here or from another tab's "Reload"): load its pages. The very first
  // install also takes control (clientsClaim) but changes nothing the page runs, so no reload.
  let controlled = Boolean(navigator.serviceWorker.controller);
  workbox.addEventListener('controlling', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });

  void workbox.register().catch(() => {
    // No service worker (private mode, blocked by policy): the site works online as before.
  });
  const check = () => {
    if (navigator.onLine) void workbox.update().catch(() => {});
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_MS);
}
