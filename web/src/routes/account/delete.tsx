import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountPage } from '../../features/account';

export const Route = createFileRoute('/account/delete')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  component: DeleteAccountRoute,
});

function DeleteAccountRoute() {
  const { token } = Route.useSearch();
  return <DeleteAccountPage token={token ?? null} />;
}
