import { SUPPORT_SUBJECT_LABELS, SUPPORT_SUBJECTS } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import {
  type ContactForm as ContactFormOutput,
  ContactFormSchema,
  contactFormToSupportRequest,
} from '@dtm/shared/support-requests';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
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
import { useSendSupportRequest } from './api/send-support-request';

type ContactFormValues = z.input<typeof ContactFormSchema>;

// Spec section 2: Order Question=order, Technical Support=technical, Animation Process=animation, ...
const SUBJECT_OPTIONS = SUPPORT_SUBJECTS.map((value) => ({ value, label: SUPPORT_SUBJECT_LABELS[value] }));

// No subject until one is chosen: the select shows its placeholder, and the schema says "Please select a subject".
const EMPTY: DefaultValues<ContactFormValues> = { firstName: '', lastName: '', email: '', message: '' };

/** Where the API's field names land on this form (the name is sent as one "customerName"). */
const FORM_FIELD_OF = {
  customerName: 'firstName',
  customerEmail: 'email',
  subject: 'subject',
  message: 'message',
} as const satisfies Record<string, keyof ContactFormValues>;

function isApiField(field: string): field is keyof typeof FORM_FIELD_OF {
  return field in FORM_FIELD_OF;
}

/** "Get in Touch": checked with the same schema as the API; cleared only when the message was sent. */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(ContactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const send = useSendSupportRequest();
  const draft = useFormDraft('contact', form);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await send.mutateAsync(contactFormToSupportRequest(values));
      announceSubmit(result, TOASTS.messageSent);
      await draft.clear();
      // Sent or safely queued in the outbox: either way the form is free for the next message. No values: the form element itself resets too, which puts the select back on its placeholder.
      form.reset();
    } catch (error) {
      reportFormFailure(error, TOASTS.messageFailed, (apiField, message) => {
        if (isApiField(apiField)) form.setError(FORM_FIELD_OF[apiField], { type: 'server', message });
      });
    }
  });

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label="Subject"
          placeholder="Select a subject"
          options={SUBJECT_OPTIONS}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <TextareaField
          label="Message"
          rows={6}
          placeholder="Tell us how we can help…"
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
          {send.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              Sending…
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-5" />
              Send Message
            </>
          )}
        </Button>
      </form>
      <OutboxStatus kind="support-request" noun="message" />
    </div>
  );
}
