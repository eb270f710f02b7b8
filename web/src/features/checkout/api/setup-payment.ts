import type { OrderType } from '@dtm/shared/constants';
import { type PaymentSetupResponse, PaymentSetupResponseSchema, type ShippingAddress } from '@dtm/shared/orders';
import { apiSend } from '../../../lib/api-client';

export type SetupPaymentRequest = {
  orderId: string;
  orderType: OrderType;
  /** Frames only. */
  shippingAddress?: ShippingAddress | undefined;
  /** Characters only: the buyer's country (the invoice's VAT follows it). */
  country?: string | undefined;
  /** After a 409 "used up": re-price the order without its voucher. */
  withoutVoucher: boolean;
};

/**
 * POST /api/orders/:id/payment-intent (frames) or /character-payment-intent. A null
 * `clientSecret` is a free order, already paid.
 */
export async function setupPayment(request: SetupPaymentRequest): Promise<PaymentSetupResponse> {
  const id = encodeURIComponent(request.orderId);
  return request.orderType === 'frame'
    ? apiSend(
        'POST',
        `/api/orders/${id}/payment-intent`,
        { shippingAddress: request.shippingAddress, withoutVoucher: request.withoutVoucher },
        PaymentSetupResponseSchema,
      )
    : apiSend(
        'POST',
        `/api/orders/${id}/character-payment-intent`,
        { withoutVoucher: request.withoutVoucher, country: request.country },
        PaymentSetupResponseSchema,
      );
}
