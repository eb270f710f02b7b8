import { createFileRoute } from '@tanstack/react-router';
import { adminVariationsQueryOptions } from '../../features/admin/api/variations';
import { parseAdminVariationSearch } from '../../features/admin/variations/variation-search';
import { VariationsPage } from '../../features/admin/variations/variations-page';

export const Route = createFileRoute('/admin/variations')({
  validateSearch: parseAdminVariationSearch,
  loaderDeps: ({ search }) => ({ search: search.search, status: search.status }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminVariationsQueryOptions(deps)),
  component: VariationsPage,
});
