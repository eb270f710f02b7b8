import { createFileRoute } from '@tanstack/react-router';
import { AnimationMarketplacePage } from '../features/marketplace/animation-marketplace-page';
import { animationsQueryOptions } from '../features/marketplace/api/get-catalog';
import {
  animationCategory,
  type MarketplaceSearch,
  parseMarketplaceSearch,
} from '../features/marketplace/marketplace-search';

export const Route = createFileRoute('/marketplace')({
  validateSearch: parseMarketplaceSearch,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // Started early (also on hover of a link); the page shows loading, empty and error states itself.
  loader: ({ context: { queryClient }, deps: { category } }) =>
    void queryClient.prefetchQuery(animationsQueryOptions(animationCategory(category))),
  component: MarketplaceRoute,
});

function MarketplaceRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AnimationMarketplacePage
      search={search}
      setSearch={(next: MarketplaceSearch) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
