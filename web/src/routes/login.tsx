import { createFileRoute } from '@tanstack/react-router';
import { ensureUser } from '../features/auth/api/get-user';
import { LoginPage } from '../features/auth/login-page';
import { parseLoginSearch } from '../features/auth/login-search';
import { redirectToReturnTo } from '../features/auth/return-to';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: async ({ context, search }) => {
    // If the state cannot be read, the form is still the way forward.
    const user = await ensureUser(context.queryClient).catch(() => null);
    if (user) throw await redirectToReturnTo(search.returnTo);
  },
  component: LoginPage,
});
