import { TOASTS } from '@dtm/shared/messages';
import { type ErrorComponentProps, redirect, useRouter } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { asApiError } from '../../../lib/api-client';
import { CheckoutLayout, Panel } from '../checkout-layout';
import { OFFLINE_MESSAGE } from '../offline-message';

/**
 * An order that does not exist (or is not this customer's) is "Order Not Found", then home
 * (spec section 8). Other failures are left to the error screen. Preloads stay silent.
 */
export function leaveForMissingOrder(preload: boolean, error?: unknown): void {
  if (error !== undefined && asApiError(error)?.status !== 404) return;
  if (preload) throw error ?? new Error('No order id');
  showToast(TOASTS.orderNotFound);
  throw redirect({ to: '/', replace: true });
}

/** The payment step could not load its order: offline, or the server failed. */
export function PaymentLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const offline = asApiError(error)?.offline ?? !navigator.onLine;
  return (
    <CheckoutLayout step="Payment" title="Payment">
      <Panel className="mx-auto max-w-xl text-center">
        <p role="alert" className="text-lg font-semibold">
          {offline ? OFFLINE_MESSAGE : 'We could not load your order. Please try again.'}
        </p>
        <Button className="mt-5" onClick={() => void router.invalidate()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Panel>
    </CheckoutLayout>
  );
}
