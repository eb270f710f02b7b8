import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../features/auth/api/get-user';
import { readHint, writeHint } from '../features/auth/signed-in-hint';
import { parseHomeSearch, useSignedOutToast } from '../features/auth/signed-out-toast';
import { DashboardSkeleton } from '../features/dashboard/dashboard-skeleton';
import { LandingPage } from '../features/landing/landing-page';
import { announceAppStarted } from '../lib/app-started';

// The dashboard (and its schemas) loads only for signed-in visitors: the landing page stays light.
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);

export const Route = createFileRoute('/')({
  validateSearch: parseHomeSearch,
  component: HomePage,
});

/**
 * Spec section 2: the dashboard when signed in, otherwise the landing page. A visitor who was not
 * signed in last time sees the landing at once (no wait for the session check).
 */
function HomePage() {
  useSignedOutToast();
  const auth = useAuth();
  useEffect(() => {
    if (auth.status === 'signed-in' || auth.status === 'signed-out') writeHint(auth.status === 'signed-in');
  }, [auth.status]);
  // Signed in: the dashboard replaces the built landing, which the app then no longer takes over
  // down to its last section (where below-the-fold.tsx announces the start otherwise).
  useEffect(() => {
    if (auth.status === 'signed-in') announceAppStarted();
  }, [auth.status]);
  if (auth.status === 'loading') return readHint() ? <DashboardSkeleton /> : <LandingPage />;
  if (auth.status === 'signed-in') {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardPage />
      </Suspense>
    );
  }
  return <LandingPage />;
}
