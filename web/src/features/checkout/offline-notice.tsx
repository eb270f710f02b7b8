import { WifiOff } from 'lucide-react';
import { OFFLINE_MESSAGE } from './api/read-api-error';
import { useOnlineStatus } from './use-online-status';

/** Says plainly that checkout needs a connection, while there is none. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-2xl border-2 border-ink/15 bg-sunny/40 p-4 font-semibold text-ink"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {OFFLINE_MESSAGE}
    </p>
  );
}
