import { type ErrorComponentProps, Link, useParams, useRouter } from '@tanstack/react-router';
import { LayoutDashboard, LoaderCircle, RotateCw, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { asApiError } from '../../../lib/api-client';
import { OFFLINE_TEXTS } from '../../offline/texts';
import { useOnlineStatus } from '../../offline/use-online-status';
import { ArtworkPageFrame } from './artwork-page';

/** While the files are listed. */
export function ArtworkPagePending() {
  const { orderId } = useParams({ from: '/order/$orderId/artwork' });
  return (
    <ArtworkPageFrame orderId={orderId}>
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-soft">
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-crayon" />
        <p className="text-lg font-semibold">Loading your artwork…</p>
      </div>
    </ArtworkPageFrame>
  );
}

/** Not this customer's order (or none at all): the API says 404 and so do we, plainly. */
export function ArtworkPageError({ error }: ErrorComponentProps) {
  const { orderId } = useParams({ from: '/order/$orderId/artwork' });
  const router = useRouter();
  const notFound = asApiError(error)?.status === 404;
  const online = useOnlineStatus();
  return (
    <ArtworkPageFrame orderId={orderId}>
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-[1.75rem] border-2 border-ink/10 bg-white p-8 text-center shadow-[0_6px_0_0_rgba(42,31,61,0.06)]"
      >
        {notFound ? (
          <SearchX aria-hidden="true" className="mx-auto size-12 text-crayon" />
        ) : (
          <RotateCw aria-hidden="true" className="mx-auto size-12 text-crayon" />
        )}
        <h2 className="mt-4 font-display text-2xl font-extrabold">
          {notFound ? 'Order not found' : 'We could not load the artwork'}
        </h2>
        <p className="mt-2 text-ink-soft">
          {notFound
            ? 'We could not find this order in your account. Check the link, or sign in with the e-mail address you ordered with.'
            : online
              ? 'Something went wrong while loading it. Please check your connection and try again.'
              : OFFLINE_TEXTS.artworkNeedsConnection}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {notFound ? null : (
            <Button onClick={() => void router.invalidate()}>
              <RotateCw aria-hidden="true" className="size-5" />
              Try again
            </Button>
          )}
          <Button asChild variant={notFound ? 'primary' : 'secondary'}>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" className="size-5" />
              Go to Dashboard
            </Link>
          </Button>
        </div>
      </div>
    </ArtworkPageFrame>
  );
}
