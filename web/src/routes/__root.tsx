import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { PendingOrderLinker } from '../features/checkout/pending-order/pending-order-linker';
import { CookieBanner } from '../features/cookies/cookie-banner';
import { AppShell } from '../features/shell/app-shell';
import { NotFoundPage } from '../features/shell/not-found-page';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <AppShell
      extras={
        <>
          <PendingOrderLinker />
          <CookieBanner />
        </>
      }
    />
  );
}
