import { TOASTS } from '@dtm/shared/messages';
import type { CheckoutOrder, ShippingAddress } from '@dtm/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/toast';
import { asApiError } from '../../../lib/api-client';
import { rememberSignInEmail } from '../../../lib/sign-in-hint';
import { completePayment } from '../api/complete-payment';
import { setupPayment } from '../api/setup-payment';
import { type AfterPaymentPlan, type Completion, planAfterPayment } from '../checkout-redirects';
import { OFFLINE_MESSAGE } from '../offline-message';
import { savePendingOrder } from '../pending-order/pending-order-store';
import { recallUploadToken, rememberUploadToken } from './upload-token-memory';

/** Where the payment modal is. `closed` is the page without the modal. */
export type PaymentFlowState =
  | { step: 'closed' }
  | { step: 'setting-up' }
  | { step: 'voucher-used-up'; message: string }
  | {
      step: 'card';
      clientSecret: string;
      amount: string;
      uploadToken: string | null;
      shippingAddress: ShippingAddress | null;
      /** The card is being confirmed with the provider. */
      busy: boolean;
      /** The provider's words for the try before this setup, shown in the form until the next try. */
      failure?: string | undefined;
    }
  | { step: 'completing' }
  | { step: 'leaving'; plan: AfterPaymentPlan };

/** Steps in which the customer may close the modal (nothing is on its way). */
export function canClose(state: PaymentFlowState): boolean {
  return state.step === 'voucher-used-up' || (state.step === 'card' && !state.busy);
}

/**
 * The payment step's logic: set up the payment (or learn the order is free), hand the card to
 * the payment form, let the server verify the result, then leave for upload or sign-in with
 * the spec's delays.
 */
