import { OrderDocumentsSchema } from '@dtm/shared/invoices';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/orders/:id/documents: read again with the order after a refund (same key prefix). */
export const adminOrderDocumentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'detail', id, 'documents'],
    queryFn: ({ signal }) => apiGet(`/api/admin/orders/${id}/documents`, OrderDocumentsSchema, signal),
  });
