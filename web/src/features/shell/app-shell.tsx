import { Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OfflineMark } from '../offline/offline-mark';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** True while a route that draws its own header is shown (not when it failed and shows an error page). */
function useRouteHasOwnChrome(): boolean {
  return useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.ownChrome && match.status !== 'error'),
  });
}

/**
 * The frame of every page: skip link, fixed top bar, the page, the footer. `extras` (the pending
 * order linker, the cookie banner) come from the root route, so the shell imports no feature.
 */
export function AppShell({ extras }: { extras?: ReactNode }) {
  if (useRouteHasOwnChrome()) return <Outlet />;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <OfflineMark />
        <Outlet />
      </main>
      <SiteFooter />
      {extras}
    </div>
  );
}
