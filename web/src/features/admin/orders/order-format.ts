import { SHOP } from '@dtm/shared/constants';
import type { Order } from '@dtm/shared/orders';

/** The first 8 characters of the order id (spec section 9). */
export const shortId = (id: string) => id.slice(0, SHOP.orderShortIdLength);

/** What each kind of order is called in the back office (frames name their size). */
export const ORDER_KIND_LABELS: Record<Order['type'], string> = {
  frame: 'Frame',
  character: 'Character',
  animation: 'Animation',
  background: 'Background',
  variation: 'Variation',
};

/** '7" Frame', 'Character', 'Animation', 'Background' or 'Variation'. */
export function productLabel(order: Pick<Order, 'type' | 'frameSize'>): string {
  return order.type === 'frame' ? `${order.frameSize ?? '7'}" Frame` : ORDER_KIND_LABELS[order.type];
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
