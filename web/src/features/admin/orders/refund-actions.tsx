import { formatPrice } from '@dtm/shared/money';
import type { Order } from '@dtm/shared/orders';
import { REFUND_REASON_MAX } from '@dtm/shared/refunds';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors, Form, FormTextareaField, FormTextField, SubmitButton } from '../../../components/form';
import { useCreateRefund } from '../api/orders';
import {
  initialRefundValues,
  leftToRefundCents,
  type RefundFormValues,
  refundBody,
  refundCents,
  refundFormErrors,
} from './refund-form';

/** The API's field names and the form's. */
const FIELDS = { amountCents: 'amount', reason: 'reason' } as const;

/**
 * Money back for a paid order, in full or in part; the button asks once more before Stripe is asked.
 * Opened from a completed return, the reason names it.
 */
export function RefundActions({ order, reason }: { order: Order; reason?: string | undefined }) {
  const left = leftToRefundCents(order);
  if (order.paymentStatus !== 'paid' || left <= 0) return null;
  // Keyed by what is left: after a refund the form starts again from the new amount.
  return <RefundForm key={`${order.id}-${left}`} order={order} leftCents={left} reason={reason} />;
}

function RefundForm({ order, leftCents, reason }: { order: Order; leftCents: number; reason?: string | undefined }) {
  const refund = useCreateRefund(order.id);
  // One key per attempt, made when the dialog shows the form: a double tap or a retry refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  // Opened from a completed return, the section is what the admin came for: bring it into view.
  const section = useRef<HTMLElement>(null);
  const fromReturn = Boolean(reason);
  useEffect(() => {
    if (fromReturn) section.current?.scrollIntoView({ block: 'nearest' });
  }, [fromReturn]);
  const resolver: Resolver<RefundFormValues> = async (values) => {
    const messages = refundFormErrors(values, leftCents);
    const errors: FieldErrors<RefundFormValues> = {};
    for (const [field, message] of Object.entries(messages)) {
      errors[field as keyof RefundFormValues] = { type: 'validate', message };
    }
    return Object.keys(messages).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<RefundFormValues>({
    defaultValues: initialRefundValues(order, reason),
    resolver,
    mode: 'onTouched',
  });
  const typed = refundCents({ amount: form.watch('amount'), reason: '' });
  const label = typed !== null && typed <= leftCents ? `Refund ${formatPrice(typed)}` : 'Refund';

  const onSubmit = async (values: RefundFormValues) => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    try {
      await refund.mutateAsync(refundBody(values, idempotencyKey));
    } catch (error) {
      applyServerErrors(form.setError, error, FIELDS);
    }
  };

  return (
    <section ref={section} aria-labelledby="refund-heading" className="grid gap-3 rounded-2xl bg-paper-deep p-4">
      <h3 id="refund-heading" className="font-display text-lg font-extrabold">
        Refund
      </h3>
      <p className="text-sm">{formatPrice(leftCents)} left to refund. The customer is told by e-mail.</p>
      <Form
        form={form}
        onSubmit={onSubmit}
        onChange={() => setConfirming(false)}
        className="grid gap-3"
        aria-label="Refund this order"
      >
        <FormTextField name="amount" label="Amount (USD)" inputMode="decimal" autoComplete="off" />
        <FormTextareaField
          name="reason"
          label="Reason"
          optional
          hint="Kept in the timeline; not sent to the customer."
          maxLength={REFUND_REASON_MAX}
          rows={2}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="sm" pendingLabel="Refunding…">
            {confirming ? `Confirm: ${label}` : label}
          </SubmitButton>
          {confirming ? (
            <p role="status" className="text-sm font-semibold">
              Tap again to send the money back. This cannot be undone.
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
