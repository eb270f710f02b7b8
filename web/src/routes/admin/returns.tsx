import { createFileRoute } from '@tanstack/react-router';
import { adminReturnsQueryOptions } from '../../features/admin/api/returns';
import { ReturnsPage } from '../../features/admin/returns/returns-page';

export const Route = createFileRoute('/admin/returns')({
  loader: ({ context }) => context.queryClient.prefetchQuery(adminReturnsQueryOptions()),
  component: ReturnsPage,
});
