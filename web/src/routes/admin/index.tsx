import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec section 2: the admin dashboard is where /admin leads; other unknown /admin paths show the 404 page.
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
