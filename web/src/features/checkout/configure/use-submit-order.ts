import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '../../auth/api/get-user';
import { type CreateOrderRequest, useCreateOrder } from '../api/create-order';
import { reportCreateFailure } from './report-create-failure';

/** Creates the order, then opens its payment step; failures are reported on the form. */
export function useSubmitOrder() {
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const submit = async (request: CreateOrderRequest, setFieldError: (field: string, message: string) => boolean) => {
    try {
      const { orderId } = await createOrder.mutateAsync(request);
      void navigate({ to: '/checkout/payment', search: { orderId } });
    } catch (error) {
      reportCreateFailure(error, setFieldError);
    }
  };
  return { submit, pending: createOrder.isPending || createOrder.isSuccess };
}

/** Fills in the signed-in customer's name and e-mail where the form has none yet. */
export function usePrefillFromUser(fill: (name: string, email: string) => void) {
  const auth = useAuth();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  const email = user?.email ?? '';
  useEffect(() => {
    if (name || email) fill(name, email);
  }, [name, email, fill]);
}
