import { SHOP } from '@dtm/shared/constants';
import type { Order } from '@dtm/shared/orders';

/** The first 8 characters of the order id (spec section 9). */
export const shortId = (id: string) => id.slice(0, SHOP.orderShortIdLength);

/** '7" Frame' or 'Character'. */
export function productLabel(order: Pick<Order, 'type' | 'frameSize'>): string {
  return order.type === 'character' ? 'Character' : `${order.frameSize ?? '7'}" Frame`;
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
