import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '../features/auth/api/get-user';
import { parseHomeSearch, useSignedOutToast } from '../features/auth/signed-out-toast';
import { DashboardSkeleton } from '../features/dashboard/dashboard-skeleton';
import { LandingPage } from '../features/landing/landing-page';

// The dashboard (and its schemas) loads only for signed-in visitors: the landing page stays light.
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);

export const Route = createFileRoute('/')({
  validateSearch: parseHomeSearch,
  component: HomePage,
});

/** Spec section 2: the dashboard when signed in, otherwise the landing page. */
function HomePage() {
  useSignedOutToast();
  const auth = useAuth();
  if (auth.status === 'loading') return <DashboardSkeleton />;
  if (auth.status === 'signed-in') {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardPage />
      </Suspense>
    );
  }
  return <LandingPage />;
}
