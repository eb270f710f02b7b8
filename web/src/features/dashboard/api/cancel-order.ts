import { OrderSchema } from '@dtm/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { USER_KEYS } from '../../../lib/user-keys';

/** POST /api/orders/:id/cancel: an unpaid order of the signed-in customer; the orders list is read again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiSend('POST', `/api/orders/${orderId}/cancel`, {}, OrderSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.orders }),
  });
}
