import { createFileRoute } from '@tanstack/react-router';
import { parseAdminPagedSearch } from '../../features/admin/admin-search';
import { adminOrdersQueryOptions } from '../../features/admin/api/orders';
import { OrdersPage } from '../../features/admin/orders/orders-page';

export const Route = createFileRoute('/admin/orders')({
  validateSearch: parseAdminPagedSearch,
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminOrdersQueryOptions(deps)),
  component: OrdersPage,
});
