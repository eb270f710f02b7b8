import { FULFILLMENT_STATUSES, type FulfillmentStatus } from '@dtm/shared/constants';
import { formatPrice, parseDollars } from '@dtm/shared/money';
import { type OrderPaymentState, orderNumber, orderState, orderStateSentence } from '@dtm/shared/order-state';
import type { CustomerOrder } from '@dtm/shared/user';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { DashboardSection, EmptyState, ListError, ListSkeleton } from '../../components/list-states';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format-date';
import { userOrdersQueryOptions } from './api/get-user-creations';
import { OrderDocuments } from './order-documents';
import { UnpaidOrderActions } from './unpaid-order-actions';
import { UploadDrawingButton } from './upload-drawing-button';

/** The badge's colour; its words come from orderState, the same on every screen. */
const PAYMENT_TONE: Record<OrderPaymentState, string> = {
  pending: 'bg-amber-100 text-[#92400e]',
  paid: 'bg-green-100 text-[#166534]',
  partlyRefunded: 'bg-sky-100 text-sky-950',
  failed: 'bg-red-100 text-red-900',
  refunded: 'bg-slate-100 text-slate-800',
  cancelled: 'bg-slate-100 text-slate-800',
};

const FULFILMENT_LABEL: Record<FulfillmentStatus, string> = {
  pending: 'Received',
  processing: 'In the studio',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** Marketplace purchases: digital, each an order of its kind. */
const MARKETPLACE_LABEL = { animation: 'Animation', background: 'Background', variation: 'Animation variation' };

function itemLabel(order: CustomerOrder): string {
  if (order.type === 'frame') return `${order.frameSize ?? '7'}" Digital Frame`;
  if (order.type === 'animation' || order.type === 'background' || order.type === 'variation')
    return `Marketplace: ${MARKETPLACE_LABEL[order.type]}`;
  return order.characterName ? `Character: ${order.characterName}` : 'Animated character';
}

/** A character is digital: nothing is shipped, so it is received, made in the studio, then ready. */
const CHARACTER_STEPS = ['pending', 'processing', 'delivered'] as const satisfies readonly FulfillmentStatus[];
const CHARACTER_LABEL: Record<(typeof CHARACTER_STEPS)[number], string> = {
  pending: 'Received',
  processing: 'In the studio',
  delivered: 'Ready',
};

/** The steps an order goes through, their words, and which one it is at. */
export function fulfilmentSteps(type: CustomerOrder['type'], status: FulfillmentStatus) {
  // Characters and marketplace purchases are digital: nothing is shipped.
  if (type !== 'frame') {
    // An admin may still mark a character "shipped": for a download that means it is there.
    const at = status === 'shipped' ? 'delivered' : status;
    return {
      steps: CHARACTER_STEPS.map((step) => ({ step, label: CHARACTER_LABEL[step] })),
      current: CHARACTER_STEPS.indexOf(at),
      currentLabel: CHARACTER_LABEL[at],
    };
  }
  return {
    steps: FULFILLMENT_STATUSES.map((step) => ({ step, label: FULFILMENT_LABEL[step] })),
    current: FULFILLMENT_STATUSES.indexOf(status),
    currentLabel: FULFILMENT_LABEL[status],
  };
}

/** Where the order is: its fulfilment steps (four for a frame, three for a character) with the current one marked. */
function FulfilmentSteps({ type, status }: { type: CustomerOrder['type']; status: FulfillmentStatus }) {
  const { steps, current, currentLabel } = fulfilmentSteps(type, status);
  return (
    <ol
      className={cn('grid gap-1', steps.length === 3 ? 'grid-cols-3' : 'grid-cols-4')}
      aria-label={`Fulfilment: ${currentLabel}`}
    >
      {steps.map(({ step, label }, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'flex flex-col items-center gap-1 text-center text-xs font-semibold',
            index <= current ? 'text-ink' : 'text-ink-soft',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-6 items-center justify-center rounded-full border-2',
              index <= current ? 'border-grape bg-grape text-white' : 'border-ink/20 bg-white',
            )}
          >
            {index <= current ? <Check className="size-3.5" /> : null}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** The customer's orders with payment and fulfilment status, so a parent can see where the frame is. */
export function OrdersSection() {
  const orders = useQuery(userOrdersQueryOptions());
  return (
    <DashboardSection id="orders-title" title="Your orders">
      {orders.isPending ? <ListSkeleton label="Loading your orders" count={1} className="sm:grid-cols-1" /> : null}
      {orders.isError ? <ListError what="your orders" onRetry={() => void orders.refetch()} /> : null}
      {orders.data?.length === 0 ? <EmptyState title="No orders yet" /> : null}
      {orders.data?.length ? (
        <ul className="grid gap-3">
          {orders.data.map((order) => {
            const state = orderState(order);
            const sentence = orderStateSentence(order, order.refundedAt);
            const unpaid = state.payment === 'pending' || state.payment === 'failed';
            const cents = parseDollars(order.amount);
            return (
              <li key={order.id} className="grid gap-4 rounded-3xl border-2 border-ink/10 bg-white p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-bold">{itemLabel(order)}</p>
                    <p className="text-sm text-ink-soft">
                      Order <span className="font-mono">{orderNumber(order.id)}</span> · {formatDate(order.createdAt)} ·{' '}
                      {cents === null ? order.amount : formatPrice(cents)}
                    </p>
                  </div>
                  <span
                    data-testid="order-payment"
                    className={cn('rounded-full px-3 py-1 text-sm font-bold', PAYMENT_TONE[state.payment])}
                  >
                    {state.paymentLabel}
                  </span>
                </div>
                {sentence ? <p className="text-sm">{sentence}</p> : null}
                {state.fulfilment ? <FulfilmentSteps type={order.type} status={state.fulfilment} /> : null}
                {order.uploadToken ? (
                  <UploadDrawingButton token={order.uploadToken} reminders={order.uploadReminders} />
                ) : null}
                {unpaid ? <UnpaidOrderActions order={order} /> : null}
                {order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' ? (
                  <OrderDocuments orderId={order.id} />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </DashboardSection>
  );
}
