import {
  type CreateCharacterOrderInput,
  type CreateFrameOrderInput,
  type CreateOrderResponse,
  CreateOrderResponseSchema,
} from '@dtm/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export type CreateOrderRequest =
  | { type: 'frame'; input: CreateFrameOrderInput }
  | { type: 'character'; input: CreateCharacterOrderInput };

/** POST /api/orders/frame or /character. No price is sent: the server's catalog sets it. */
export async function createOrder(request: CreateOrderRequest): Promise<CreateOrderResponse> {
  return apiSend('POST', `/api/orders/${request.type}`, request.input, CreateOrderResponseSchema);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
