import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { adminSupportRequestsQueryOptions } from '../api/support-requests';
import { AdminPageHeader } from '../components/admin-page-header';
import { SearchBox } from '../components/search-box';
import { StatusSelect } from '../components/status-select';
import { SupportRequestCard } from './support-request-card';

const route = getRouteApi('/admin/support-requests');
const SHOW = ['all', 'open', 'in_progress', 'resolved'] as const;

/** /admin/support-requests: open first, then in progress, then resolved; newest first within each. */
export function SupportRequestsPage() {
  const filter = route.useSearch();
  const navigate = route.useNavigate();
  const requests = useQuery(adminSupportRequestsQueryOptions(filter));
  const onSearch = useCallback(
    (text: string) => void navigate({ search: (prev) => ({ ...prev, search: text || undefined }), replace: true }),
    [navigate],
  );
  const filtered = Boolean(filter.search || filter.status);
  return (
    <div>
      <AdminPageHeader
        title="Support Requests"
        intro="Messages from the contact form. Answers go to the customer by e-mail."
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox
          label="Search support requests"
          placeholder="Name, email or subject"
          value={filter.search ?? ''}
          onSearch={onSearch}
        />
        <StatusSelect
          label="Show support requests with status"
          value={filter.status ?? 'all'}
          options={SHOW}
          onChange={(status) =>
            void navigate({
              search: (prev) => ({ ...prev, status: status === 'all' ? undefined : status }),
              replace: true,
            })
          }
        />
      </div>
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
