import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over the page drawn at build time (scripts/prerender-landing.ts), and
 * at build time itself; true from then on, and from the start on every page the browser draws
 * alone. For a part that depends on what only the browser knows (a saved cookie choice): it is
 * drawn once the page is the app's, so the built markup and the app's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
