import { AdminVariationSchema } from '@dtm/shared/variations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, searchParams } from '../../../lib/api-client';
import type { AdminVariationSearch } from '../variations/variation-search';

/** GET /api/admin/variations: the bought variations, by status and search, newest first. */
export const adminVariationsQueryOptions = (filter: AdminVariationSearch = {}) =>
  queryOptions({
    queryKey: ['admin', 'variations', { search: filter.search, status: filter.status }],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/variations${searchParams({ search: filter.search, status: filter.status })}`,
        z.array(AdminVariationSchema),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
