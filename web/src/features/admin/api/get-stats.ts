import { AdminStatsSchema } from '@dtm/shared/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/stats: the dashboard's cards, recent orders and chart. */
export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiGet('/api/admin/stats', AdminStatsSchema, signal),
  });
