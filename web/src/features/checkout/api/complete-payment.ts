import type { OrderType } from '@dtm/shared/constants';
import { type CompletePaymentResponse, CompletePaymentResponseSchema } from '@dtm/shared/orders';
import { apiSend } from '../../../lib/api-client';

const PATHS = {
  frame: { member: 'complete-payment', guest: 'complete-payment-guest' },
  character: { member: 'complete-character-payment', guest: 'complete-character-payment-guest' },
} as const;

/**
 * Asks the server to verify the payment with Stripe and mark the order paid: the signed-in
 * variant for members, the guest variant (which answers `requiresRegistration`) otherwise.
 */
export async function completePayment(request: {
  orderId: string;
  orderType: OrderType;
  paymentIntentId: string;
  signedIn: boolean;
}): Promise<CompletePaymentResponse> {
  const path = PATHS[request.orderType][request.signedIn ? 'member' : 'guest'];
  return apiSend(
    'PATCH',
    `/api/orders/${encodeURIComponent(request.orderId)}/${path}`,
    { paymentIntentId: request.paymentIntentId },
    CompletePaymentResponseSchema,
  );
}
