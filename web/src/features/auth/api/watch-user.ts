import { type QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { type AuthState, type CurrentUser, publishAuthState, userQueryOptions } from './get-user';

function authStateOf(result: QueryObserverResult<CurrentUser | null>): AuthState {
  if (result.isPending) return { status: 'loading' };
  if (result.isError) return { status: 'unknown' };
  return result.data ? { status: 'signed-in', user: result.data } : { status: 'signed-out' };
}

/**
 * The user query, observed for as long as the app runs (the shell always shows the sign-in
 * state), its state handed to `useAuth` (./get-user.ts). `early` is the answer to a request sent
 * before the query client had arrived: the query takes it instead of asking again.
 */
export function watchUserQuery(queryClient: QueryClient, early: Promise<CurrentUser | null> | undefined): void {
  if (early) void queryClient.prefetchQuery({ ...userQueryOptions(), queryFn: () => early });
  const observer = new QueryObserver(queryClient, userQueryOptions());
  const retry = () => void observer.refetch({ cancelRefetch: false });
  const publish = (result: QueryObserverResult<CurrentUser | null>) => publishAuthState(authStateOf(result), retry);
  observer.subscribe(publish);
  publish(observer.getCurrentResult());

  // A sign-out that empties the cache (removeQueries, then the user set to null) replaces the
  // user query: the observer follows the new one, as `useQuery` did on its next render.
  const cache = queryClient.getQueryCache();
  const hash = observer.getCurrentQuery().queryHash;
  const followed = (): boolean => {
    const current: unknown = observer.getCurrentQuery();
    return cache.get(hash) === current;
  };
  cache.subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    queueMicrotask(() => {
      if (followed()) return;
      observer.setOptions(userQueryOptions());
      publish(observer.getCurrentResult());
    });
  });
}
