import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec section 2: the admin dashboard is the fallback for /admin and /admin/*.
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
