import { FULFILLMENT_STATUSES } from '@dtm/shared/constants';
import { formatAmount } from '@dtm/shared/money';
import { orderNumber, orderState, settledFulfilmentLabel } from '@dtm/shared/order-state';
import type { Order } from '@dtm/shared/orders';
import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useUpdateFulfillment } from '../api/orders';
import { StatusSelect } from '../components/status-select';
import { formatDate, productLabel } from './order-format';
import { PaymentBadge } from './payment-badge';

/** One order: short id, customer, product, amount, payment badge, the fulfilment dropdown and View. */
export function OrderRow({ order, onView }: { order: Order; onView: () => void }) {
  const update = useUpdateFulfillment();
  const short = orderNumber(order.id);
  const state = orderState(order);
  return (
    <li
      data-testid="admin-order"
      className="grid gap-3 rounded-3xl border-2 border-ink/5 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)] lg:grid-cols-[6rem_minmax(0,1.6fr)_5rem_5.5rem_6rem_10rem_auto] lg:items-center"
    >
      <p className="font-mono text-sm font-bold">
        <span className="sr-only">Order </span>
        {orderNumber(order.id)}
      </p>
      <div className="min-w-0">
        <p className="truncate font-bold">{order.customerName}</p>
        <p className="truncate text-sm text-ink-soft" title={order.customerEmail}>
          {order.customerEmail}
        </p>
      </div>
      <p className="text-sm">
        {productLabel(order)}
        <span className="block text-ink-soft lg:hidden">{formatDate(order.createdAt)}</span>
      </p>
      <p className="font-display font-extrabold">{formatAmount(order.amount)}</p>
      <div>
        <PaymentBadge order={order} />
      </div>
      {state.fulfilmentEditable ? (
        <StatusSelect
          label={`Fulfillment status for order ${short}`}
          value={order.fulfillmentStatus}
          options={FULFILLMENT_STATUSES}
          disabled={update.isPending}
          onChange={(fulfillmentStatus) => update.mutate({ id: order.id, fulfillmentStatus })}
        />
      ) : (
        // Cancelled or refunded in full: nothing is made or shipped, so there is nothing to set.
        <p className="text-sm text-ink-soft">{settledFulfilmentLabel(order)}</p>
      )}
      <Button variant="secondary" size="sm" onClick={onView} aria-label={`View order ${short}`}>
        <Eye aria-hidden="true" className="size-4" />
        View
      </Button>
    </li>
  );
}
