import { AnimationSchema } from '@dtm/shared/animations';
import { BackgroundSchema } from '@dtm/shared/backgrounds';
import type { AnimationCategory } from '@dtm/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getParsed } from '../../dashboard/api/fetch-parsed';

/** GET /api/animations(?category=): the active animations for sale. */
export function animationsQueryOptions(category?: AnimationCategory) {
  const query = category ? `?${new URLSearchParams({ category })}` : '';
  return queryOptions({
    queryKey: ['animations', { category: category ?? null }],
    queryFn: ({ signal }) => getParsed(`/api/animations${query}`, z.array(AnimationSchema), signal),
  });
}

/** GET /api/backgrounds: every active background (the page filters by category). */
export function backgroundsQueryOptions() {
  return queryOptions({
    queryKey: ['backgrounds'],
    queryFn: ({ signal }) => getParsed('/api/backgrounds', z.array(BackgroundSchema), signal),
  });
}
