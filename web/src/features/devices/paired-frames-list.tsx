import type { Device } from '@dtm/shared/devices';
import { useQuery } from '@tanstack/react-query';
import { Loader2, MonitorPlay, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../components/list-states';
import { toast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { devicesQueryOptions, useRevokeDevice } from './api/devices-api';
import { frameStatusLine } from './frame-status';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function PairedFrame({ device }: { device: Device }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeDevice();
  const size = device.frameSize ? `${device.frameSize}" frame · ` : '';
  const status = frameStatusLine(device);
  return (
    <li className="grid gap-2 rounded-2xl bg-paper-deep/70 p-3">
      <div className="flex items-center gap-3">
        <MonitorPlay aria-hidden="true" className="size-5 shrink-0 text-grape" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold">{device.name}</p>
          <p className="text-sm text-ink-soft">
            {size}connected {dateFormat.format(new Date(device.pairedAt))}
          </p>
          <p
            data-testid="frame-status"
            className={status.tone === 'attention' ? 'text-sm font-semibold text-crayon-dark' : 'text-sm'}
          >
            {status.text}
          </p>
        </div>
        {confirming ? null : (
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${device.name}`}
            title="Remove this frame"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
      {confirming ? (
        <fieldset className="grid gap-2 rounded-xl bg-white p-3">
          <legend className="float-left mb-1 font-bold text-sm">Remove {device.name}?</legend>
          <p className="clear-left text-sm">It keeps what it has, but stops downloading from your account.</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(device.id, {
                  onSuccess: () =>
                    toast({ title: 'Frame removed', description: `${device.name} is no longer connected.` }),
                  onError: () =>
                    toast({
                      title: 'Error',
                      description: 'Failed to remove the frame. Please try again.',
                      variant: 'destructive',
                    }),
                })
              }
            >
              {revoke.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              Yes, remove
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
              Keep it
            </Button>
          </div>
        </fieldset>
      ) : null}
    </li>
  );
}

/** The frames paired to this account, each removable. */
export function PairedFramesList() {
  const devices = useQuery(devicesQueryOptions());
  if (devices.isPending)
    return <ListSkeleton label="Loading your connected frames" count={1} className="sm:grid-cols-1" />;
  if (devices.isError) return <ListError what="your connected frames" onRetry={() => void devices.refetch()} />;
  if (devices.data.length === 0) return <p className="text-sm text-ink-soft">No frames connected yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Connected frames">
      {devices.data.map((device) => (
        <PairedFrame key={device.id} device={device} />
      ))}
    </ul>
  );
}
