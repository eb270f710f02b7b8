import { formatDollars } from '@dtm/shared/money';
import type { OrderRow } from '../db/schema';

/** An order as the API shows it: dollars, ISO dates; the upload token only to those allowed. */
export function presentOrder(order: OrderRow, options: { withUploadToken: boolean }) {
  return {
    id: order.id,
    type: order.type,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    frameSize: order.frameSize,
    characterName: order.characterName,
    personalNote: order.personalNote,
    amount: formatDollars(order.amountCents),
    discountAmount: formatDollars(order.discountCents),
    refundedAmount: formatDollars(order.refundedCents),
    voucherCode: order.voucherCode,
    stripePaymentIntentId: order.stripePaymentIntentId,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    uploadToken: options.withUploadToken && order.paymentStatus === 'paid' ? order.uploadToken : null,
    uploadExpiresAt: order.uploadExpiresAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    userId: order.userId,
    shippingAddress: order.shippingAddress,
    billingCountry: order.billingCountry,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
