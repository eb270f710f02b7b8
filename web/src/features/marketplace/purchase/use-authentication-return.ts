import { TOASTS } from '@dtm/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { showToast, toast } from '../../../components/toast';
import { USER_KEYS } from '../../../lib/user-keys';

/** Stripe's (and the emulator's) words on the way back from 3-D Secure. */
export type AuthenticationSearch = { payment_intent?: string | undefined; redirect_status?: string | undefined };

/**
 * Back from a bank's 3-D Secure page: complete the purchase once (or say the card was refused),
 * then drop Stripe's parameters from the address.
 */
export function useAuthenticationReturn(
  search: AuthenticationSearch,
  complete: (paymentIntentId: string) => Promise<unknown>,
  clearSearch: () => void,
) {
  const queryClient = useQueryClient();
  const handled = useRef(false);
  useEffect(() => {
    const id = search.payment_intent;
    if (handled.current || !id || !/^pi_[A-Za-z0-9_]+$/.test(id) || !search.redirect_status) return;
    handled.current = true;
    if (search.redirect_status !== 'succeeded') {
      showToast(TOASTS.paymentFailed);
      clearSearch();
      return;
    }
    complete(id)
      .then(() => toast({ title: 'Payment successful', description: 'Your purchase is in your account.' }))
      .catch(() => showToast(TOASTS.paymentProcessingError))
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: USER_KEYS.all });
        clearSearch();
      });
  }, [search.payment_intent, search.redirect_status, complete, clearSearch, queryClient]);
}
