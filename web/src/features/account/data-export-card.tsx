import type { DataExport } from '@dtm/shared/account';
import { useQuery } from '@tanstack/react-query';
import { Download, FileArchive, LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { apiErrorText } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { dataExportQueryOptions, useRequestDataExport } from './api/data-export';

function megabytes(size: number | null): string {
  if (size === null) return '';
  return size < 1024 * 1024 ? `${Math.max(1, Math.round(size / 1024))} KB` : `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

function ExportState({ current, onStart, starting }: { current: DataExport; onStart: () => void; starting: boolean }) {
  if (current.status === 'queued' || current.status === 'running') {
    return (
      <p role="status" className="flex items-center gap-2 rounded-xl bg-violet-50 p-3 text-sm font-semibold">
        <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-grape" />
        Preparing your data… We will also e-mail you a link when it is ready.
      </p>
    );
  }
  if (current.status === 'failed') {
    return (
      <div className="grid gap-3">
        <Notice tone="error">Preparing your data failed. Please try again.</Notice>
        <Button variant="secondary" onClick={onStart} disabled={starting}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  if (current.downloadUrl && current.expiresAt) {
    return (
      <div className="grid gap-3">
        <p role="status" className="rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-900">
          Your data is ready ({megabytes(current.size)}). The link works until {formatDate(current.expiresAt)}.
        </p>
        <Button asChild>
          <a href={current.downloadUrl} download>
            <Download aria-hidden="true" className="size-4" />
            Download ZIP
          </a>
        </Button>
        <Button variant="ghost" size="sm" onClick={onStart} disabled={starting}>
          Prepare a new one
        </Button>
      </div>
    );
  }
  return null;
}

/** "Download my data": a ZIP of everything the shop holds about the account, prepared in the background. */
export function DataExportCard() {
  const { data: current, isPending } = useQuery(dataExportQueryOptions());
  const start = useRequestDataExport();
  const showStart = !isPending && (!current || current.expired);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="flex items-center gap-2 font-bold">
          <FileArchive aria-hidden="true" className="size-5 text-grape" />
          Your data
        </h3>
        <p className="text-sm text-ink-soft">
          A ZIP with your profile, orders, frames, characters, purchases and requests, and your drawings and animations.
        </p>
      </div>
      {current && !current.expired ? (
        <ExportState current={current} onStart={() => start.mutate()} starting={start.isPending} />
      ) : null}
      {showStart ? (
        <Button variant="secondary" onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          Download my data
        </Button>
      ) : null}
      {start.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {apiErrorText(start.error) ?? 'We could not start preparing your data. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
