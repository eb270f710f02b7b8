import type { CurrentUser as ApiCurrentUser } from '@dtm/shared/users';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, getJson, getQueryFn, type ResponseSchema } from '../../../lib/api-client';
import { restoreSavedData } from '../../../lib/connection';
import { loadedQueryClient, loadQueryClient } from '../../../lib/query-client-loader';

/** The fields the shell reads from GET /api/auth/user (spec section 7). */
export type CurrentUser = {
  id?: string | number | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
  isAdmin: boolean;
};

function invalid(field: string): never {
  throw new TypeError(`The signed-in user's ${field} is not what the API promises`);
}

function nullishText(body: Record<string, unknown>, field: keyof CurrentUser): string | null | undefined {
  const value = body[field];
  if (value === undefined || value === null || typeof value === 'string') return value;
  return invalid(field);
}

/**
 * Reads the user the API answers, checked by hand on purpose: this runs on every page, so it is
 * in the first bundle, where the shared `CurrentUserSchema` (zod, about 20 kB gzip) or even
 * zod/mini (about 15 kB) would cost every visitor; the pages with forms load zod later. Unknown keys
 * are dropped, as zod's object does. The type check below keeps the reader honest:
 * whatever the API promises, it accepts.
 */
export function parseCurrentUser(body: unknown): CurrentUser {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('answer');
  const fields = body as Record<string, unknown>;
  const { id, isAdmin } = fields;
  if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') invalid('id');
  if (isAdmin !== undefined && typeof isAdmin !== 'boolean') invalid('isAdmin');
  const user: CurrentUser = {
    email: nullishText(fields, 'email'),
    firstName: nullishText(fields, 'firstName'),
    lastName: nullishText(fields, 'lastName'),
    profileImageUrl: nullishText(fields, 'profileImageUrl'),
    isAdmin: isAdmin ?? false,
  };
  if (id !== undefined) user.id = id;
  return user;
}

/** For `apiSend`/`apiGet`: the reader in the shape of a schema. */
export const CurrentUserSchema: ResponseSchema<CurrentUser> = { parse: parseCurrentUser };

type Accepts<Wide, Narrow extends Wide> = Narrow;
export type MirrorAcceptsApiUser = Accepts<Omit<CurrentUser, 'isAdmin'> & { isAdmin?: boolean }, ApiCurrentUser>;

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
export async function ensureUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  try {
    return await queryClient.ensureQueryData(userQueryOptions());
  } catch (error) {
    // No answer (offline, or a Wi-Fi with no internet that the browser calls online): the
    // person saved on this device, if any, with their saved dashboard.
    if (!(error instanceof ApiError) || !error.offline) throw error;
    await restoreSavedData();
    const saved = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
    if (saved === undefined) throw error;
    return saved;
  }
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: CurrentUser };

/**
 * The sign-in state, kept here for `useAuth` and fed by the user query (./watch-user.ts) once the
 * query client has arrived: the shell and the landing page read it without TanStack Query in
 * their first load (issue 17).
 */
const LOADING: AuthState = { status: 'loading' };
let authState: AuthState = LOADING;
const authListeners = new Set<() => void>();
let watching: Promise<void> | null = null;
let retryUser: (() => void) | null = null;

/** For ./watch-user.ts: the user query's state as the shell reads it, and how to ask again. */
export function publishAuthState(next: AuthState, retry: () => void): void {
  retryUser = retry;
  // An equal state is no change: a new object would make every reader render again (and, while
  // React takes the built landing over, draw the whole landing anew).
  if (sameAuthState(next, authState)) return;
  authState = next;
  for (const listener of authListeners) listener();
}

function sameAuthState(a: AuthState, b: AuthState): boolean {
  return a.status === b.status && (a.status !== 'signed-in' || (b.status === 'signed-in' && a.user === b.user));
}

export function subscribeAuth(listener: () => void): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export const readAuthState = (): AuthState => authState;
/** The landing drawn at build time, and React's takeover of it, show the state before any check. */
const readInitialAuthState = () => LOADING;

/**
 * Starts the user query once. Before the query client is there the request goes out at once
 * (the sign-in button shows as soon as it would with the client in the first chunk) and the
 * query takes its answer when the client arrives.
 */
function watchUser(): void {
  if (watching) return;
  const early = loadedQueryClient()
    ? undefined
    : getJson(USER_QUERY_KEY.join('/'), { on401: 'returnNull' }).then((body) =>
        body === null ? null : CurrentUserSchema.parse(body),
      );
  early?.catch(() => {});
  const started = Promise.all([loadQueryClient(), import('./watch-user')]).then(([queryClient, module]) =>
    module.watchUserQuery(queryClient, early),
  );
  watching = started;
  // The query chunk did not load (offline before the service worker cached it): the state could not be read.
  started.catch(() => {
    watching = null;
    publishAuthState({ status: 'unknown' }, () => {});
  });
}

/**
 * The sign-in state of spec section 4. Only a 401 means signed out; any other failure
 * (API down, 5xx) is `unknown`, so the shell never claims a state it could not check.
 * As `useQuery` did: a component mounting while the state could not be read asks again.
 */
export function useAuth(): AuthState {
  const state = useSyncExternalStore(subscribeAuth, readAuthState, readInitialAuthState);
  useEffect(() => {
    if (authState.status === 'unknown' && watching) retryUser?.();
    watchUser();
  }, []);
  return state;
}
