import { type OrderArtworkDetails, OrderArtworkDetailsSchema } from '@dtm/shared/uploads';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/order/:orderId/artwork: the submitted files of an order (its owner and admins only). */
export async function getOrderArtwork(orderId: string): Promise<OrderArtworkDetails> {
  const response = await apiRequest('GET', `/api/order/${encodeURIComponent(orderId)}/artwork`);
  return OrderArtworkDetailsSchema.parse(await response.json());
}

/** Keyed under the order (`['orders', id, 'artwork']`), so a change to orders invalidates it too. */
export function orderArtworkQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', orderId, 'artwork'], queryFn: () => getOrderArtwork(orderId) });
}
