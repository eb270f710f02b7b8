import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { adminSupportRequestsQueryOptions } from '../api/support-requests';
import { AdminPageHeader } from '../components/admin-page-header';
import { SupportRequestCard } from './support-request-card';

/** /admin/support-requests: open first, then in progress, then resolved; newest first within each. */
export function SupportRequestsPage() {
  const requests = useQuery(adminSupportRequestsQueryOptions());
  return (
    <div>
      <AdminPageHeader
        title="Support Requests"
        intro="Messages from the contact form. Answers go to the customer by e-mail."
      />
      {requests.isPending ? (
        <ListLoading label="Loading support requests…" />
      ) : requests.isError ? (
        <ListError message={TOASTS.supportRequestsFetchFailed.text} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState title="No support requests" />
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
