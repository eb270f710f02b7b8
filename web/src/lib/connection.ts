/**
 * Whether the API can be reached, as the app last saw it. `navigator.onLine` only knows about
 * the network card: a phone on a Wi-Fi with no internet (or a browser that misreports) says
 * "online" while every request fails. The API client notes each answer and each request that
 * got none; the offline mark, the outbox and the route guards read it beside `navigator.onLine`.
 */
let unreachable = false;

/** Set by the service worker on an answer it took from its cache (features/offline/runtime-caching.ts). */
export const CACHED_COPY_HEADER = 'x-dtm-cached-copy';

const listeners = new Set<() => void>();

// The browser found a network again: the next request will tell whether the API is there.
if (typeof window !== 'undefined') window.addEventListener('online', () => noteApiReachable(true));

/** Called by the API client: an answer came back (`true`) or a request got none (`false`). */
export function noteApiReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  for (const listener of listeners) listener();
}

/** True when the browser says offline, or the last API request got no answer. */
export function seemsOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || unreachable;
}

/** Runs `listener` whenever `seemsOffline()` may have changed (the browser's events included). */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

type RestoreSavedData = () => Promise<void>;
let restoreSaved: RestoreSavedData | null = null;

/** The offline feature says how to put the signed-in person's saved data back (from IndexedDB). */
export function provideSavedDataRestore(restore: RestoreSavedData): void {
  restoreSaved = restore;
}

/**
 * Puts the saved data back into the query client, when the offline feature provides it
 * (a route guard calls this when the API could not be reached, whatever `navigator.onLine` said).
 */
export async function restoreSavedData(): Promise<void> {
  await restoreSaved?.();
}
