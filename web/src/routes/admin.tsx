import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../features/admin/admin-access';
import { AdminLayout } from '../features/admin/admin-layout';
import { AdminRouteError } from '../features/admin/admin-route-error';

export const Route = createFileRoute('/admin')({
  staticData: { ownChrome: true },
  beforeLoad: async ({ context }) => {
    await requireAdmin(context.queryClient);
  },
  errorComponent: AdminRouteError,
  component: AdminLayout,
  // Checking the admin's session: a word at once instead of an empty page.
  pendingMs: 0,
  pendingComponent: AdminPending,
});

function AdminPending() {
  return (
    <p role="status" className="p-6 font-semibold">
      Opening the back office…
    </p>
  );
}
