import type { QueryClient } from '@tanstack/react-query';
import { userAnimationsQueryOptions, userBackgroundsQueryOptions } from '../../../lib/user-purchases';
import { userCharactersQueryOptions, userFramesQueryOptions, userOrdersQueryOptions } from './get-user-creations';

/** Starts every dashboard list at once (not awaited: each section shows its own loading and error state). */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(userFramesQueryOptions());
  void queryClient.prefetchQuery(userCharactersQueryOptions());
  void queryClient.prefetchQuery(userOrdersQueryOptions());
  void queryClient.prefetchQuery(userAnimationsQueryOptions());
  void queryClient.prefetchQuery(userBackgroundsQueryOptions());
}
