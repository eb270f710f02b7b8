import { TOASTS } from '@dtm/shared/messages';
import { type CreateReturnRequestInput, CreateReturnRequestInputSchema } from '@dtm/shared/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, PackageOpen } from 'lucide-react';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { reportFormFailure } from '../../lib/report-form-failure';
import { announceSubmit } from '../offline/outbox/announce-submit';
import { OutboxStatus } from '../offline/outbox/outbox-status';
import { useFormDraft } from '../offline/outbox/use-form-draft';
import { useSubmitReturnRequest } from './api/submit-return-request';

type ReturnFormValues = z.input<typeof CreateReturnRequestInputSchema>;

// The reason is free text for the API; offering the common ones saves typing. Optional.
const REASONS = [
  'Changed my mind',
  'The frame arrived damaged',
  'The frame does not work',
  'Not happy with the animation',
  'Other',
].map((reason) => ({ value: reason, label: reason }));

const EMPTY: DefaultValues<ReturnFormValues> = {
  customerName: '',
  customerEmail: '',
  orderNumber: '',
  reason: '',
  additionalInfo: '',
};

const FIELDS = new Set<string>(['customerName', 'customerEmail', 'orderNumber', 'reason', 'additionalInfo']);

function isFormField(field: string): field is keyof ReturnFormValues {
  return FIELDS.has(field);
}

/** "Start Your Return": checked with the API's own schema; cleared only when the request was received. */
export function ReturnForm() {
  const form = useForm<ReturnFormValues, unknown, CreateReturnRequestInput>({
    resolver: zodResolver(CreateReturnRequestInputSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const submit = useSubmitReturnRequest();
  const draft = useFormDraft('return', form);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await submit.mutateAsync(input);
      announceSubmit(result, TOASTS.returnSubmitted);
      await draft.clear();
      // Sent or safely queued in the outbox: either way the form is free for the next request. No values: the form element itself resets too, which puts the select back on its placeholder.
      form.reset();
    } catch (error) {
      reportFormFailure(error, TOASTS.returnFailed, (apiField, message) => {
        if (isFormField(apiField)) form.setError(apiField, { type: 'server', message });
      });
    }
  });

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} aria-label="Return form" className="grid gap-5">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.customerName?.message}
          {...form.register('customerName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="The address you ordered with."
          error={errors.customerEmail?.message}
          {...form.register('customerEmail')}
        />
        <TextField
          label="Order number"
          hint="You find it in your order confirmation e-mail."
          autoComplete="off"
          error={errors.orderNumber?.message}
          {...form.register('orderNumber')}
        />
        <SelectField
          label="Reason for the return"
          optional
          placeholder="No reason needed"
          options={REASONS}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <TextareaField
          label="Additional information"
          optional
          rows={4}
          error={errors.additionalInfo?.message}
          {...form.register('additionalInfo')}
        />
        <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto sm:justify-self-start">
          {submit.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              Submitting…
            </>
          ) : (
            <>
              <PackageOpen aria-hidden="true" className="size-5" />
              Submit Return Request
            </>
          )}
        </Button>
      </form>
      <OutboxStatus kind="return" noun="return request" />
    </div>
  );
}
