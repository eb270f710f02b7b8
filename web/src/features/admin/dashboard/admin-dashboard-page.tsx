import { TOASTS } from '@dtm/shared/messages';
import { formatAmount } from '@dtm/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DollarSign, LifeBuoy, ShoppingBag, Ticket } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ListError, ListLoading } from '../../../components/list-states';
import { adminStatsQueryOptions } from '../api/get-stats';
import { AdminPageHeader } from '../components/admin-page-header';
import { RecentOrders } from './recent-orders';
import { StatCard } from './stat-card';
import { WaitingLine } from './waiting-line';

const OrdersChart = lazy(() => import('./orders-chart'));

const panel = 'rounded-3xl border-2 border-ink/5 bg-white p-5 shadow-[0_4px_0_0_rgba(42,31,61,0.06)]';

/** /admin/dashboard: the shop at a glance. */
export function AdminDashboardPage() {
  const stats = useQuery(adminStatsQueryOptions());
  return (
    <div>
      <AdminPageHeader title="Dashboard" intro="Orders, revenue and what needs your attention." />
      {stats.isPending ? (
        <ListLoading label="Loading the shop's figures…" />
      ) : stats.isError ? (
        <ListError message={TOASTS.ordersFetchFailed.text} onRetry={() => void stats.refetch()} />
      ) : (
        <div className="grid gap-5">
          <WaitingLine waiting={stats.data.waiting} />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title="Total orders" value={String(stats.data.orders.total)} icon={ShoppingBag}>
              {stats.data.orders.paid} paid · {stats.data.orders.pending} pending
            </StatCard>
            <StatCard title="Total revenue" value={formatAmount(stats.data.revenue)} icon={DollarSign}>
              Sum of paid orders
            </StatCard>
            <StatCard title="Open support requests" value={String(stats.data.openSupportRequests)} icon={LifeBuoy}>
              <Link
                to="/admin/support-requests"
                className="font-semibold text-crayon-dark underline underline-offset-4"
              >
                Answer them
              </Link>
            </StatCard>
            <StatCard title="Active vouchers" value={String(stats.data.activeVouchers)} icon={Ticket}>
              Usable right now
            </StatCard>
          </div>
          <section aria-labelledby="fulfilment-heading" className={panel}>
            <h2 id="fulfilment-heading" className="font-display text-lg font-extrabold">
              Fulfillment
            </h2>
            <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
              {(['processing', 'shipped', 'delivered'] as const).map((status) => (
                <div key={status} className="rounded-2xl bg-paper-deep px-2 py-3">
                  <dt className="text-sm font-bold text-ink-soft capitalize">{status}</dt>
                  <dd className="font-display text-2xl font-black">{stats.data.fulfillment[status]}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="grid gap-5 lg:grid-cols-5">
            <section aria-labelledby="chart-heading" className={`${panel} lg:col-span-3`}>
              <h2 id="chart-heading" className="font-display text-lg font-extrabold">
                Orders and revenue, last 30 days
              </h2>
              <Suspense fallback={<div className="h-64 animate-pulse rounded-2xl bg-paper-deep sm:h-72 lg:h-96" />}>
                <OrdersChart days={stats.data.daily} />
              </Suspense>
            </section>
            <section aria-labelledby="recent-heading" className={`${panel} lg:col-span-2`}>
              <h2 id="recent-heading" className="font-display text-lg font-extrabold">
                Recent orders
              </h2>
              <RecentOrders orders={stats.data.recentOrders} />
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
