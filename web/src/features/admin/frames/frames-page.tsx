import { MAGIC_STATUSES } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { cn } from '../../../lib/cn';
import { adminFramesQueryOptions, useUpdateCreationStatus } from '../api/creations';
import { AdminPageHeader } from '../components/admin-page-header';
import { SearchBox } from '../components/search-box';
import { StatusBadge } from '../components/status-badge';
import { StatusSelect } from '../components/status-select';
import { WaitingLabel } from '../components/waiting-label';
import { formatDate, shortId } from '../orders/order-format';
import { FrameAnimation } from './frame-animation';

const route = getRouteApi('/admin/frame-management');

/**
 * /admin/frame-management: customers' frames, the status badge they see and their finished
 * animation; what waits for an admin comes first, labelled (change requested, new drawing).
 */
export function FramesPage() {
  const { search } = route.useSearch();
  const navigate = route.useNavigate();
  const frames = useQuery(adminFramesQueryOptions(search));
  const update = useUpdateCreationStatus('frames');
  const onSearch = useCallback(
    (text: string) => void navigate({ search: { search: text || undefined }, replace: true }),
    [navigate],
  );
  return (
    <div>
      <AdminPageHeader
        title="Frame Management"
        intro="Set the status each customer sees on their frame and upload its finished animation."
      />
      <div className="mb-4">
        <SearchBox
          label="Search frames"
          placeholder="Frame name, customer, email or order ID"
          value={search ?? ''}
          onSearch={onSearch}
        />
      </div>
      {frames.isPending ? (
        <ListLoading label="Loading frames…" />
      ) : frames.isError ? (
        <ListError message={TOASTS.framesFetchFailed.text} onRetry={() => void frames.refetch()} />
      ) : frames.data.length === 0 ? (
        <EmptyState title="No frames found." />
      ) : (
        <ul aria-label="Frames" className="grid gap-3">
          {frames.data.map((frame) => (
            <li
              key={frame.id}
              data-testid="admin-frame"
              className={cn(
                'grid min-w-0 gap-3 rounded-3xl border-2 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)] md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center',
                frame.waiting ? 'border-crayon/40' : 'border-ink/5',
              )}
              data-waiting={frame.waiting ?? undefined}
            >
              <div className="min-w-0">
                <WaitingLabel waiting={frame.waiting} />
                <p className="truncate font-bold">{frame.frameName ?? `${frame.frameSize}" Frame`}</p>
                <p className="text-sm text-ink-soft">
                  {frame.frameSize}" · order <span className="font-mono">#{shortId(frame.orderId)}</span> ·{' '}
                  {formatDate(frame.createdAt)}
                </p>
              </div>
              <div className="min-w-0">
                <p className="truncate font-semibold">{frame.customerName}</p>
                <p className="truncate text-sm text-ink-soft">{frame.customerEmail}</p>
              </div>
              <div className="flex items-center gap-2">
                <StatusBadge status={frame.status} />
                <StatusSelect
                  label={`Status of ${frame.frameName ?? `${frame.customerName}'s frame`}`}
                  value={frame.status}
                  options={MAGIC_STATUSES}
                  disabled={update.isPending}
                  onChange={(status) => update.mutate({ id: frame.id, status })}
                />
              </div>
              <FrameAnimation frame={frame} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
