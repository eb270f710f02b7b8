import { type OrderArtworkDetails, OrderArtworkDetailsSchema } from '@dtm/shared/uploads';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/order/:orderId/artwork: the submitted files of an order (its owner and admins only). */
export function getOrderArtwork(orderId: string, signal?: AbortSignal): Promise<OrderArtworkDetails> {
  return apiGet(`/api/order/${encodeURIComponent(orderId)}/artwork`, OrderArtworkDetailsSchema, signal);
}

/** Keyed under the order (`['orders', id, 'artwork']`), so a change to orders invalidates it too. */
export function orderArtworkQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', orderId, 'artwork'],
    queryFn: ({ signal }) => getOrderArtwork(orderId, signal),
  });
}
