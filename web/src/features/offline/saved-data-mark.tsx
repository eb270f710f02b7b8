import { QueryClientContext } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { CloudOff } from 'lucide-react';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { isPersistedQueryKey, isProfileKey } from './persisted-keys';
import { OFFLINE_TEXTS } from './texts';
import { useOnlineStatus } from './use-online-status';

/** Pages that show the signed-in person's saved data (and so the mark), besides any page reading ['user', ...] data. */
const SAVED_DATA_PATHS = ['/dashboard'];

const SAME_DAY = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const OTHER_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "14:05" today, "20 Nov 2026, 14:05" before. */
export function formatLastUpdated(at: number, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return (sameDay ? SAME_DAY : OTHER_DAY).format(at);
}

/**
 * The oldest "updated at" among the saved (persisted) queries that the page shows now, or 0.
 * With `includeProfile` false only ['user', ...] data counts (the top bar reads the profile everywhere).
 * Before the query client has arrived (lib/query-client-loader.ts) nothing saved is shown.
 */
function useOldestShownUpdate(includeProfile: boolean): number {
  const cache = useContext(QueryClientContext)?.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache?.subscribe(onChange) ?? (() => {}), [cache]);
  const read = useCallback(() => {
    if (!cache) return 0;
    const shown = cache.findAll({
      type: 'active',
      predicate: (query) => isPersistedQueryKey(query.queryKey) && (includeProfile || !isProfileKey(query.queryKey)),
    });
    const times = shown.map((query) => query.state.dataUpdatedAt).filter((at) => at > 0);
    return times.length > 0 ? Math.min(...times) : 0;
  }, [cache, includeProfile]);
  return useSyncExternalStore(subscribe, read, () => 0);
}

/**
 * "Offline - last updated <time>": while offline, on pages that show saved (possibly outdated)
 * data. Loaded by ./offline-mark.tsx only once the app seems offline.
 */
export default function SavedDataMark() {
  const online = useOnlineStatus();
  const onSavedDataPage = useRouterState({
    select: (state) => SAVED_DATA_PATHS.some((path) => state.location.pathname.startsWith(path)),
  });
  const oldest = useOldestShownUpdate(onSavedDataPage);
  if (online || oldest === 0) return null;
  return (
    <div className="mx-auto -mb-4 w-full max-w-6xl px-4 pt-6 sm:-mb-6">
      <p
        role="status"
        className="inline-flex items-center gap-2 rounded-full border-2 border-ink/15 bg-sunny/40 px-4 py-1.5 text-sm font-semibold text-ink"
      >
        <CloudOff aria-hidden="true" className="size-4" />
        {OFFLINE_TEXTS.lastUpdated} <time dateTime={new Date(oldest).toISOString()}>{formatLastUpdated(oldest)}</time>
      </p>
    </div>
  );
}
