import { type CheckoutOrder, CheckoutOrderSchema } from '@dtm/shared/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/orders/:id: the order as the server priced it (a frame or character: what checkout pays). */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<CheckoutOrder> {
  return apiGet(`/api/orders/${encodeURIComponent(orderId)}`, CheckoutOrderSchema, signal);
}

/** Orders are keyed `['orders', id]`, so a change to any order can invalidate them all by prefix. */
export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', orderId], queryFn: ({ signal }) => getOrder(orderId, signal) });
}
