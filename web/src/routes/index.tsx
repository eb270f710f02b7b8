import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
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

/** Set while this browser was last seen signed in: only then does `/` wait for the session check. */
const SIGNED_IN_HINT = 'dtm-signed-in';

function readHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage may be off (private mode): the landing page then shows while the check runs.
  }
}

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
