import { AnimationSchema } from '@dtm/shared/animations';
import { BackgroundSchema } from '@dtm/shared/backgrounds';
import type { AnimationCategory } from '@dtm/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/** GET /api/animations(?category=): the active animations for sale. */
export function animationsQueryOptions(category?: AnimationCategory) {
  const query = category ? `?${new URLSearchParams({ category })}` : '';
  return queryOptions({
    queryKey: ['animations', { category: category ?? null }],
    queryFn: ({ signal }) => apiGet(`/api/animations${query}`, z.array(AnimationSchema), signal),
  });
}

/** GET /api/backgrounds: every active background (the page filters by category). */
export function backgroundsQueryOptions() {
  return queryOptions({
    queryKey: ['backgrounds'],
    queryFn: ({ signal }) => apiGet('/api/backgrounds', z.array(BackgroundSchema), signal),
  });
}
