import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureUser } from '../features/auth/api/get-user';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { PageLoadFailed } from '../features/shell/page-load-failed';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context }) => {
    const user = await ensureUser(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/dashboard' }, replace: true });
  },
  errorComponent: PageLoadFailed,
  component: DashboardPage,
});
