import { SellerDetailsSchema } from '@dtm/shared/invoices';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/legal/seller: the operator as the invoices name it (the server's configuration). */
export function sellerQueryOptions() {
  return queryOptions({
    queryKey: ['legal', 'seller'],
    queryFn: ({ signal }) => apiGet('/api/legal/seller', SellerDetailsSchema, signal),
    staleTime: 60 * 60_000,
  });
}
