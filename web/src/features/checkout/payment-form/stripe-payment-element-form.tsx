/**
 * Stripe's Payment Element behind the payment modal's one interface. Loaded lazily, and only
 * when the API says real Stripe keys are in use: Stripe.js cannot load without internet.
 */
import { formatPrice, parseDollars } from '@dtm/shared/money';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { LoaderCircle, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PaymentFailure } from './payment-failure';
import { GENERIC_PAYMENT_FAILURE, type PaymentFormProps } from './payment-form-props';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key, loaded on first use. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const APPEARANCE = {
  theme: 'stripe',
  variables: { colorPrimary: '#c2410c', colorText: '#2a1f3d', borderRadius: '12px', fontSizeBase: '16px' },
} as const;

export default function StripePaymentElementForm({
  publishableKey,
  ...props
}: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: props.clientSecret, appearance: APPEARANCE }}>
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({
  amount,
  returnUrl,
  billingDetails,
  onSucceeded,
  onFailed,
  onBusyChange,
  initialFailure,
}: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(initialFailure ?? null);
  const amountCents = parseDollars(amount);
  // Frames collect a shipping address on the page; the billing address is taken from it.
  const hideBillingAddress = billingDetails.address !== null;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setFailure(null);
    setBusy(true);
    onBusyChange?.(true);
    const address = billingDetails.address;
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: returnUrl,
        payment_method_data: {
          billing_details: {
            name: billingDetails.name,
            email: billingDetails.email,
            ...(address
              ? {
                  address: {
                    line1: address.line1,
                    line2: address.line2 ?? '',
                    city: address.city,
                    state: address.state ?? '',
                    postal_code: address.postalCode,
                    country: address.country,
                  },
                }
              : {}),
          },
        },
      },
    });
    setBusy(false);
    onBusyChange?.(false);
    if (error) {
      setFailure(error.message ?? GENERIC_PAYMENT_FAILURE);
      onFailed(error.message ?? GENERIC_PAYMENT_FAILURE);
      return;
    }
    if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
      onSucceeded(paymentIntent.id);
      return;
    }
    setFailure(paymentIntent.last_payment_error?.message ?? GENERIC_PAYMENT_FAILURE);
    onFailed(paymentIntent.last_payment_error?.message ?? GENERIC_PAYMENT_FAILURE);
  };

  return (
    <form onSubmit={pay} className="grid gap-5">
      <PaymentElement
        options={{
          layout: 'accordion',
          wallets: { applePay: 'auto', googlePay: 'auto' },
          defaultValues: { billingDetails: { name: billingDetails.name, email: billingDetails.email } },
          fields: hideBillingAddress ? { billingDetails: { address: 'never' } } : undefined,
        }}
      />
      <PaymentFailure message={failure} />
      <Button type="submit" size="lg" disabled={!stripe || !elements || busy} className="w-full">
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Processing payment…
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-5" />
            {amountCents === null ? 'Pay now' : `Pay ${formatPrice(amountCents)}`}
          </>
        )}
      </Button>
    </form>
  );
}
