import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, type ParsedLocation } from '@tanstack/react-router';
import { PendingOrderLinker } from '../features/checkout/pending-order/pending-order-linker';
import { CookieBanner } from '../features/cookies/cookie-banner';
import { AppShell } from '../features/shell/app-shell';
import { AppStarted } from '../lib/app-started';
import { loadedQueryClient, loadQueryClient } from '../lib/query-client-loader';

export type RouterContext = { queryClient: QueryClient };

/**
 * The query client arrives as its own chunk (lib/query-client-loader.ts). Every page's loaders
 * and guards read it from the context, so the first page waits for it here, once; the landing
 * page (`/`, no loader nor guard: it reads the sign-in state through `useAuth`) paints without it.
 */
function withQueryClient({
  location,
}: {
  location: ParsedLocation;
}): RouterContext | Promise<RouterContext> | undefined {
  const queryClient = loadedQueryClient();
  if (queryClient) return { queryClient };
  if (location.pathname === '/') return undefined;
  return loadQueryClient().then((loaded) => ({ queryClient: loaded }));
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: withQueryClient,
  component: RootLayout,
  // Only an unknown address shows it: its own chunk, out of every page's first load.
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/not-found-page'), 'NotFoundPage'),
});

function RootLayout() {
  return (
    <>
      <AppShell
        extras={
          <>
            <PendingOrderLinker />
            <CookieBanner />
          </>
        }
      />
      <AppStarted />
    </>
  );
}
