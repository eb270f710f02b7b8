import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureUser } from '../features/auth/api/get-user';
import { prefetchDashboard } from '../features/dashboard/api/prefetch-dashboard';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { PageLoadFailed } from '../features/shell/page-load-failed';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context }) => {
    const user = await ensureUser(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/dashboard' }, replace: true });
  },
  loader: ({ context: { queryClient } }) => prefetchDashboard(queryClient),
  errorComponent: PageLoadFailed,
  component: DashboardPage,
});
