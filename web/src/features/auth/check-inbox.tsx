import { Loader2, MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { asApiError } from '../../lib/api-client';
import { useRequestSignInLink } from './api/request-sign-in-link';
import { SEND_FAILED_MESSAGE } from './sign-in-form';

// worker/src/auth/auth.ts MAGIC_LINK_TTL_SECONDS: links work once and expire after 15 minutes.
const LINK_LIFETIME = '15 minutes';

type CheckInboxProps = {
  email: string;
  returnTo: string;
  onUseDifferentEmail: () => void;
};

/** After the link was sent: which address it went to, and how to send it again or change the address. */
export function CheckInbox({ email, returnTo, onUseDifferentEmail }: CheckInboxProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resend = useRequestSignInLink();
  const [resentCount, setResentCount] = useState(0);

  // Screen readers hear the new state; keyboards continue from here.
  useEffect(() => headingRef.current?.focus(), []);

  const sendAgain = () => {
    resend.mutate(
      { email, returnTo },
      {
        onSuccess: () => setResentCount((count) => count + 1),
      },
    );
  };
  const resendError = resend.isError ? (asApiError(resend.error)?.serverMessage ?? SEND_FAILED_MESSAGE) : null;

  return (
    <div className="grid gap-6 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-grass/60 text-ink ring-4 ring-white"
      >
        <MailCheck className="size-8" />
      </span>
      <div className="grid gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none">
          Check your inbox
        </h1>
        <p className="text-lg text-ink-soft">
          We sent a sign-in link to <strong className="break-words text-ink">{email}</strong>.
        </p>
        <p className="text-ink-soft">
          Open the e-mail and choose <strong className="text-ink">Sign in</strong>. The link works once and expires in{' '}
          {LINK_LIFETIME}. Nothing there? Look in your spam folder.
        </p>
        {/* Always in the page, so screen readers announce what appears in it. */}
        <p role="status" className="text-sm font-semibold text-[#166534]">
          {resentCount > 0 && !resend.isPending ? 'We sent a new link. Please use the newest e-mail.' : ''}
        </p>
      </div>
      {resendError ? (
        <Notice tone="error" role="alert">
          {resendError}
        </Notice>
      ) : null}
      <div className="grid gap-2">
        <Button variant="secondary" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? (
            <>
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              Sending...
            </>
          ) : (
            <>
              <RotateCw aria-hidden="true" className="size-5" />
              Send the link again
            </>
          )}
        </Button>
        <Button variant="ghost" onClick={onUseDifferentEmail}>
          Use a different e-mail
        </Button>
      </div>
    </div>
  );
}
