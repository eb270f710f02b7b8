import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client arrives as its own chunk (TanStack Query is about 10 kB gzip): the
 * landing page paints without it (issue 17, first-load budget), every other page waits for it
 * in the root route's `beforeLoad` (routes/__root.tsx). Once loaded it never changes.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

/** The query client when its chunk has arrived, else undefined. */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

/** Loads the query client's chunk (once; a failed load, offline before it was cached, is tried again next time). */
export function loadQueryClient(): Promise<QueryClient> {
  if (client) return Promise.resolve(client);
  if (!loading) {
    const pending = import('./query-client').then(({ queryClient }) => {
      client = queryClient;
      for (const listener of listeners) listener();
      return queryClient;
    });
    pending.catch(() => {
      if (loading === pending) loading = null;
    });
    loading = pending;
  }
  return loading;
}

/** Runs `listener` once the query client has arrived. */
export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
