import type { Toast } from '@dtm/shared/messages';
import type { ComponentProps } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../../components/form/form';
import { applyServerErrors, type ServerFieldMap } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { reportFormFailure } from '../../../lib/report-form-failure';
import type { OutboxKind } from '../db';
import { announceSubmit } from './announce-submit';
import type { SubmitResult } from './outbox';
import { OutboxStatus } from './outbox-status';
import { useFormDraft } from './use-form-draft';

type OutboxFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> = {
  schema: Schema;
  defaults: DefaultValues<z.input<Schema>>;
  /** The draft's name in IndexedDB: what was typed survives a closed tab. */
  draft: string;
  /** Sends the checked values through the outbox ('queued' when offline). */
  send: (values: z.output<Schema>) => Promise<SubmitResult>;
  sentToast: Toast;
  failedToast: Toast;
  /** Where the API's field messages go on this form. */
  fields: ServerFieldMap<z.input<Schema>>;
};

/**
 * A public form sent through the offline outbox (contact, return): checked with the API's
 * schema, its draft kept while typing, cleared only once sent or queued; a refusal puts the
 * server's messages under the fields, or says it in a toast when no field explains it.
 */
export function useOutboxForm<Schema extends z.ZodType<FieldValues, FieldValues>>(options: OutboxFormOptions<Schema>) {
  const form = useZodForm(options.schema, options.defaults);
  const draft = useFormDraft(options.draft, form);
  const onSubmit = async (values: z.output<Schema>) => {
    try {
      const result = await options.send(values);
      announceSubmit(result, options.sentToast);
      await draft.clear();
      // Sent or safely queued: either way the form is free for the next one. No values: the form element itself resets too, which puts a select back on its placeholder.
      form.reset();
    } catch (error) {
      // A refusal the form can show under its fields (a wrong e-mail for the order) is said there
      // once; the toast is for failures no field explains.
      if (applyServerErrors(form.setError, error, options.fields).length === 0) {
        reportFormFailure(error, options.failedToast);
      }
    }
  };
  return { form, onSubmit };
}

type OutboxFormProps<Values extends FieldValues, Submitted> = ComponentProps<typeof Form<Values, Submitted>> & {
  kind: OutboxKind;
  /** What the outbox holds, for its status line ("message"). */
  noun: string;
};

/** The form and, under it, what waits in the outbox to be sent. */
export function OutboxForm<Values extends FieldValues, Submitted>({
  kind,
  noun,
  ...formProps
}: OutboxFormProps<Values, Submitted>) {
  return (
    <div className="grid gap-6">
      <Form className="grid gap-5" {...formProps} />
      <OutboxStatus kind={kind} noun={noun} />
    </div>
  );
}
