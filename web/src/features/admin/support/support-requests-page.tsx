import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { adminSupportRequestsQueryOptions } from '../api/support-requests';
import { AdminListFilters, type ListFilter } from '../components/admin-list-filters';
import { AdminPageHeader } from '../components/admin-page-header';
import { SupportRequestCard } from './support-request-card';

const route = getRouteApi('/admin/support-requests');
const SHOW = ['all', 'open', 'in_progress', 'resolved'] as const;

/** /admin/support-requests: open first, then in progress, then resolved; newest first within each. */
export function SupportRequestsPage() {
  const filter = route.useSearch();
  const navigate = route.useNavigate();
  const requests = useQuery(adminSupportRequestsQueryOptions(filter));
  const setFilter = useCallback(
    (change: ListFilter<NonNullable<typeof filter.status>>) =>
      void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true }),
    [navigate],
  );
  const filtered = Boolean(filter.search || filter.status);
  return (
    <div>
      <AdminPageHeader
        title="Support Requests"
        intro="Messages from the contact form. Answers go to the customer by e-mail."
      />
      <AdminListFilters
        what="support requests"
        placeholder="Name, email or subject"
        filter={filter}
        statuses={SHOW}
        onChange={setFilter}
      />
      {requests.isPending ? (
        <ListLoading label="Loading support requests…" />
      ) : requests.isError ? (
        <ListError message={TOASTS.supportRequestsFetchFailed.text} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState title={filtered ? 'No support requests match.' : 'No support requests'} />
      ) : (
        <ul aria-label="Support requests" className="grid gap-3">
          {requests.data.map((request) => (
            <SupportRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
