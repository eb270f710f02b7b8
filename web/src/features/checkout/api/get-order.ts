import { type Order, OrderSchema } from '@dtm/shared/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/orders/:id: the order as the server priced it. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiGet(`/api/orders/${encodeURIComponent(orderId)}`, OrderSchema, signal);
}

/** Orders are keyed `['orders', id]`, so a change to any order can invalidate them all by prefix. */
export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', orderId], queryFn: ({ signal }) => getOrder(orderId, signal) });
}
