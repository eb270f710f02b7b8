/**
 * Where a guest's paid order waits in the browser until they sign in (spec section 4).
 * Kept apart from the store so the shell can check for it without loading zod.
 */
export const PENDING_ORDER_KEY = 'pendingOrder';

/** Whether anything is saved under the key; the store decides whether it is valid. */
export function hasSavedPendingOrder(storage: Pick<Storage, 'getItem'> | null = browserStorage()): boolean {
  try {
    return storage?.getItem(PENDING_ORDER_KEY) != null;
  } catch {
    return false;
  }
}

/** localStorage, or null where it cannot be used (private mode, storage disabled, no window). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
