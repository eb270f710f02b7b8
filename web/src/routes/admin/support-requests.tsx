import { createFileRoute } from '@tanstack/react-router';
import { adminSupportRequestsQueryOptions } from '../../features/admin/api/support-requests';
import { SupportRequestsPage } from '../../features/admin/support/support-requests-page';

export const Route = createFileRoute('/admin/support-requests')({
  loader: ({ context }) => context.queryClient.prefetchQuery(adminSupportRequestsQueryOptions()),
  component: SupportRequestsPage,
});
