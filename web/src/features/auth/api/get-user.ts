import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getQueryFn } from '../../../lib/api';

// The fields the shell reads from GET /api/auth/user (spec section 7). zod/mini keeps the
// shell's bundle small: the full zod loads with the pages that need forms.
// TODO(shared): move to shared/src/auth.ts once the shared user schema exists.
export const CurrentUserSchema = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  email: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  profileImageUrl: z.nullish(z.string()),
  isAdmin: z._default(z.boolean(), false),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

const readUser = getQueryFn<unknown>({ on401: 'returnNull' });

/** The signed-in user, or null when the API answers 401 (signed out). */
export function userQueryOptions() {
  return queryOptions({
    queryKey: ['/api', 'auth', 'user'],
    queryFn: async (context): Promise<CurrentUser | null> => {
      const body = await readUser(context);
      return body === null ? null : CurrentUserSchema.parse(body);
    },
  });
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
