import { formatPrice } from '@dtm/shared/money';
import { orderNumber } from '@dtm/shared/order-state';
import type { OrderRow } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { layout } from '../mail/templates';

const MARKETPLACE_NAMES = { animation: 'Animation', background: 'Background', variation: 'Animation variation' };

export function productName(order: Pick<OrderRow, 'type' | 'frameSize' | 'characterName'>): string {
  if (order.type === 'animation' || order.type === 'background' || order.type === 'variation')
    return MARKETPLACE_NAMES[order.type];
  if (order.type === 'character')
    return order.characterName ? `Animated character "${order.characterName}"` : 'Animated character';
  return `${order.frameSize ?? '7'}" digital frame`;
}

/** The order confirmation: what was bought, what was paid (and the attached invoice's number), and the upload link. */
export function orderConfirmationMail(order: OrderRow, origin: string, invoiceNumber?: string): Mail {
  const uploadUrl = `${origin}/upload/${order.uploadToken ?? ''}`;
  const lines = [
    `Thank you, ${order.customerName}! Your payment was received.`,
    `Order ${orderNumber(order.id)}: ${productName(order)}.`,
    order.discountCents > 0
      ? `Voucher ${order.voucherCode ?? ''}: -${formatPrice(order.discountCents)}. Total paid: ${formatPrice(order.amountCents)}.`
      : `Total paid: ${formatPrice(order.amountCents)}.`,
    ...(invoiceNumber ? [`Your invoice ${invoiceNumber} is attached as a PDF.`] : []),
    "Next step: upload your child's artwork (PNG, JPEG, PDF, WebP or HEIC, up to 50 MB per file). The link stays valid for 30 days.",
  ];
  return {
    to: order.customerEmail,
    subject: `Order confirmed: ${productName(order)}`,
    ...layout('Your order is confirmed', lines, { label: 'Upload your artwork', url: uploadUrl }),
  };
}
