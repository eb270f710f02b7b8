import type { PurchaseIntent } from '@dtm/shared/marketplace';
import { TOASTS, type Toast } from '@dtm/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { showToast } from '../../../components/toast';
import { apiErrorText, asApiError } from '../../../lib/api-client';
import { USER_KEYS } from '../../../lib/user-keys';

export type PurchaseSteps = {
  /** What is being bought, for the dialog's words. */
  itemName: string;
  /** Where the bank's 3-D Secure page sends the customer back to (only if a redirect is needed). */
  returnUrl: string;
  start: () => Promise<PurchaseIntent>;
  complete: (paymentIntentId: string) => Promise<{ downloadUrl: string | null }>;
  /** The spec's toast when the purchase cannot be set up ("Failed to initiate purchase", ...). */
  setupFailed: Toast;
};

export type PurchaseState =
  | { step: 'closed' }
  | { step: 'setting-up'; itemName: string }
  | { step: 'card'; itemName: string; clientSecret: string; amount: string; steps: PurchaseSteps }
  | { step: 'completing'; itemName: string }
  | { step: 'done'; itemName: string; downloadUrl: string | null };

/**
 * A marketplace purchase as section 4 describes it: create it (the server prices it), confirm
 * the card in the page, then complete it with the paymentIntentId. The same steps serve
 * animations, backgrounds and variations.
 */
export function usePurchaseFlow() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PurchaseState>({ step: 'closed' });
  const [cardBusy, setCardBusy] = useState(false);
  const refreshCatalog = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['animations'] }),
        queryClient.invalidateQueries({ queryKey: ['backgrounds'] }),
      ]),
    [queryClient],
  );

  const begin = useCallback(
    async (steps: PurchaseSteps) => {
      setState({ step: 'setting-up', itemName: steps.itemName });
      try {
        const intent = await steps.start();
        setState({
          step: 'card',
          itemName: steps.itemName,
          clientSecret: intent.clientSecret,
          amount: intent.amount,
          steps,
        });
      } catch (error) {
        setState({ step: 'closed' });
        showToast(steps.setupFailed, apiErrorText(error));
        // Taken off sale while this page was open (410): the list is read again, so it disappears.
        if (asApiError(error)?.status === 410) await refreshCatalog();
      }
    },
    [refreshCatalog],
  );

  const succeeded = useCallback(
    async (paymentIntentId: string) => {
      if (state.step !== 'card') return;
      const { itemName, steps } = state;
      setCardBusy(false);
      setState({ step: 'completing', itemName });
      try {
        const owned = await steps.complete(paymentIntentId);
        setState({ step: 'done', itemName, downloadUrl: owned.downloadUrl });
      } catch (error) {
        setState({ step: 'closed' });
        if (asApiError(error)?.status === 410) {
          // Taken off sale before the payment went through: the server refunded it and says so.
          showToast(TOASTS.purchaseWithdrawn, apiErrorText(error));
          await refreshCatalog();
        } else {
          showToast(TOASTS.paymentProcessingError);
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: USER_KEYS.all });
      }
    },
    [state, queryClient, refreshCatalog],
  );

  const failed = useCallback((message: string) => {
    showToast(TOASTS.paymentFailed, message);
  }, []);

  const close = useCallback(() => {
    if (state.step === 'setting-up' || state.step === 'completing' || cardBusy) return;
    setState({ step: 'closed' });
  }, [state.step, cardBusy]);

  return { state, begin, succeeded, failed, close, cardBusy, setCardBusy };
}

export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
