import { TOASTS } from '@dtm/shared/messages';
import { CreateReturnRequestInputSchema } from '@dtm/shared/returns';
import { PackageOpen } from 'lucide-react';
import { FormSelectField, FormTextareaField, FormTextField, SubmitButton } from '../../components/form';
import { OutboxForm, useOutboxForm } from '../offline/outbox/outbox-form';
import { useSubmitReturnRequest } from './api/submit-return-request';

// The reason is free text for the API; offering the common ones saves typing. Optional.
const REASONS = [
  'Changed my mind',
  'The frame arrived damaged',
  'The frame does not work',
  'Not happy with the animation',
  'Other',
].map((reason) => ({ value: reason, label: reason }));

/** "Start Your Return": checked with the API's own schema; cleared only when the request was received. */
export function ReturnForm() {
  const submit = useSubmitReturnRequest();
  const { form, onSubmit } = useOutboxForm({
    schema: CreateReturnRequestInputSchema,
    defaults: { customerName: '', customerEmail: '', orderNumber: '', reason: '', additionalInfo: '' },
    draft: 'return',
    send: (input) => submit.mutateAsync(input),
    sentToast: TOASTS.returnSubmitted,
    failedToast: TOASTS.returnFailed,
    fields: ['customerName', 'customerEmail', 'orderNumber', 'reason', 'additionalInfo'],
  });

  return (
    <OutboxForm form={form} onSubmit={onSubmit} aria-label="Return form" kind="return" noun="return request">
      <FormTextField name="customerName" label="Full name" autoComplete="name" />
      <FormTextField
        name="customerEmail"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="The address you ordered with."
      />
      <FormTextField
        name="orderNumber"
        label="Order number"
        hint="You find it in your order confirmation e-mail."
        autoComplete="off"
      />
      <FormSelectField
        name="reason"
        label="Reason for the return"
        optional
        placeholder="No reason needed"
        options={REASONS}
      />
      <FormTextareaField name="additionalInfo" label="Additional information" optional rows={4} />
      <SubmitButton icon={PackageOpen} pendingLabel="Submitting…" className="w-full sm:w-auto sm:justify-self-start">
        Submit Return Request
      </SubmitButton>
    </OutboxForm>
  );
}
