import { ACCOUNT_MESSAGES } from '@dtm/shared/account';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { InternalLink } from '../../components/internal-link';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { apiErrorText } from '../../lib/api-client';
import { useConfirmAccountDeletion } from './api/delete-account';
import { DeletionSummary } from './deletion-summary';

/**
 * /account/delete?token=…: the e-mailed deletion link. Opening it changes nothing (mail scanners
 * open links too); only the button deletes the account.
 */
export function DeleteAccountPage({ token }: { token: string | null }) {
  const confirm = useConfirmAccountDeletion();
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-16">
      <h1 className="font-display text-3xl font-extrabold">Delete your account</h1>
      <section className="grid gap-5 rounded-[2rem] border-2 border-ink/10 bg-white p-6 shadow-[0_6px_0_0_rgba(42,31,61,0.06)]">
        {!token ? (
          <Notice tone="error">{ACCOUNT_MESSAGES.tokenInvalid}</Notice>
        ) : confirm.isSuccess ? (
          <div className="grid gap-4">
            <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900">
              {confirm.data.message} You are signed out. Thank you for the drawings you shared with us.
            </p>
            <Button asChild variant="secondary">
              <a href="/">Back to the shop</a>
            </Button>
          </div>
        ) : (
          <>
            <DeletionSummary />
            {confirm.isError ? (
              <p role="alert" className="font-semibold text-red-800">
                {apiErrorText(confirm.error) ?? 'We could not delete your account just now. Please try again.'}
              </p>
            ) : null}
            <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
              {confirm.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <Trash2 aria-hidden="true" className="size-5" />
              )}
              Delete my account
            </Button>
            <p className="text-center text-sm">
              Changed your mind? <InternalLink href="/dashboard">Keep my account</InternalLink> — nothing happens unless
              you press the button.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
