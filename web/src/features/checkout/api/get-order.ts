import { type Order, OrderSchema } from '@dtm/shared/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/orders/:id: the order as the server priced it. */
export async function getOrder(orderId: string): Promise<Order> {
  const response = await apiRequest('GET', `/api/orders/${encodeURIComponent(orderId)}`);
  return OrderSchema.parse(await response.json());
}

/** Orders are keyed `['orders', id]`, so a change to any order can invalidate them all by prefix. */
export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', orderId], queryFn: () => getOrder(orderId) });
}
