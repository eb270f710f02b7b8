import { TOASTS } from '@dtm/shared/messages';
import type { Order } from '@dtm/shared/orders';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, CircleCheck, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/api/get-user';
import { useOnlineStatus } from '../../offline/use-online-status';
import { orderQueryOptions } from '../api/get-order';
import { paymentConfigQueryOptions } from '../api/get-payment-config';
import { CheckoutLayout, Panel } from '../checkout-layout';
import type { AuthenticationReturn } from '../checkout-redirects';
import { OfflineNotice } from '../offline-notice';
import { CharacterCountryForm } from './character-country-form';
import { OrderSummary } from './order-summary';
import { PaymentDialog } from './payment-dialog';
import { ShippingAddressForm } from './shipping-address-form';
import { usePaymentFlow } from './use-payment-flow';

/** Stripe's words when the customer fails (or abandons) 3-D Secure. */
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Opens the payment modal; checkout needs a connection, so it waits for one. */
function PayButton({ busy, onClick }: { busy: boolean; onClick?: () => void }) {
  const online = useOnlineStatus();
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="lg"
      disabled={busy || !online}
      className="w-full"
      onClick={onClick}
    >
      <Lock aria-hidden="true" className="size-5" />
      Pay Securely
    </Button>
  );
}

function PaidNotice({ order }: { order: Order }) {
  return (
    <Panel>
      <p className="flex items-start gap-3 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-[#15803d]" />
        {order.paymentStatus === 'refunded' ? 'This order has been refunded.' : 'This order is paid. Thank you!'}
      </p>
      {order.paymentStatus === 'paid' && order.uploadToken ? (
        <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
          <Link to="/checkout/upload" search={{ token: order.uploadToken }}>
            Upload your artwork
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Button>
      ) : null}
    </Panel>
  );
}

/** Step 2 of the checkout: the order as the server priced it, the address for frames, and Pay. */
export function PaymentPage({
  orderId,
  authenticationReturn,
}: {
  orderId: string;
  authenticationReturn: AuthenticationReturn | null;
}) {
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  useQuery(paymentConfigQueryOptions());
  const auth = useAuth();
  const flow = usePaymentFlow({ order, signedIn: auth.status === 'signed-in' });
  const navigate = useNavigate();

  // Back from the 3-D Secure page: finish the payment once the sign-in state is known.
  const resumed = useRef(false);
  useEffect(() => {
    if (!authenticationReturn || resumed.current || auth.status === 'loading') return;
    resumed.current = true;
    if (authenticationReturn.succeeded) {
      flow.resumeAfterAuthentication(authenticationReturn.paymentIntentId);
      return;
    }
    showToast(TOASTS.paymentFailed, AUTHENTICATION_FAILED);
    void navigate({ to: '/checkout/payment', search: { orderId }, replace: true });
  }, [authenticationReturn, auth.status, flow, navigate, orderId]);

  const settled = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  const busy = flow.state.step !== 'closed';

  return (
    <CheckoutLayout
      step="Payment"
      title="Payment"
      intro={
        order.type === 'frame'
          ? 'Check your order, tell us where to send the frame, then pay securely by card.'
          : 'Check your order, then pay securely by card.'
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-6 lg:order-last">
          <OrderSummary order={order} />
        </div>
        <div className="grid gap-6">
          <OfflineNotice />
          {settled && flow.state.step === 'closed' ? (
            <PaidNotice order={order} />
          ) : (
            <Panel>
              {order.type === 'frame' ? (
                <ShippingAddressForm order={order} onValid={flow.start}>
                  <PayButton busy={busy} />
                </ShippingAddressForm>
              ) : (
                <CharacterCountryForm
                  initialCountry={order.billingCountry}
                  onValid={(country) => flow.start(undefined, country)}
                >
                  <PayButton busy={busy} />
                </CharacterCountryForm>
              )}
              <p className="mt-4 text-center text-sm text-ink-soft">
                Card payments are processed by Stripe. We never see or store your card number.
              </p>
            </Panel>
          )}
        </div>
      </div>
      <PaymentDialog flow={flow} order={order} />
    </CheckoutLayout>
  );
}
