import { createFileRoute } from '@tanstack/react-router';
import { parseAdminSupportSearch } from '../../features/admin/admin-search';
import { adminSupportRequestsQueryOptions } from '../../features/admin/api/support-requests';
import { SupportRequestsPage } from '../../features/admin/support/support-requests-page';

export const Route = createFileRoute('/admin/support-requests')({
  validateSearch: parseAdminSupportSearch,
  loaderDeps: ({ search }) => ({ search: search.search, status: search.status }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminSupportRequestsQueryOptions(deps)),
  component: SupportRequestsPage,
});
