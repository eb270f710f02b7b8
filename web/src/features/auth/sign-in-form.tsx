import { SignInInputSchema } from '@dtm/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import { asApiError } from '../../lib/api-client';
import { useRequestSignInLink } from './api/request-sign-in-link';

// The same e-mail rule (and message) the API applies to the request.
const EmailFormSchema = SignInInputSchema.pick({ email: true });
type EmailFormInput = z.input<typeof EmailFormSchema>;
type EmailFormOutput = z.output<typeof EmailFormSchema>;
type EmailForm = UseFormReturn<EmailFormInput, unknown, EmailFormOutput>;

export const SEND_FAILED_MESSAGE = 'We could not send the link. Please check your connection and try again.';

/** Puts the API's refusal where it belongs: the e-mail's message under the field, the rest under the form. */
function showServerError(form: EmailForm, error: unknown) {
  const apiError = asApiError(error);
  const emailMessage = apiError?.fieldMessage('email');
  if (emailMessage) {
    form.setError('email', { type: 'server', message: emailMessage }, { shouldFocus: true });
    return;
  }
  form.setError('root.server', { type: 'server', message: apiError?.serverMessage ?? SEND_FAILED_MESSAGE });
}

type SignInFormProps = {
  /** Already checked with `safeReturnTo`. */
  returnTo: string;
  defaultEmail?: string;
  /** Move focus to the e-mail field when the form appears (coming back from "Check your inbox"). */
  focusOnMount?: boolean;
  onSent: (email: string) => void;
};

/** The e-mail field and the Send button; tells the API where to return after the link is followed. */
export function SignInForm({ returnTo, defaultEmail = '', focusOnMount = false, onSent }: SignInFormProps) {
  const form: EmailForm = useForm<EmailFormInput, unknown, EmailFormOutput>({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const request = useRequestSignInLink();
  const { errors, isSubmitting } = form.formState;
  const sending = isSubmitting || request.isPending;

  useEffect(() => {
    if (focusOnMount) form.setFocus('email');
  }, [focusOnMount, form]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const sent = await request.mutateAsync({ email, returnTo });
      onSent(sent.email);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email', { onChange: () => form.clearErrors('root.server') })}
      />
      {errors.root?.server?.message ? (
        <Notice tone="error" role="alert">
          {errors.root.server.message}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" disabled={sending} className="w-full">
        {sending ? (
          <>
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            Send sign-in link
          </>
        )}
      </Button>
    </form>
  );
}
