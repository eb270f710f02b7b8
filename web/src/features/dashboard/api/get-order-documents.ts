import { OrderDocumentsSchema } from '@dtm/shared/invoices';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/orders/:id/documents: the paid order's invoice and credit notes, with their download paths. */
export function orderDocumentsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', orderId, 'documents'],
    queryFn: ({ signal }) => apiGet(`/api/orders/${orderId}/documents`, OrderDocumentsSchema, signal),
    staleTime: 5 * 60_000,
  });
}
