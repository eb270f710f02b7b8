import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec section 2: an admin path with no page of its own falls back to the admin dashboard.
export const Route = createFileRoute('/admin/$')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
