import { createFileRoute } from '@tanstack/react-router';
import { parseAdminOrderSearch } from '../../features/admin/admin-search';
import { adminOrdersQueryOptions } from '../../features/admin/api/orders';
import { OrdersPage } from '../../features/admin/orders/orders-page';

export const Route = createFileRoute('/admin/orders')({
  validateSearch: parseAdminOrderSearch,
  loaderDeps: ({ search }) => ({ search: search.search, type: search.type, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminOrdersQueryOptions(deps)),
  component: OrdersPage,
});
