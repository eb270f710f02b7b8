import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * One client for the app. Spec section 9: no automatic retry, no refetch on window focus,
 * no polling, data never stale; screens refresh by invalidating after a change.
 * Offline, saved data comes back from IndexedDB (features/offline/query-persistence.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
      // Ask even when the browser says offline: the service worker may answer from its cache,
      // and a page without saved data shows its error (the offline page) instead of waiting forever.
      networkMode: 'offlineFirst',
    },
    mutations: {
      retry: false,
    },
  },
});
