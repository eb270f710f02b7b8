import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { ensureUser } from '../features/auth/api/get-user';

// Not under the /admin layout (the trailing underscore): signed-out people must reach it.
export const Route = createFileRoute('/admin_/login')({
  beforeLoad: async ({ context }) => {
    const user = await ensureUser(context.queryClient).catch(() => null);
    if (user?.isAdmin) throw redirect({ to: '/admin/dashboard', replace: true });
  },
  component: AdminLoginPage,
});
