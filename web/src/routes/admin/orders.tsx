import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { adminOrdersQueryOptions } from '../../features/admin/api/orders';
import { OrdersPage } from '../../features/admin/orders/orders-page';

const OrdersSearchSchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export const Route = createFileRoute('/admin/orders')({
  validateSearch: OrdersSearchSchema,
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminOrdersQueryOptions(deps)),
  component: OrdersPage,
});
