import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureUser } from '../../../features/auth/api/get-user';
import { parseMarketplaceSearch } from '../../../features/marketplace/marketplace-search';
import { PageLoadFailed } from '../../../features/shell/page-load-failed';
import { variationsQueryOptions } from '../../../features/variations/api/variations';
import { VariationsPage } from '../../../features/variations/variations-page';

export const Route = createFileRoute('/character/$id/variations')({
  validateSearch: parseMarketplaceSearch,
  // Spec section 2: signed-out visitors go to /, a missing id to /dashboard.
  beforeLoad: async ({ context, params }) => {
    const user = await ensureUser(context.queryClient);
    if (!user) throw redirect({ to: '/', replace: true });
    if (!params.id.trim()) throw redirect({ to: '/dashboard', replace: true });
  },
  // Started early; the page shows loading, "Character Not Found" and error states itself.
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(variationsQueryOptions(params.id)),
  errorComponent: PageLoadFailed,
  component: VariationsRoute,
});

function VariationsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VariationsPage
      key={id}
      id={id}
      search={search}
      clearSearch={() => void navigate({ search: {}, replace: true, resetScroll: false })}
    />
  );
}
