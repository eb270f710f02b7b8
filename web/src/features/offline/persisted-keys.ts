import type { QueryKey } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '../auth/api/get-user';

/** Whether a query key is the signed-in user's profile (GET /api/auth/user). */
export function isProfileKey(queryKey: QueryKey): boolean {
  return queryKey.length === USER_QUERY_KEY.length && USER_QUERY_KEY.every((part, index) => queryKey[index] === part);
}

/**
 * The queries kept in IndexedDB for offline use: the profile and everything under ['user', ...]
 * (the dashboard's frames, characters, orders...). Nothing public, nothing of checkout or admin.
 */
export function isPersistedQueryKey(queryKey: QueryKey): boolean {
  return queryKey[0] === 'user' || isProfileKey(queryKey);
}

/** The id in a profile query's data, or null when signed out or unknown. */
export function profileUserId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  const id = (data as { id: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
