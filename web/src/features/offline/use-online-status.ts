import { useSyncExternalStore } from 'react';
import { seemsOffline, subscribeConnection } from '../../lib/connection';

/**
 * Whether there seems to be a connection (checkout, payment, uploads and admin changes need
 * one): the browser says so and the last API request got an answer.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribeConnection,
    () => !seemsOffline(),
    () => true,
  );
}
