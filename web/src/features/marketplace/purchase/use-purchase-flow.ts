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
  /** Sets the purchase up; `country` is the buyer's choice when `askCountry` is set. */
  start: (country?: string) => Promise<PurchaseIntent>;
  /** Ask the buyer's country first (the invoice's VAT follows it: shared/src/vat.ts). */
  askCountry?: boolean;
  complete: (paymentIntentId: string) => Promise<{ downloadUrl: string | null }>;
  /** The spec's toast when the purchase cannot be set up ("Failed to initiate purchase", ...). */
  setupFailed: Toast;
};

export type PurchaseState =
  | { step: 'closed' }
  | { step: 'country'; itemName: string; steps: PurchaseSteps }
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

  const setUp = useCallback(
    async (steps: PurchaseSteps, country?: string) => {
      setState({ step: 'setting-up', itemName: steps.itemName });
      try {
        const intent = await steps.start(country);
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

  /** Opens the purchase: the country step first when the item asks for it, else straight to the card. */
  const begin = useCallback(
    async (steps: PurchaseSteps) => {
      if (steps.askCountry) {
        setState({ step: 'country', itemName: steps.itemName, steps });
        return;
      }
      await setUp(steps);
    },
    [setUp],
  );

  /** The buyer chose their country: the purchase is set up with it. */
  const chooseCountry = useCallback(
    async (country: string) => {
      if (state.step !== 'country') return;
      await setUp(state.steps, country);
    },
    [state, setUp],
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

  return { state, begin, chooseCountry, succeeded, failed, close, cardBusy, setCardBusy };
}

export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
