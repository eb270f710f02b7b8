import { formatAmount } from '@dtm/shared/money';
import type { Order } from '@dtm/shared/orders';
import { formatDate, productLabel } from '../orders/order-format';
import { PaymentBadge } from '../orders/payment-badge';

/** The 5 newest orders: customer, frame size, amount, payment status, date. */
export function RecentOrders({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <p className="py-6 text-center font-semibold text-ink-soft">No orders found</p>;
  return (
    <ul className="divide-y-2 divide-ink/5">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="truncate font-bold">{order.customerName}</p>
            <p className="text-sm text-ink-soft">
              {productLabel(order)} · {formatDate(order.createdAt)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-display font-extrabold">{formatAmount(order.amount)}</span>
            <PaymentBadge order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}
