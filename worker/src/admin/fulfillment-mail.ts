import type { FulfillmentStatus } from '@dtm/shared/constants';
import { orderNumber } from '@dtm/shared/order-state';
import type { OrderRow } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { productName } from '../orders/confirmation-mail';

/** Fulfilment changes the customer is told about by e-mail. */
export function notifiesCustomer(status: FulfillmentStatus): status is 'shipped' | 'delivered' {
  return status === 'shipped' || status === 'delivered';
}

/** "Your order has shipped" / "Your order was delivered", with a link to the dashboard. */
export function fulfillmentMail(order: OrderRow, status: 'shipped' | 'delivered', origin: string): Mail {
  const shortId = orderNumber(order.id);
  const product = productName(order);
  const shipped = status === 'shipped';
  const lines = shipped
    ? [
        `Good news, ${order.customerName}: order ${shortId} (${product}) is on its way.`,
        order.type === 'frame'
          ? 'Frames usually arrive within 5-7 business days. Shipping is free; import taxes might apply.'
          : 'Your character is delivered digitally: it is ready on your dashboard.',
      ]
    : [
        `Order ${shortId} (${product}) has been delivered. We hope it brings a lot of joy!`,
        'If anything is not right, reply through our contact page: frames have a 60-day no-questions-asked return.',
      ];
  return {
    to: order.customerEmail,
    subject: shipped ? `Your order ${shortId} has shipped` : `Your order ${shortId} was delivered`,
    ...layout(shipped ? 'Your order is on its way' : 'Your order was delivered', lines, {
      label: 'Open your dashboard',
      url: `${origin}/dashboard`,
    }),
  };
}
