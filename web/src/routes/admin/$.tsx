import { createFileRoute } from '@tanstack/react-router';
import { AdminNotFoundPage } from '../../features/admin/admin-not-found-page';

// Spec section 2: an admin path with no page of its own says "404 Page Not Found" inside the
// back office (issue #22); /admin itself goes to the dashboard (routes/admin/index.tsx).
export const Route = createFileRoute('/admin/$')({
  component: AdminNotFoundPage,
});
