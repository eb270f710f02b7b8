import { TOASTS } from '@dtm/shared/messages';
import { showToast } from '../../../components/toast';
import { seemsOffline, subscribeConnection } from '../../../lib/connection';
import type { OutboxKind } from '../db';
import { flushOutbox } from './outbox';

const SENT_TOAST: Record<OutboxKind, (typeof TOASTS)[keyof typeof TOASTS]> = {
  'support-request': TOASTS.messageSent,
  return: TOASTS.returnSubmitted,
};

/** Waits before trying again when the connection came back only half-way (the first requests fail). */
const RETRY_DELAYS_MS = [2000, 5000, 15000, 60000];

let running: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

function retryLater(attempt: number) {
  // After the last step it keeps trying at the slowest pace: a Wi-Fi with no internet looks
  // online to the browser, so no `online` event may ever come.
  const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
  clearTimeout(retry);
  if (delay === undefined || !navigator.onLine) return;
  retry = setTimeout(() => void sendQueuedForms(attempt + 1), delay);
}

/** One flush at a time in this tab (and, where the browser has Web Locks, across tabs). */
export function sendQueuedForms(attempt = 0): Promise<void> {
  if (running) return running;
  const flush = async () => {
    const report = await flushOutbox();
    const last = report.sent.at(-1);
    if (last) showToast(SENT_TOAST[last.kind]);
    if (report.stalled) retryLater(attempt);
  };
  const locked = 'locks' in navigator ? navigator.locks.request('dtm-outbox', flush) : flush();
  running = Promise.resolve(locked)
    .catch(() => {
      // IndexedDB unavailable: nothing was queued either.
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * Sends queued forms when the app starts and whenever the connection returns. Browsers with
 * Background Sync also replay them from the service worker (runtime-caching.ts), even with the
 * tab closed; both carry the same idempotency key.
 */
export function startOutboxSync(): () => void {
  // The browser's `online` event, or the API answering again after requests got none.
  let offline = seemsOffline();
  const onConnection = () => {
    const was = offline;
    offline = seemsOffline();
    if (was && !offline) void sendQueuedForms();
  };
  // Also when the person comes back to the tab: an `online` event may have come and gone unnoticed.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void sendQueuedForms();
  };
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = subscribeConnection(onConnection);
  if (navigator.onLine) void sendQueuedForms();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
