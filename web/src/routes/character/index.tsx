import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec section 2: /character/:id/variations without an id goes to the dashboard.
export const Route = createFileRoute('/character/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
