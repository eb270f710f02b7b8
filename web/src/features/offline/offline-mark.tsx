import { type ComponentType, lazy, Suspense } from 'react';
import { useOnlineStatus } from './use-online-status';

// Only offline is there anything to mark: the mark's code loads then (the service worker has it),
// so the first load of every page does without it. A failed load shows no mark, never an error.
const SavedDataMark = lazy(() =>
  import('./saved-data-mark').then(
    (module): { default: ComponentType } => module,
    () => ({ default: () => null }),
  ),
);

/** "Offline - last updated <time>" (./saved-data-mark.tsx), while the app seems offline. */
export function OfflineMark() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <SavedDataMark />
    </Suspense>
  );
}
