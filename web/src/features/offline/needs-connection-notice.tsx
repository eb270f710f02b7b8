import { WifiOff } from 'lucide-react';
import { OFFLINE_TEXTS } from './texts';
import { useOnlineStatus } from './use-online-status';

/** While there is no connection: says plainly that this screen needs one (and that nothing typed is lost). */
export function NeedsConnectionNotice({
  message = OFFLINE_TEXTS.needsConnection,
  className = '',
}: {
  message?: string;
  className?: string;
}) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p
      role="status"
      className={`flex items-start gap-3 rounded-2xl border-2 border-ink/15 bg-sunny/40 p-4 font-semibold text-ink ${className}`}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}
