import { formatAmount } from '@dtm/shared/money';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { paymentConfigQueryOptions } from '../api/get-payment-config';
import { PaymentForm } from '../payment-form/payment-form';
import type { PaymentFormProps } from '../payment-form/payment-form-props';

/** A step the customer waits through ("Confirming your payment…"), announced to screen readers. */
export function PaymentWaiting({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex flex-col items-center gap-3 py-10 text-center font-semibold text-ink-soft">
      <LoaderCircle aria-hidden="true" className="size-9 animate-spin text-crayon" />
      {children}
    </p>
  );
}

/** What the payment modal says under its title: where the card goes, or to keep it open. */
export function paymentDescription(step: string): string {
  return step === 'card'
    ? 'Your card details go straight to our payment provider, never to our servers.'
    : 'Please keep this window open until we are done.';
}

type SecurePaymentDialogProps = {
  open: boolean;
  /** False while the payment is being set up or confirmed. */
  closeable: boolean;
  onClose: () => void;
  description: string;
  children: ReactNode;
};

/** "Secure Payment": the modal the checkout and the marketplace take a card in. */
export function SecurePaymentDialog({ open, closeable, onClose, description, children }: SecurePaymentDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      closeable={closeable}
      closeLabel="Close payment"
      size="md"
      title={
        <>
          <ShieldCheck aria-hidden="true" className="size-6 text-[#15803d]" />
          Secure Payment
        </>
      }
      description={description}
    >
      {children}
    </Modal>
  );
}

/**
 * The card step: what is paid for and how much, then the provider's form (Stripe's Payment
 * Element, or the emulator's form locally) once the provider is known.
 */
export function PaymentCardStep({ summaryLabel, ...form }: PaymentFormProps & { summaryLabel: string }) {
  const config = useQuery(paymentConfigQueryOptions());
  if (config.isPending) return <PaymentWaiting>Loading the secure payment form…</PaymentWaiting>;
  if (config.isError) {
    return (
      <p role="alert" className="py-6 text-center font-semibold text-red-800">
        Failed to setup payment. Please try again.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="flex items-baseline justify-between gap-3 rounded-xl bg-paper-deep px-4 py-3">
        <span className="font-semibold">{summaryLabel}</span>
        <span className="font-display text-2xl font-black">{formatAmount(form.amount)}</span>
      </p>
      <PaymentForm config={config.data} {...form} />
    </div>
  );
}
