import { TOASTS } from '@dtm/shared/messages';
import { formatAmount } from '@dtm/shared/money';
import { orderNumber, orderState, settledFulfilmentLabel } from '@dtm/shared/order-state';
import type { Order, OrderItem } from '@dtm/shared/orders';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError, ListLoading } from '../../../components/list-states';
import { Modal } from '../../../components/modal';
import { adminOrderQueryOptions } from '../api/orders';
import { OrderArtworkLinks } from '../components/artwork-links';
import { StatusBadge } from '../components/status-badge';
import { OrderStudioLinks } from '../studio/studio-link';
import { OrderDocuments } from './order-documents';
import { formatDateTime, productLabel } from './order-format';
import { OrderTimeline } from './order-timeline';
import { PaymentBadge } from './payment-badge';
import { RefundActions } from './refund-actions';
import { UploadLinkActions } from './upload-link-actions';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm font-bold text-ink-soft">{label}</dt>
      {/* A long e-mail address or payment id wraps anywhere instead of running out of the dialog. */}
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function OrderFields({ order, items }: { order: Order; items: OrderItem[] }) {
  const state = orderState(order);
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Field label="Customer">{order.customerName}</Field>
      <Field label="Email">{order.customerEmail}</Field>
      <Field label="Product">
        {items.length > 0
          ? items.map((item) => item.description).join(', ')
          : order.type === 'character'
            ? `Character${order.characterName ? ` "${order.characterName}"` : ''}`
            : productLabel(order)}
      </Field>
      <Field label="Amount">
        {formatAmount(order.amount)}
        {order.discountAmount !== '0.00' ? (
          <span className="text-ink-soft"> (−{formatAmount(order.discountAmount)})</span>
        ) : null}
      </Field>
      <Field label="Personal note">{order.personalNote ?? '—'}</Field>
      {order.voucherCode && !state.holdsVoucher ? (
        <Field label="Voucher">{order.voucherCode} (released: the order was not paid)</Field>
      ) : (
        <Field label="Voucher used">{order.voucherCode ?? 'None'}</Field>
      )}
      <Field label="Payment status">
        <PaymentBadge order={order} />
      </Field>
      <Field label="Fulfillment status">
        {state.fulfilmentEditable ? (
          <StatusBadge status={order.fulfillmentStatus} />
        ) : (
          <span className="text-ink-soft">{settledFulfilmentLabel(order)}</span>
        )}
      </Field>
      <Field label="Order date">{formatDateTime(order.createdAt)}</Field>
      <Field label="Payment ID">
        <span className="font-mono text-sm">{order.stripePaymentIntentId ?? '—'}</span>
      </Field>
      <Field label="Order ID">
        <span className="font-mono text-sm">{order.id}</span>
      </Field>
      {order.shippingAddress ? (
        <Field label="Ship to">
          {[
            order.shippingAddress.name,
            order.shippingAddress.line1,
            order.shippingAddress.line2,
            `${order.shippingAddress.postalCode} ${order.shippingAddress.city}`,
            order.shippingAddress.country,
          ]
            .filter(Boolean)
            .join(', ')}
        </Field>
      ) : null}
    </dl>
  );
}

/** The View dialog: every field of the order and its timeline; `refundReason` prefills the Refund section. */
export function OrderDetailsDialog({
  orderId,
  onClose,
  refundReason,
}: {
  orderId: string | null;
  onClose: () => void;
  refundReason?: string | undefined;
}) {
  const details = useQuery({ ...adminOrderQueryOptions(orderId ?? ''), enabled: orderId !== null });
  return (
    <Modal
      open={orderId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={orderId ? `Order ${orderNumber(orderId)}` : 'Order'}
      description="Everything about this order, and what happened to it."
    >
      {details.isPending ? (
        <ListLoading label="Loading the order…" />
      ) : details.isError ? (
        <ListError message={TOASTS.ordersFetchFailed.text} onRetry={() => void details.refetch()} />
      ) : (
        <div className="grid gap-6">
          <OrderFields order={details.data.order} items={details.data.items} />
          <OrderStudioLinks order={details.data.order} />
          {/* A cancelled order goes nowhere: no artwork to look at. */}
          {orderState(details.data.order).payment === 'cancelled' ? null : (
            <OrderArtworkLinks orderId={details.data.order.id} name={`order ${orderNumber(details.data.order.id)}`} />
          )}
          <UploadLinkActions order={details.data.order} />
          <RefundActions order={details.data.order} reason={refundReason} />
          <OrderDocuments order={details.data.order} />
          <section aria-labelledby="timeline-heading">
            <h3 id="timeline-heading" className="mb-3 font-display text-lg font-extrabold">
              Timeline
            </h3>
            <OrderTimeline events={details.data.events} />
          </section>
        </div>
      )}
    </Modal>
  );
}
