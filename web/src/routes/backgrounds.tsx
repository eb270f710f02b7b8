import { createFileRoute } from '@tanstack/react-router';
import { backgroundsQueryOptions } from '../features/marketplace/api/get-catalog';
import { BackgroundMarketplacePage } from '../features/marketplace/background-marketplace-page';
import { type MarketplaceSearch, parseMarketplaceSearch } from '../features/marketplace/marketplace-search';

export const Route = createFileRoute('/backgrounds')({
  validateSearch: parseMarketplaceSearch,
  // Started early (also on hover of a link); the page shows loading, empty and error states itself.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(backgroundsQueryOptions()),
  component: BackgroundsRoute,
});

function BackgroundsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BackgroundMarketplacePage
      search={search}
      setSearch={(next: MarketplaceSearch) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
