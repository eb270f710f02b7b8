import { UserFrameSchema } from '@dtm/shared/frames';
import { CustomerOrderSchema, DashboardCharacterSchema } from '@dtm/shared/user';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { USER_KEYS } from '../../../lib/user-keys';

/** GET /api/user/frames: the customer's frames, newest first. */
export function userFramesQueryOptions() {
  return queryOptions({
    queryKey: USER_KEYS.frames,
    queryFn: ({ signal }) => apiGet('/api/user/frames', z.array(UserFrameSchema), signal),
  });
}

/** GET /api/user/characters: with the finished animation's download once an admin uploaded it. */
export function userCharactersQueryOptions() {
  return queryOptions({
    queryKey: USER_KEYS.characters,
    queryFn: ({ signal }) => apiGet('/api/user/characters', z.array(DashboardCharacterSchema), signal),
  });
}

/** GET /api/user/orders: payment and fulfilment status of each order. */
export function userOrdersQueryOptions() {
  return queryOptions({
    queryKey: USER_KEYS.orders,
    queryFn: ({ signal }) => apiGet('/api/user/orders', z.array(CustomerOrderSchema), signal),
  });
}
