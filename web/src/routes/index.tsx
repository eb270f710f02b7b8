import { createFileRoute } from '@tanstack/react-router';
import { parseHomeSearch, useSignedOutToast } from '../features/auth/signed-out-toast';
import { LandingPage } from '../features/landing/landing-page';

export const Route = createFileRoute('/')({
  validateSearch: parseHomeSearch,
  component: HomePage,
});

function HomePage() {
  useSignedOutToast();
  return <LandingPage />;
}
