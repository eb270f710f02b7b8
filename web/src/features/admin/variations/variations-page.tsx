import type { AdminVariation } from '@dtm/shared/variations';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PlayCircle } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { formatDate } from '../../../lib/format-date';
import { adminVariationsQueryOptions } from '../api/variations';
import { AdminListFilters, type ListFilter } from '../components/admin-list-filters';
import { AdminPageHeader } from '../components/admin-page-header';
import { AnimationUpload } from '../components/animation-upload';
import { StatusBadge } from '../components/status-badge';

const route = getRouteApi('/admin/variations');
const SHOW = ['all', 'being_made', 'ready'] as const;

function VariationCard({ variation }: { variation: AdminVariation }) {
  const name = variation.variationName;
  return (
    <li
      data-testid="admin-variation"
      className="grid gap-4 rounded-3xl border-2 border-ink/5 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)]"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="font-display text-lg font-extrabold break-words">{name}</p>
          <p className="text-sm">
            <span className="font-semibold">{variation.animationName}</span>
            {' · '}
            {variation.backgroundName ? `background ${variation.backgroundName}` : 'no background'}
          </p>
          <p className="text-sm break-words text-ink-soft">
            {variation.customerName ? `${variation.customerName} · ` : ''}
            {variation.customerEmail} · bought {formatDate(variation.createdAt)} for ${variation.purchasePrice}
          </p>
        </div>
        <StatusBadge
          status={variation.status === 'ready' ? 'ready' : 'pending'}
          label={variation.status === 'ready' ? 'Ready' : 'Being made'}
        />
      </div>
      {variation.videoUrl ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <a
            href={variation.videoUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-crayon-dark underline underline-offset-4"
          >
            <PlayCircle aria-hidden="true" className="size-4" />
            Watch the delivered video<span className="sr-only"> of {name} (opens in a new tab)</span>
          </a>
          {variation.deliveredAt ? <span>delivered {formatDate(variation.deliveredAt)}</span> : null}
        </p>
      ) : null}
      {/* A second upload replaces the delivered video with a new version; the customer is told again. */}
      <AnimationUpload owner={{ kind: 'variations', id: variation.id }} name={name} />
    </li>
  );
}

/** /admin/variations: the variations customers bought, to make and deliver (their own video each). */
export function VariationsPage() {
  const filter = route.useSearch();
  const navigate = route.useNavigate();
  const variations = useQuery(adminVariationsQueryOptions(filter));
  const setFilter = useCallback(
    (change: ListFilter<NonNullable<typeof filter.status>>) =>
      void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true }),
    [navigate],
  );
  const filtered = Boolean(filter.search || filter.status);
  return (
    <div>
      <AdminPageHeader
        title="Variations"
        intro="Variations customers bought. Make each one's video from its animation and background, then upload it: the customer is e-mailed and their frame syncs it."
      />
      <AdminListFilters
        what="variations"
        placeholder="Variation, animation, customer or email"
        filter={filter}
        statuses={SHOW}
        onChange={setFilter}
      />
      {variations.isPending ? (
        <ListLoading label="Loading variations…" />
      ) : variations.isError ? (
        <ListError what="the variations" onRetry={() => void variations.refetch()} />
      ) : variations.data.length === 0 ? (
        <EmptyState title={filtered ? 'No variations match.' : 'No variations bought yet.'} />
      ) : (
        <ul aria-label="Variations" className="grid gap-3">
          {variations.data.map((variation) => (
            <VariationCard key={variation.id} variation={variation} />
          ))}
        </ul>
      )}
    </div>
  );
}
