import { formatPrice, parseDollars } from '@dtm/shared/money';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Download, LoaderCircle, ShieldCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/api/get-user';
import { PaymentForm, paymentConfigQueryOptions } from '../../checkout';
import type { PurchaseFlow } from './use-purchase-flow';

function Waiting({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex flex-col items-center gap-3 py-10 text-center font-semibold text-ink-soft">
      <LoaderCircle aria-hidden="true" className="size-9 animate-spin text-crayon" />
      {children}
    </p>
  );
}

function CardStep({ flow }: { flow: PurchaseFlow }) {
  const config = useQuery(paymentConfigQueryOptions());
  const auth = useAuth();
  const { state } = flow;
  if (state.step !== 'card') return null;
  if (config.isPending) return <Waiting>Loading the secure payment form…</Waiting>;
  if (config.isError) {
    return (
      <p role="alert" className="py-6 text-center font-semibold text-red-800">
        Failed to setup payment. Please try again.
      </p>
    );
  }
  const user = auth.status === 'signed-in' ? auth.user : null;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const cents = parseDollars(state.amount);
  return (
    <div className="grid gap-4">
      <p className="flex items-baseline justify-between gap-3 rounded-xl bg-paper-deep px-4 py-3">
        <span className="font-semibold">{state.itemName}</span>
        <span className="font-display text-2xl font-black">{cents === null ? state.amount : formatPrice(cents)}</span>
      </p>
      <PaymentForm
        config={config.data}
        clientSecret={state.clientSecret}
        amount={state.amount}
        returnUrl={state.steps.returnUrl}
        billingDetails={{ name: name || (user?.email ?? ''), email: user?.email ?? '', address: null }}
        onSucceeded={(id) => void flow.succeeded(id)}
        onFailed={flow.failed}
        onBusyChange={flow.setCardBusy}
      />
    </div>
  );
}

/**
 * The purchase modal: the same card form as the checkout (Stripe's Payment Element, or the
 * emulator's form locally), then the way to the download.
 */
export function PurchaseDialog({ flow }: { flow: PurchaseFlow }) {
  const { state } = flow;
  const closeable = state.step === 'card' ? !flow.cardBusy : state.step === 'done';
  return (
    <Dialog.Root open={state.step !== 'closed'} onOpenChange={(open) => (open ? undefined : flow.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={(event) => (closeable ? undefined : event.preventDefault())}
          onInteractOutside={(event) => (closeable ? undefined : event.preventDefault())}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-[1.75rem] bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem] sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2 font-display text-2xl font-extrabold">
              <ShieldCheck aria-hidden="true" className="size-6 text-[#15803d]" />
              Secure Payment
            </Dialog.Title>
            {closeable ? (
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close payment" className="-mt-2 -mr-2 shrink-0">
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </Dialog.Close>
            ) : null}
          </div>
          <Dialog.Description className="mt-1 text-ink-soft">
            {state.step === 'card'
              ? 'Your card details go straight to our payment provider, never to our servers.'
              : state.step === 'done'
                ? 'Thank you! Your purchase is in your account.'
                : 'Please keep this window open until we are done.'}
          </Dialog.Description>
          <div className="mt-5">
            {state.step === 'setting-up' ? <Waiting>Preparing your secure payment…</Waiting> : null}
            {state.step === 'completing' ? <Waiting>Confirming your payment…</Waiting> : null}
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
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
