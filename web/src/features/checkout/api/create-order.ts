import {
  type CreateCharacterOrderInput,
  type CreateFrameOrderInput,
  type CreateOrderResponse,
  CreateOrderResponseSchema,
} from '@dtm/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export type CreateOrderRequest =
  | { type: 'frame'; input: CreateFrameOrderInput }
  | { type: 'character'; input: CreateCharacterOrderInput };

/** POST /api/orders/frame or /character. No price is sent: the server's catalog sets it. */
export async function createOrder(request: CreateOrderRequest): Promise<CreateOrderResponse> {
  const response = await apiRequest('POST', `/api/orders/${request.type}`, request.input);
  return CreateOrderResponseSchema.parse(await response.json());
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
