import { createFileRoute } from '@tanstack/react-router';
import { adminStatsQueryOptions } from '../../features/admin/api/get-stats';
import { AdminDashboardPage } from '../../features/admin/dashboard/admin-dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  // Prefetch, not ensure: a failed read shows the page's own error state with its retry.
  loader: ({ context }) => context.queryClient.prefetchQuery(adminStatsQueryOptions()),
  component: AdminDashboardPage,
});
