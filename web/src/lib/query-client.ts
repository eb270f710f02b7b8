import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * One client for the app. Spec section 9: no automatic retry, no refetch on window focus,
 * no polling, data never stale; screens refresh by invalidating after a change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: {
      retry: false,
    },
  },
});
