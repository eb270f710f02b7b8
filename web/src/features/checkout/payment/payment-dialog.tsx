import { formatPrice, parseDollars } from '@dtm/shared/money';
import type { Order } from '@dtm/shared/orders';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, ShieldCheck, TicketX, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { paymentConfigQueryOptions } from '../api/get-payment-config';
import { paymentReturnUrl } from '../checkout-redirects';
import { PaymentForm } from '../payment-form/payment-form';
import { canClose, type PaymentFlowState, type usePaymentFlow } from './use-payment-flow';

type Flow = ReturnType<typeof usePaymentFlow>;

function Waiting({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex flex-col items-center gap-3 py-10 text-center font-semibold text-ink-soft">
      <LoaderCircle aria-hidden="true" className="size-9 animate-spin text-crayon" />
      {children}
    </p>
  );
}

function amountLabel(amount: string): string {
  const cents = parseDollars(amount);
  return cents === null ? `$${amount}` : formatPrice(cents);
}

/** The card step: the provider's form once the payment is set up and the provider is known. */
function CardStep({
  flow,
  order,
  card,
}: {
  flow: Flow;
  order: Order;
  card: Extract<PaymentFlowState, { step: 'card' }>;
}) {
  const config = useQuery(paymentConfigQueryOptions());
  if (config.isPending) return <Waiting>Loading the secure payment form…</Waiting>;
  if (config.isError) {
    return (
      <p role="alert" className="py-6 text-center font-semibold text-red-800">
        Failed to setup payment. Please try again.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="flex items-baseline justify-between rounded-xl bg-paper-deep px-4 py-3">
        <span className="font-semibold">Total to pay</span>
        <span className="font-display text-2xl font-black">{amountLabel(card.amount)}</span>
      </p>
      <PaymentForm
        config={config.data}
        clientSecret={card.clientSecret}
        amount={card.amount}
        returnUrl={paymentReturnUrl(window.location.origin, order.id)}
        billingDetails={{
          name: card.shippingAddress?.name ?? order.customerName,
          email: order.customerEmail,
          address: card.shippingAddress,
        }}
        onSucceeded={flow.succeeded}
        onFailed={flow.failed}
        onBusyChange={flow.setCardBusy}
      />
    </div>
  );
}

/** The payment modal (Radix Dialog): setup, the card form, then the way to the next step. */
export function PaymentDialog({ flow, order }: { flow: Flow; order: Order }) {
  const { state } = flow;
  const closeable = canClose(state);
  return (
    <Dialog.Root open={state.step !== 'closed'} onOpenChange={(open) => (open ? undefined : flow.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={(event) => (closeable ? undefined : event.preventDefault())}
          onPointerDownOutside={(event) => (closeable ? undefined : event.preventDefault())}
          onInteractOutside={(event) => (closeable ? undefined : event.preventDefault())}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-[1.75rem] bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem] sm:p-7 sm:pb-7"
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
              : 'Please keep this window open until we are done.'}
          </Dialog.Description>
          <div className="mt-5">
            {state.step === 'setting-up' ? <Waiting>Preparing your secure payment…</Waiting> : null}
            {state.step === 'completing' ? <Waiting>Confirming your payment…</Waiting> : null}
            {state.step === 'card' ? <CardStep flow={flow} order={order} card={state} /> : null}
            {state.step === 'voucher-used-up' ? (
              <div className="grid gap-4">
                <p role="alert" className="flex items-start gap-3 rounded-xl bg-sunny/40 p-4">
                  <TicketX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <span>
                    <strong className="block">{state.message}</strong>
                    The last use of voucher {order.voucherCode} went to someone else a moment ago. You can continue
                    without it at the regular price.
                  </span>
                </p>
                <Button size="lg" onClick={flow.continueWithoutVoucher}>
                  Continue without the voucher
                </Button>
                <Dialog.Close asChild>
                  <Button variant="secondary">Cancel</Button>
                </Dialog.Close>
              </div>
            ) : null}
            {state.step === 'leaving' ? (
              <p role="status" className="flex flex-col items-center gap-3 py-8 text-center text-lg font-semibold">
                {state.plan.processingError ? (
                  <TriangleAlert aria-hidden="true" className="size-10 text-crayon-dark" />
                ) : (
                  <CircleCheck aria-hidden="true" className="size-10 text-[#15803d]" />
                )}
                {state.plan.message}
              </p>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
