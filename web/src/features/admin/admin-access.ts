import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type CurrentUser, ensureUser } from '../auth/api/get-user';

/** A signed-in customer asked for an admin page: the route shows the refusal page, not a blank one. */
export class AdminAccessRefusedError extends Error {
  readonly user: CurrentUser;

  constructor(user: CurrentUser) {
    super('This area is for shop administrators.');
    this.name = 'AdminAccessRefusedError';
    this.user = user;
  }
}

/**
 * The /admin guard (the API enforces the same on every /api/admin call): signed out goes to
 * /admin/login, a customer is refused, an admin passes.
 */
export async function requireAdmin(queryClient: QueryClient): Promise<CurrentUser> {
  const user = await ensureUser(queryClient);
  if (!user) throw redirect({ to: '/admin/login', replace: true });
  if (!user.isAdmin) throw new AdminAccessRefusedError(user);
  return user;
}
