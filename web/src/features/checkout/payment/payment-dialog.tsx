import type { Order } from '@dtm/shared/orders';
import { CircleCheck, TicketX, TriangleAlert } from 'lucide-react';
import { ModalClose } from '../../../components/modal';
import { Button } from '../../../components/ui/button';
import { paymentReturnUrl } from '../checkout-redirects';
import { PaymentCardStep, PaymentWaiting, paymentDescription, SecurePaymentDialog } from './secure-payment-dialog';
import { canClose, type usePaymentFlow } from './use-payment-flow';

type Flow = ReturnType<typeof usePaymentFlow>;

/** The payment modal: setup, the card form, then the way to the next step. */
export function PaymentDialog({ flow, order }: { flow: Flow; order: Order }) {
  const { state } = flow;
  return (
    <SecurePaymentDialog
      open={state.step !== 'closed'}
      closeable={canClose(state)}
      onClose={flow.close}
      description={paymentDescription(state.step)}
    >
      {state.step === 'setting-up' ? <PaymentWaiting>Preparing your secure payment…</PaymentWaiting> : null}
      {state.step === 'completing' ? <PaymentWaiting>Confirming your payment…</PaymentWaiting> : null}
      {state.step === 'card' ? (
        <PaymentCardStep
          summaryLabel="Total to pay"
          clientSecret={state.clientSecret}
          amount={state.amount}
          returnUrl={paymentReturnUrl(window.location.origin, order.id)}
          billingDetails={{
            name: state.shippingAddress?.name ?? order.customerName,
            email: order.customerEmail,
            address: state.shippingAddress,
          }}
          onSucceeded={flow.succeeded}
          onFailed={flow.failed}
          onBusyChange={flow.setCardBusy}
          initialFailure={state.failure}
        />
      ) : null}
      {state.step === 'voucher-used-up' ? (
        <div className="grid gap-4">
          <p role="alert" className="flex items-start gap-3 rounded-xl bg-sunny/40 p-4">
            <TicketX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong className="block">{state.message}</strong>
              The last use of voucher {order.voucherCode} went to someone else a moment ago. You can continue without it
              at the regular price.
            </span>
          </p>
          <Button size="lg" onClick={flow.continueWithoutVoucher}>
            Continue without the voucher
          </Button>
          <ModalClose>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
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
    </SecurePaymentDialog>
  );
}
