import { MailCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-client';
import { useRequestAccountDeletion } from './api/delete-account';
import { DeletionSummary } from './deletion-summary';

/** "Delete my account": a dialog says what goes and what stays, then a confirmation link is e-mailed. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const request = useRequestAccountDeletion();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="flex items-center gap-2 font-bold">
          <Trash2 aria-hidden="true" className="size-5 text-grape" />
          Delete your account
        </h3>
        <p className="text-sm text-ink-soft">We e-mail you a link to confirm it first.</p>
      </div>
      {request.isSuccess ? (
        <p role="status" className="flex gap-2 rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-900">
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          {request.data.message}
        </p>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      )}
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) request.reset();
        }}
        closeable={!request.isPending}
        title="Delete your account?"
        description="We will e-mail you a link. Your account is deleted only when you confirm on that page."
      >
        <div className="grid gap-4">
          <DeletionSummary />
          {request.isError ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {apiErrorText(request.error) ?? 'We could not send the e-mail just now. Please try again.'}
            </p>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={request.isPending}>
              Keep my account
            </Button>
            <Button
              onClick={() => request.mutate(undefined, { onSuccess: () => setOpen(false) })}
              disabled={request.isPending}
            >
              {request.isPending ? 'Sending…' : 'E-mail me the link'}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
