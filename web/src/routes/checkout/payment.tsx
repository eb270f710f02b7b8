import { createFileRoute } from '@tanstack/react-router';
import { orderQueryOptions } from '../../features/checkout/api/get-order';
import { paymentConfigQueryOptions } from '../../features/checkout/api/get-payment-config';
import { readAuthenticationReturn } from '../../features/checkout/checkout-redirects';
import { leaveForMissingOrder, PaymentLoadError } from '../../features/checkout/payment/payment-load-error';
import { PaymentPage } from '../../features/checkout/payment/payment-page';

type PaymentSearch = {
  orderId: string;
  /** Added by Stripe (or the emulator) on the way back from 3-D Secure. */
  payment_intent?: string | undefined;
  payment_intent_client_secret?: string | undefined;
  redirect_status?: string | undefined;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const Route = createFileRoute('/checkout/payment')({
  validateSearch: (search: Record<string, unknown>): PaymentSearch => ({
    orderId: text(search.orderId) ?? '',
    payment_intent: text(search.payment_intent),
    payment_intent_client_secret: text(search.payment_intent_client_secret),
    redirect_status: text(search.redirect_status),
  }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: async ({ context: { queryClient }, deps: { orderId }, preload }) => {
    if (!orderId) return leaveForMissingOrder(preload);
    void queryClient.prefetchQuery(paymentConfigQueryOptions());
    try {
      await queryClient.ensureQueryData(orderQueryOptions(orderId));
    } catch (error) {
      leaveForMissingOrder(preload, error);
      throw error;
    }
  },
  errorComponent: PaymentLoadError,
  component: PaymentRoute,
});

function PaymentRoute() {
  const search = Route.useSearch();
  return (
    <PaymentPage
      key={search.orderId}
      orderId={search.orderId}
      authenticationReturn={readAuthenticationReturn(search)}
    />
  );
}
