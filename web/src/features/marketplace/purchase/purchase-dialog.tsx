import { CustomerOrderSchema } from '@dtm/shared/user';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Download } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { apiGet } from '../../../lib/api-client';
import { USER_KEYS } from '../../../lib/user-keys';
import { useAuth } from '../../auth/api/get-user';
import {
  BuyerCountryField,
  PaymentCardStep,
  PaymentWaiting,
  paymentDescription,
  SecurePaymentDialog,
} from '../../checkout';
import type { PurchaseFlow } from './use-purchase-flow';

/** What the country step says when nothing was chosen. */
export const COUNTRY_REQUIRED = 'Please choose your country.';

/** The buyer's country before the card: the invoice's VAT follows it (EU consumers pay their country's rate). */
function CountryStep({ flow }: { flow: PurchaseFlow }) {
  // The country of the buyer's latest paid order with one (GET /api/user/orders, newest first), as the server would use.
  const orders = useQuery({
    queryKey: USER_KEYS.orders,
    queryFn: ({ signal }) => apiGet('/api/user/orders', z.array(CustomerOrderSchema), signal),
  });
  const latest =
    orders.data?.find((order) => order.country && ['paid', 'refunded'].includes(order.paymentStatus))?.country ?? '';
  const [country, setCountry] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!touched && latest) setCountry(latest);
  }, [touched, latest]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!country) {
      setError(COUNTRY_REQUIRED);
      return;
    }
    void flow.chooseCountry(country);
  };
  return (
    <form noValidate aria-label="Your country" className="grid gap-4" onSubmit={submit}>
      <BuyerCountryField
        value={country}
        error={error}
        onChange={(chosen) => {
          setTouched(true);
          setCountry(chosen);
          if (chosen) setError(undefined);
        }}
      />
      <Button type="submit" size="lg">
        Continue to payment
      </Button>
    </form>
  );
}

function CardStep({ flow }: { flow: PurchaseFlow }) {
  const auth = useAuth();
  const { state } = flow;
  if (state.step !== 'card') return null;
  const user = auth.status === 'signed-in' ? auth.user : null;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <PaymentCardStep
      summaryLabel={state.itemName}
      clientSecret={state.clientSecret}
      amount={state.amount}
      returnUrl={state.steps.returnUrl}
      billingDetails={{ name: name || (user?.email ?? ''), email: user?.email ?? '', address: null }}
      onSucceeded={(id) => void flow.succeeded(id)}
      onFailed={flow.failed}
      onBusyChange={flow.setCardBusy}
    />
  );
}

/**
 * The purchase modal: the buyer's country (for the invoice's VAT) when the item asks for it, the
 * same card step as the checkout's, then the way to the download.
 */
export function PurchaseDialog({ flow }: { flow: PurchaseFlow }) {
  const { state } = flow;
  return (
    <SecurePaymentDialog
      open={state.step !== 'closed'}
      closeable={state.step === 'card' ? !flow.cardBusy : state.step === 'done' || state.step === 'country'}
      onClose={flow.close}
      description={
        state.step === 'done'
          ? 'Thank you! Your purchase is in your account.'
          : state.step === 'country'
            ? 'Your country sets the VAT on your invoice.'
            : paymentDescription(state.step)
      }
    >
      {state.step === 'setting-up' ? <PaymentWaiting>Preparing your secure payment…</PaymentWaiting> : null}
      {state.step === 'completing' ? <PaymentWaiting>Confirming your payment…</PaymentWaiting> : null}
      {state.step === 'country' ? <CountryStep flow={flow} /> : null}
      {state.step === 'card' ? <CardStep flow={flow} /> : null}
      {state.step === 'done' ? (
        <div className="grid gap-4">
          <p role="status" className="flex flex-col items-center gap-3 py-4 text-center text-lg font-semibold">
            <CircleCheck aria-hidden="true" className="size-10 text-[#15803d]" />
            Payment successful! {state.itemName} is yours.
          </p>
          {state.downloadUrl ? (
            <Button asChild size="lg">
              <a href={`${state.downloadUrl}?download=1`} download>
                <Download aria-hidden="true" className="size-5" />
                Download now
              </a>
            </Button>
          ) : null}
          <Button asChild variant="secondary">
            <Link to="/dashboard">Go to your dashboard</Link>
          </Button>
        </div>
      ) : null}
    </SecurePaymentDialog>
  );
}
