import { type ComponentType, lazy, Suspense } from 'react';
import { useAtomValue } from '../../state/app-jotai';
import { pendingUpdateAtom } from './offline-state';

// Its code loads only once an update waits: out of every page's first load. A failed load shows nothing.
const UpdateBanner = lazy(() =>
  import('./update-banner').then(
    (module): { default: ComponentType<{ applyUpdate: () => void }> } => module,
    () => ({ default: () => null }),
  ),
);

/** "A new version is available - Reload": shown once a new deployment is installed and waiting. */
export function UpdatePrompt() {
  const applyUpdate = useAtomValue(pendingUpdateAtom);
  if (!applyUpdate) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner applyUpdate={applyUpdate} />
    </Suspense>
  );
}
