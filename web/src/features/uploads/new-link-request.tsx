import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-client';
import { useRenewUploadLink } from './api/renew-upload-link';

/** "Send me a new link" under an expired or invalid link: what the server says comes back in a status line. */
export function NewLinkRequest({ token }: { token: string }) {
  const renew = useRenewUploadLink(token);
  if (renew.isSuccess) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900">
        {renew.data.message}
      </p>
    );
  }
  return (
    <div className="grid justify-items-center gap-2">
      <Button onClick={() => renew.mutate()} disabled={renew.isPending}>
        {renew.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        Send me a new link
      </Button>
      {renew.isError ? (
        <p role="alert" className="font-semibold text-red-800">
          {apiErrorText(renew.error) ?? 'We could not send a new link just now. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
