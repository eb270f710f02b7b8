import { ORDER_KINDS } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { adminOrdersQueryOptions, ordersExportUrl } from '../api/orders';
import { AdminPageHeader } from '../components/admin-page-header';
import { SearchBox } from '../components/search-box';
import { OrderDetailsDialog } from './order-details-dialog';
import { ORDER_KIND_LABELS } from './order-format';
import { OrderRow } from './order-row';

const route = getRouteApi('/admin/orders');

/** /admin/orders: server-side search by order id, customer name or e-mail, paged, with CSV export. */
export function OrdersPage() {
  const { search, page, type } = route.useSearch();
  const navigate = route.useNavigate();
  const orders = useQuery(adminOrdersQueryOptions({ search, type, page }));
  const [openId, setOpenId] = useState<string | null>(null);
  const onSearch = useCallback(
    (text: string) =>
      void navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }), replace: true }),
    [navigate],
  );
  const current = page ?? 1;
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  return (
    <div>
      <AdminPageHeader
        title="Orders"
        intro="Search, follow and fulfil every order."
        actions={
          <Button asChild variant="secondary">
            <a href={ordersExportUrl(search, type)} download>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          label="Search orders"
          placeholder="Order ID, customer name or email"
          value={search ?? ''}
          onSearch={onSearch}
        />
        <label className="flex items-center gap-2 text-sm font-semibold">
          Kind
          <select
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={type ?? ''}
            onChange={(event) => {
              const value = ORDER_KINDS.find((kind) => kind === event.target.value);
              void navigate({ search: (prev) => ({ ...prev, type: value, page: undefined }), replace: true });
            }}
          >
            <option value="">All kinds</option>
            {ORDER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ORDER_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        {orders.data ? (
          <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
            {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
          </p>
        ) : null}
      </div>
      {orders.isPending ? (
        <ListLoading label="Loading orders…" />
      ) : orders.isError ? (
        <ListError message={TOASTS.ordersFetchFailed.text} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState title="No orders found" />
      ) : (
        <>
          <ul aria-label="Orders" className="grid gap-3" aria-busy={orders.isFetching}>
            {orders.data.orders.map((order) => (
              <OrderRow key={order.id} order={order} onView={() => setOpenId(order.id)} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-5 flex items-center justify-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={current <= 1}
                onClick={() => void navigate({ search: (prev) => ({ ...prev, page: current - 1 }) })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <span className="text-sm font-semibold">
                Page {current} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={current >= pages}
                onClick={() => void navigate({ search: (prev) => ({ ...prev, page: current + 1 }) })}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
