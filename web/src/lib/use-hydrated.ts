import { startTransition, useEffect, useState } from 'react';

/**
 * False while React takes over the page drawn at build time (scripts/prerender-landing.ts), and at
 * build time itself; true right after, as a transition (React works in small slices, the phone's
 * main thread stays free). For a part that depends on what only the browser knows (a saved cookie
 * choice): it is drawn once the page is the app's, so the built markup and the app's first render
 * agree.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
