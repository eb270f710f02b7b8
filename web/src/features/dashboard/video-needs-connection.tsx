import { OFFLINE_REVIEW_TEXTS } from '@dtm/shared/review-words';
import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '../offline/use-online-status';

/**
 * A dashboard player that says so when there is no connection (the videos are not kept offline,
 * so the player would stay black): a covering note until the connection returns. The player stays
 * underneath, so it carries on by itself once back online.
 */
export function VideoNeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  return (
    <div className="relative">
      {children}
      {online ? null : (
        <div
          role="status"
          className="absolute inset-0 grid place-content-center justify-items-center gap-1 rounded-2xl bg-paper-deep/95 p-4 text-center text-ink"
        >
          <WifiOff aria-hidden="true" className="size-6 text-grape" />
          <p className="font-bold">{OFFLINE_REVIEW_TEXTS.videoNeedsConnection}</p>
          <p className="text-sm text-ink-soft">{OFFLINE_REVIEW_TEXTS.videoBackOnline}</p>
        </div>
      )}
    </div>
  );
}
