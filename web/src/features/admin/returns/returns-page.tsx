import { RETURN_STATUSES } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { parseDollars } from '@dtm/shared/money';
import { orderNumber } from '@dtm/shared/order-state';
import { type ReturnRequest, returnCode } from '@dtm/shared/returns';
import { useQuery } from '@tanstack/react-query';
import { Download, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { adminReturnsQueryOptions, useUpdateReturn } from '../api/returns';
import { AdminPageHeader } from '../components/admin-page-header';
import { StatusBadge } from '../components/status-badge';
import { StatusSelect } from '../components/status-select';
import { OrderDetailsDialog } from '../orders/order-details-dialog';
import { formatDateTime } from '../orders/order-format';

/** The order a completed return is refunded on, with the return's code as the refund's reason. */
type RefundTarget = { orderId: string; reason: string };

function ReturnCard({ request, onRefund }: { request: ReturnRequest; onRefund: (target: RefundTarget) => void }) {
  const update = useUpdateReturn();
  // Offered while money is left to refund on the order (none once it was refunded in full).
  const refundable =
    request.status === 'completed' &&
    request.orderId !== null &&
    (parseDollars(request.orderLeftToRefund ?? '0') ?? 0) > 0;
  // Shown ticked at once (it saves immediately); the list's answer or a failure sets it right.
  const [labelSent, setLabelSent] = useState(request.returnLabelSent);
  useEffect(() => setLabelSent(request.returnLabelSent), [request.returnLabelSent]);
  return (
    <li
      data-testid="admin-return"
      className="grid gap-3 rounded-3xl border-2 border-ink/5 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)]"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold">
            {request.customerName} <span className="font-normal text-ink-soft">· {request.customerEmail}</span>
          </p>
          <p className="text-sm text-ink-soft">
            Order{' '}
            <span className="font-mono font-bold text-ink">
              {request.orderId ? orderNumber(request.orderId) : request.orderNumber}
            </span>{' '}
            · {formatDateTime(request.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={request.status} />
          <StatusSelect
            label={`Status of the return from ${request.customerName}`}
            value={request.status}
            options={RETURN_STATUSES}
            disabled={update.isPending}
            onChange={(status) => update.mutate({ id: request.id, status })}
          />
        </div>
      </div>
      {request.reason || request.additionalInfo ? (
        <p className="line-clamp-2" title={[request.reason, request.additionalInfo].filter(Boolean).join(' — ')}>
          {request.reason ? <strong>{request.reason}. </strong> : null}
          {request.additionalInfo}
        </p>
      ) : null}
      <label className="flex w-fit cursor-pointer items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-grape"
          checked={labelSent}
          disabled={update.isPending}
          onChange={(event) => {
            const checked = event.target.checked;
            setLabelSent(checked);
            update.mutate(
              { id: request.id, returnLabelSent: checked },
              { onError: () => setLabelSent(request.returnLabelSent) },
            );
          }}
        />
        Return label sent
      </label>
      {request.hasLabel || refundable ? (
        <div className="flex flex-wrap gap-2">
          {request.hasLabel ? (
            <Button asChild variant="secondary" size="sm">
              <a href={`/api/admin/returns/${request.id}/label`} download>
                <Download aria-hidden="true" className="size-4" />
                Download label {returnCode(request.id)}
              </a>
            </Button>
          ) : null}
          {refundable ? (
            <Button
              size="sm"
              onClick={() =>
                request.orderId && onRefund({ orderId: request.orderId, reason: `Return ${returnCode(request.id)}` })
              }
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Refund order {request.orderId ? orderNumber(request.orderId) : request.orderNumber}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** /admin/returns: pending, approved, shipped, completed; newest first within each. */
export function ReturnsPage() {
  const returns = useQuery(adminReturnsQueryOptions());
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  return (
    <div>
      <AdminPageHeader title="Returns" intro="Return requests from the returns page (60 days, no questions asked)." />
      {returns.isPending ? (
        <ListLoading label="Loading return requests…" />
      ) : returns.isError ? (
        <ListError message={TOASTS.returnsFetchFailed.text} onRetry={() => void returns.refetch()} />
      ) : returns.data.length === 0 ? (
        <EmptyState title="No return requests" />
      ) : (
        <ul aria-label="Return requests" className="grid gap-3">
          {returns.data.map((request) => (
            <ReturnCard key={request.id} request={request} onRefund={setRefunding} />
          ))}
        </ul>
      )}
      <OrderDetailsDialog
        orderId={refunding?.orderId ?? null}
        refundReason={refunding?.reason}
        onClose={() => setRefunding(null)}
      />
    </div>
  );
}
