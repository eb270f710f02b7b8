import { lazyOrNothing } from '../../components/lazy-or-nothing';
import { useOnlineStatus } from './use-online-status';

// Only offline is there anything to mark: the mark's code loads then (the service worker has it),
// so the first load of every page does without it. A failed load shows no mark, never an error.
const SavedDataMark = lazyOrNothing(() => import('./saved-data-mark').then((module) => module.default));

/** "Offline - last updated <time>" (./saved-data-mark.tsx), while the app seems offline. */
export function OfflineMark() {
  const online = useOnlineStatus();
  if (online) return null;
  return <SavedDataMark />;
}
