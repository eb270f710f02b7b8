import { createFileRoute } from '@tanstack/react-router';
import { adminVouchersQueryOptions } from '../../features/admin/api/vouchers';
import { VouchersPage } from '../../features/admin/vouchers/vouchers-page';

export const Route = createFileRoute('/admin/vouchers')({
  loader: ({ context }) => context.queryClient.prefetchQuery(adminVouchersQueryOptions()),
  component: VouchersPage,
});
