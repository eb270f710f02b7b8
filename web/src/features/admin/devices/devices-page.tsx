import {
  type AdminDevice,
  DEVICE_COMMAND_KINDS,
  DEVICE_HEALTH_TEXTS,
  type DeviceHealthState,
  timeAgo,
} from '@dtm/shared/device-health';
import { useQuery } from '@tanstack/react-query';
import { FileText, ImageOff } from 'lucide-react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { adminDevicesQueryOptions, useDeviceCommand } from '../api/devices';
import { AdminPageHeader } from '../components/admin-page-header';
import { StatusBadge } from '../components/status-badge';

/** Badge tones: reuse the list's colours (green ok, amber warning, red dark, grey silent). */
const TONE: Record<DeviceHealthState, string> = { ok: 'ready', warning: 'pending', dark: 'failed', silent: 'refunded' };

function DeviceCommands({ device }: { device: AdminDevice }) {
  const command = useDeviceCommand();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Ask {device.name}</legend>
      {DEVICE_COMMAND_KINDS.map((kind) => {
        const waiting = device.pending.includes(kind);
        return (
          <Button
            key={kind}
            size="sm"
            variant="secondary"
            disabled={waiting || command.isPending}
            onClick={() =>
              command.mutate(
                { id: device.id, kind },
                {
                  onSuccess: () =>
                    toast({
                      title: DEVICE_HEALTH_TEXTS.commandLabel[kind],
                      description: DEVICE_HEALTH_TEXTS.commandQueued,
                    }),
                  onError: (error) =>
                    toast({
                      title: 'Error',
                      description: apiErrorText(error) ?? 'Please try again.',
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            {DEVICE_HEALTH_TEXTS.commandLabel[kind]}
            {waiting ? <span className="font-normal"> (asked)</span> : null}
          </Button>
        );
      })}
    </fieldset>
  );
}

function Screenshot({ device }: { device: AdminDevice }) {
  if (!device.screenshotUrl)
    return (
      <div className="grid aspect-[5/3] w-full place-items-center rounded-2xl bg-paper-deep text-ink-soft sm:w-48">
        <span className="flex items-center gap-1 text-xs">
          <ImageOff aria-hidden="true" className="size-4" /> No screenshot
        </span>
      </div>
    );
  return (
    <figure className="grid w-full content-start gap-1 sm:w-48">
      <img
        src={device.screenshotUrl}
        alt={`What ${device.name} showed`}
        className="aspect-[5/3] w-full rounded-2xl bg-ink object-contain"
      />
      {device.screenshotAt ? (
        <figcaption className="text-xs text-ink-soft">taken {timeAgo(new Date(device.screenshotAt))}</figcaption>
      ) : null}
    </figure>
  );
}

function DeviceCard({ device }: { device: AdminDevice }) {
  const playing = device.report?.playing.map((clip) => clip.name) ?? [];
  const problems = device.state === 'silent' ? [DEVICE_HEALTH_TEXTS.silent, ...device.problems] : device.problems;
  return (
    <li
      data-testid="admin-device"
      aria-label={device.name}
      className="grid gap-4 rounded-3xl border-2 border-ink/5 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)] sm:grid-cols-[12rem_1fr]"
    >
      <Screenshot device={device} />
      <div className="grid min-w-0 content-start gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-display text-lg font-extrabold break-words">{device.name}</p>
            <p className="text-sm break-words text-ink-soft">
              {device.owner.name ? `${device.owner.name} · ` : ''}
              {device.owner.email}
              {device.frameSize ? ` · ${device.frameSize}"` : ''} · paired {formatDate(device.pairedAt)}
            </p>
          </div>
          <StatusBadge status={TONE[device.state]} label={DEVICE_HEALTH_TEXTS.stateLabel[device.state]} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="font-semibold">Last seen</dt>
          <dd>{device.lastSeenAt ? timeAgo(new Date(device.lastSeenAt)) : 'never'}</dd>
          <dt className="font-semibold">Player</dt>
          <dd>{device.playerVersion ?? 'unknown'}</dd>
          <dt className="font-semibold">Playing</dt>
          <dd className="break-words">{playing.length > 0 ? playing.join(', ') : 'nothing'}</dd>
          {device.report?.storage ? (
            <>
              <dt className="font-semibold">Free space</dt>
              <dd>
                {(device.report.storage.freeBytes / 1e9).toFixed(1)} GB (reserve{' '}
                {(device.report.storage.reserveBytes / 1e6).toFixed(0)} MB)
              </dd>
            </>
          ) : null}
          {device.report?.sync.lastSuccessAt ? (
            <>
              <dt className="font-semibold">Last sync</dt>
              <dd>{timeAgo(new Date(device.report.sync.lastSuccessAt))}</dd>
            </>
          ) : null}
        </dl>
        {problems.length > 0 ? (
          <ul aria-label={`Problems of ${device.name}`} className="grid gap-0.5 text-sm font-semibold text-crayon-dark">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {device.report && device.report.recoveries.length > 0 ? (
          <p className="text-sm text-ink-soft">
            Watchdog: {device.report.recoveries.map((r) => `${r.step} (${r.reason})`).join('; ')}
          </p>
        ) : null}
        <DeviceCommands device={device} />
        {device.logAt ? (
          <a
            href={`/api/admin/devices/${device.id}/log`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-crayon-dark underline underline-offset-4"
          >
            <FileText aria-hidden="true" className="size-4" />
            Its log, sent {timeAgo(new Date(device.logAt))}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/devices: every frame in a home, how it is doing, and what an admin can ask of it. */
export function DevicesPage() {
  const devices = useQuery(adminDevicesQueryOptions());
  return (
    <div>
      <AdminPageHeader title={DEVICE_HEALTH_TEXTS.pageTitle} intro={DEVICE_HEALTH_TEXTS.pageIntro} />
      {devices.isPending ? (
        <ListLoading label="Loading frames…" />
      ) : devices.isError ? (
        <ListError what="the frames" onRetry={() => void devices.refetch()} />
      ) : devices.data.devices.length === 0 ? (
        <EmptyState title={DEVICE_HEALTH_TEXTS.empty} />
      ) : (
        <ul aria-label="Frames" className="grid gap-3">
          {devices.data.devices.map((device) => (
            <DeviceCard key={device.id} device={device} />
          ))}
        </ul>
      )}
    </div>
  );
}
