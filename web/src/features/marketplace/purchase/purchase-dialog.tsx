import { Link } from '@tanstack/react-router';
import { CircleCheck, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/api/get-user';
import { PaymentCardStep, PaymentWaiting, paymentDescription, SecurePaymentDialog } from '../../checkout';
import type { PurchaseFlow } from './use-purchase-flow';

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
 * The purchase modal: the same card step as the checkout's, then the way to the download.
 */
export function PurchaseDialog({ flow }: { flow: PurchaseFlow }) {
  const { state } = flow;
  return (
    <SecurePaymentDialog
      open={state.step !== 'closed'}
      closeable={state.step === 'card' ? !flow.cardBusy : state.step === 'done'}
      onClose={flow.close}
      description={
        state.step === 'done' ? 'Thank you! Your purchase is in your account.' : paymentDescription(state.step)
      }
    >
      {state.step === 'setting-up' ? <PaymentWaiting>Preparing your secure payment…</PaymentWaiting> : null}
      {state.step === 'completing' ? <PaymentWaiting>Confirming your payment…</PaymentWaiting> : null}
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
