import { useRouter } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { OfflinePage } from '../offline/offline-page';
import { useOnlineStatus } from '../offline/use-online-status';

/**
 * A page whose data (often the sign-in state) could not be read: say so and offer a retry,
 * rather than a blank page or sending a signed-in person to sign in on a guess.
 */
export function PageLoadFailed() {
  const router = useRouter();
  const online = useOnlineStatus();
  // With no connection, and nothing saved on this device for this page: say what still works.
  if (!online) return <OfflinePage onRetry={() => void router.invalidate()} />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">We could not open this page</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Something went wrong while loading it. Please check your connection and try again.
      </p>
      <Button size="lg" className="mt-8" onClick={() => void router.invalidate()}>
        <RotateCw aria-hidden="true" className="size-5" />
        Try again
      </Button>
    </section>
  );
}
