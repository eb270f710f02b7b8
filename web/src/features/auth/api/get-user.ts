import type { CurrentUser as ApiCurrentUser } from '@dtm/shared/users';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getQueryFn } from '../../../lib/api-client';

// The fields the shell reads from GET /api/auth/user (spec section 7). This is a zod/mini
// mirror of shared `CurrentUserSchema` on purpose: importing the shared schema would pull the
// full zod (about 20 kB gzip) into the first page's bundle; the pages with forms load it later.
// The type check below keeps the mirror honest: whatever the API promises, this accepts.
export const CurrentUserSchema = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  email: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  profileImageUrl: z.nullish(z.string()),
  isAdmin: z._default(z.boolean(), false),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

type Accepts<Wide, Narrow extends Wide> = Narrow;
export type MirrorAcceptsApiUser = Accepts<z.input<typeof CurrentUserSchema>, ApiCurrentUser>;

const readUser = getQueryFn({ on401: 'returnNull' });

/** The user query's key: the URL's segments (spec section 7); invalidate it after a profile change. */
export const USER_QUERY_KEY = ['/api', 'auth', 'user'] as const;

/** The signed-in user, or null when the API answers 401 (signed out). */
export function userQueryOptions() {
  return queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: async (context): Promise<CurrentUser | null> => {
      const body = await readUser(context);
      return body === null ? null : CurrentUserSchema.parse(body);
    },
  });
}

/**
 * For route guards: the user from the cache, else asked once. Throws when the state could
 * not be read (not a 401), so a guard never sends someone away on a guess.
 */
export function ensureUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.ensureQueryData(userQueryOptions());
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: CurrentUser };

/**
 * The sign-in state of spec section 4. Only a 401 means signed out; any other failure
 * (API down, 5xx) is `unknown`, so the shell never claims a state it could not check.
 */
export function useAuth(): AuthState {
  const query = useQuery(userQueryOptions());
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'unknown' };
  return query.data ? { status: 'signed-in', user: query.data } : { status: 'signed-out' };
}
