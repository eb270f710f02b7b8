import type { AdminStats } from '@dtm/shared/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminGet } from './admin-fetch';

/** GET /api/admin/stats: the dashboard's cards, recent orders and chart. */
export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => adminGet<AdminStats>('/api/admin/stats', signal),
  });
