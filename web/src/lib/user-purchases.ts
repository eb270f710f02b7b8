import { OwnedAnimationSchema, OwnedBackgroundSchema, OwnedVariationSchema } from '@dtm/shared/user';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './api-client';
import { USER_KEYS } from './user-keys';

/** GET /api/user/animations: the animations the customer bought. */
export function userAnimationsQueryOptions() {
  return queryOptions({
    queryKey: USER_KEYS.animations,
    queryFn: ({ signal }) => apiGet('/api/user/animations', z.array(OwnedAnimationSchema), signal),
  });
}

/** GET /api/user/backgrounds: the backgrounds the customer bought. */
export function userBackgroundsQueryOptions() {
  return queryOptions({
    queryKey: USER_KEYS.backgrounds,
    queryFn: ({ signal }) => apiGet('/api/user/backgrounds', z.array(OwnedBackgroundSchema), signal),
  });
}

/** GET /api/user/variations: every variation of the customer's, each being made or ready. */
export function userVariationsQueryOptions() {
  return queryOptions({
    queryKey: USER_KEYS.allVariations,
    queryFn: ({ signal }) => apiGet('/api/user/variations', z.array(OwnedVariationSchema), signal),
  });
}
