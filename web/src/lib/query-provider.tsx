import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { loadedQueryClient, subscribeQueryClient } from './query-client-loader';

/**
 * TanStack Query's `QueryClientProvider`, for a client that arrives after the first paint
 * (lib/query-client-loader.ts). The tree under it stays mounted when the client arrives (only
 * the context value changes); until then nothing under it may read queries: the landing page
 * reads the sign-in state through features/auth (a store the query layer feeds), every other
 * page waits for the client in its route's `beforeLoad`.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, loadedQueryClient, loadedQueryClient);
  // What QueryClientProvider does: the client follows focus and connection while it is in use.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
