import { lazyOrNothing } from '../../components/lazy-or-nothing';
import { useHydrated } from '../../lib/use-hydrated';
import { useAtomValue } from '../../state/app-jotai';
import { pendingUpdateAtom } from './offline-state';

// Its code loads only once an update waits: out of every page's first load. A failed load shows nothing.
const UpdateBanner = lazyOrNothing(() => import('./update-banner').then((module) => module.default));

/** "A new version is available - Reload": shown once a new deployment is installed and waiting. */
export function UpdatePrompt() {
  const applyUpdate = useAtomValue(pendingUpdateAtom);
  // Not in the landing built at build time: drawn once React has taken that page over (./install-app.tsx).
  const hydrated = useHydrated();
  if (!applyUpdate || !hydrated) return null;
  return <UpdateBanner applyUpdate={applyUpdate} />;
}
