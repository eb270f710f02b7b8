import { SUPPORT_SUBJECT_LABELS, SUPPORT_SUBJECTS } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { ContactFormSchema, contactFormToSupportRequest } from '@dtm/shared/support-requests';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { FormSelectField, FormTextareaField, FormTextField, SubmitButton } from '../../components/form';
import { userQueryOptions } from '../auth/api/get-user';
import { OutboxForm, useOutboxForm } from '../offline/outbox/outbox-form';
import { useSendSupportRequest } from './api/send-support-request';

// Spec section 2: Order Question=order, Technical Support=technical, Animation Process=animation, ...
const SUBJECT_OPTIONS = SUPPORT_SUBJECTS.map((value) => ({ value, label: SUPPORT_SUBJECT_LABELS[value] }));

/** "Get in Touch": checked with the same schema as the API; cleared only when the message was sent. */
export function ContactForm() {
  const send = useSendSupportRequest();
  const { form, onSubmit } = useOutboxForm({
    schema: ContactFormSchema,
    // No subject until one is chosen: the select shows its placeholder, and the schema says "Please select a subject".
    defaults: { firstName: '', lastName: '', email: '', message: '' },
    draft: 'contact',
    send: (values) => send.mutateAsync(contactFormToSupportRequest(values)),
    sentToast: TOASTS.messageSent,
    failedToast: TOASTS.messageFailed,
    // The name is sent as one "customerName".
    fields: { customerName: 'firstName', customerEmail: 'email', subject: 'subject', message: 'message' },
  });
  // A signed-in customer finds their name and e-mail filled in; whatever is typed (or kept as a draft) stays.
  const user = useQuery(userQueryOptions()).data;
  useEffect(() => {
    if (!user) return;
    const known = { firstName: user.firstName, lastName: user.lastName, email: user.email } as const;
    for (const [field, value] of Object.entries(known) as [keyof typeof known, string | null | undefined][]) {
      if (value && !form.getValues(field)) form.setValue(field, value, { shouldDirty: false });
    }
  }, [user, form]);

  return (
    <OutboxForm form={form} onSubmit={onSubmit} aria-label="Contact form" kind="support-request" noun="message">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <FormSelectField name="subject" label="Subject" placeholder="Select a subject" options={SUBJECT_OPTIONS} />
      <FormTextareaField name="message" label="Message" rows={6} placeholder="Tell us how we can help…" />
      <SubmitButton icon={Send} pendingLabel="Sending…" className="w-full sm:w-auto sm:justify-self-start">
        Send Message
      </SubmitButton>
    </OutboxForm>
  );
}