export function usePaymentFlow({ order, signedIn }: { order: CheckoutOrder; signedIn: boolean }) {
  const [state, setState] = useState<PaymentFlowState>({ step: 'closed' });
  const address = useRef<ShippingAddress | undefined>(undefined);
  const country = useRef<string | undefined>(undefined);
  const leaveTimer = useRef<number | undefined>(undefined);
  const queryClient = useQueryClient();
  const router = useRouter();

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const leave = useCallback(
    (plan: AfterPaymentPlan) => {
      if (plan.pendingOrder) savePendingOrder(plan.pendingOrder);
      // The sign-in page that follows fills in the address the guest just typed.
      if (plan.fullPageLoad) rememberSignInEmail(order.customerEmail);
      if (plan.processingError) showToast(TOASTS.paymentProcessingError);
      setState({ step: 'leaving', plan });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      leaveTimer.current = window.setTimeout(() => {
        if (plan.fullPageLoad) window.location.assign(plan.href);
        else void router.navigate({ href: plan.href, replace: true });
      }, plan.delayMs);
    },
    [order.customerEmail, queryClient, router],
  );

  const finish = useCallback(
    (completion: Completion, fallbackUploadToken: string | null) =>
      leave(planAfterPayment({ order, completion, fallbackUploadToken, signedIn })),
    [leave, order, signedIn],
  );

  const setUp = useCallback(
    async (withoutVoucher: boolean, failure?: string) => {
      setState({ step: 'setting-up' });
      try {
        const setup = await setupPayment({
          orderId: order.id,
          orderType: order.type,
          shippingAddress: address.current,
          country: country.current,
          withoutVoucher,
        });
        rememberUploadToken(order.id, setup.uploadToken);
        // The order now holds the address (and perhaps a new price): "Complete payment" later reads it afresh.
        void queryClient.invalidateQueries({ queryKey: ['orders', order.id] });
        if (setup.clientSecret === null) {
          // A free order: paid at once on the server, no card step.
          finish(
            { ok: true, paymentStatus: 'paid', uploadToken: setup.uploadToken, requiresRegistration: !signedIn },
            setup.uploadToken,
          );
          return;
        }
        setState({
          step: 'card',
          clientSecret: setup.clientSecret,
          amount: setup.amount,
          uploadToken: setup.uploadToken,
          shippingAddress: address.current ?? null,
          busy: false,
          failure,
        });
      } catch (error) {
        const failure = asApiError(error);
        if (failure?.status === 409 && failure.extra.canContinueWithoutVoucher === true) {
          setState({ step: 'voucher-used-up', message: failure.serverMessage ?? TOASTS.voucherUsedUp.text });
          return;
        }
        setState({ step: 'closed' });
        if (failure?.offline) showToast(TOASTS.paymentSetupFailed, OFFLINE_MESSAGE);
        else if (failure?.status === 404) {
          showToast(TOASTS.orderNotFound);
          void router.navigate({ to: '/' });
        } else if (
          failure?.status === 400 &&
          Object.keys(failure.fields).some((f) => f.startsWith('shippingAddress'))
        ) {
          showToast(TOASTS.incompleteAddress);
        } else if (failure?.status === 400) showToast(TOASTS.validationError);
        else if (failure?.status === 409) {
          // Already paid (in another tab, say): the page shows the paid order and its upload link.
          showToast(TOASTS.paymentSetupFailed, failure.serverMessage ?? undefined);
          void queryClient.invalidateQueries({ queryKey: ['orders', order.id] });
        } else showToast(TOASTS.paymentSetupFailed);
      }
    },
    [finish, order.id, order.type, queryClient, router, signedIn],
  );

  /** The Pay button: frames bring their checked shipping address, characters the buyer's country. */
  const start = useCallback(
    (shippingAddress?: ShippingAddress, buyerCountry?: string) => {
      address.current = shippingAddress;
      country.current = buyerCountry;
      void setUp(false);
    },
    [setUp],
  );

  /** Asks the server to verify the payment with Stripe, then leaves for the next step. */
  const complete = useCallback(
    async (paymentIntentId: string, fallbackUploadToken: string | null) => {
      setState({ step: 'completing' });
      let completion: Completion;
      try {
        const result = await completePayment({ orderId: order.id, orderType: order.type, paymentIntentId, signedIn });
        completion = { ok: true, ...result };
      } catch {
        completion = { ok: false };
      }
      finish(completion, fallbackUploadToken);
    },
    [finish, order.id, order.type, signedIn],
  );

  return {
    state,
    start,
    continueWithoutVoucher: useCallback(() => void setUp(true), [setUp]),
    close: useCallback(() => setState((current) => (canClose(current) ? { step: 'closed' } : current)), []),
    /** The card form reports a confirmed payment. */
    succeeded: useCallback(
      (paymentIntentId: string) => {
        const token = state.step === 'card' ? state.uploadToken : recallUploadToken(order.id);
        void complete(paymentIntentId, token);
      },
      [complete, order.id, state],
    ),
    /** The card form is talking to the provider: the modal stays open meanwhile. */
    setCardBusy: useCallback(
      (busy: boolean) => setState((current) => (current.step === 'card' ? { ...current, busy } : current)),
      [],
    ),
    /**
     * The provider refused the card: say so in its words; nothing is paid, the customer may retry.
     * With a voucher, the server cancels the discounted payment and gives the voucher use back,
     * so the next try needs a fresh setup (which claims the voucher again, or says it is used up).
     */
    failed: useCallback(
      (message: string) => {
        showToast(TOASTS.paymentFailed, message);
        if (!order.voucherCode || state.step !== 'card') return;
        const paymentIntentId = state.clientSecret.split('_secret_')[0] ?? '';
        void (async () => {
          try {
            await completePayment({ orderId: order.id, orderType: order.type, paymentIntentId, signedIn });
          } catch {
            // The server learns of the failure from Stripe's webhook too.
          }
          await setUp(false, message);
        })();
      },
      [order.id, order.type, order.voucherCode, setUp, signedIn, state],
    ),
    /** Back from 3-D Secure with the provider's verdict. */
    resumeAfterAuthentication: useCallback(
      (paymentIntentId: string) => void complete(paymentIntentId, recallUploadToken(order.id)),
      [complete, order.id],
    ),
  };
}
