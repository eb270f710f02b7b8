import { lazy, Suspense } from 'react';
import type { PaymentConfig } from '../api/get-payment-config';
import { EmulatorCardForm } from './emulator-card-form';
import type { PaymentFormProps } from './payment-form-props';

// Stripe.js and its React bindings load only with real keys (never in emulator mode: no internet).
const StripePaymentElementForm = lazy(() => import('./stripe-payment-element-form'));

/** The card step of the payment modal: Stripe's Payment Element or the emulator's card form. */
export function PaymentForm({ config, ...props }: PaymentFormProps & { config: PaymentConfig }) {
  if (config.provider === 'emulator') return <EmulatorCardForm emulatorUrl={config.emulatorUrl} {...props} />;
  return (
    <Suspense fallback={<p className="py-8 text-center text-ink-soft">Loading the secure payment form…</p>}>
      <StripePaymentElementForm publishableKey={config.publishableKey} {...props} />
    </Suspense>
  );
}
