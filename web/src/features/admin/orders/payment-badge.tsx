import { orderState } from '@dtm/shared/order-state';
import type { Order } from '@dtm/shared/orders';
import { StatusBadge } from '../components/status-badge';

/** The order's payment as every screen names it (order-state.ts): "Cancelled", "Partly refunded $30.00". */
export function PaymentBadge({ order }: { order: Order }) {
  const state = orderState(order);
  return <StatusBadge status={state.payment} label={state.paymentLabel} />;
}
