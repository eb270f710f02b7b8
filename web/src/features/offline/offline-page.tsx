import { Link } from '@tanstack/react-router';
import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { OFFLINE_TEXTS } from './texts';

/**
 * Shown instead of the browser's error when a page cannot open with no connection (its data
 * was never saved on this device): what still works, and a retry for when the network is back.
 */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div aria-hidden="true" className="relative mb-8 size-36">
        <div className="absolute inset-0 -rotate-6 rounded-[2.5rem] bg-sky" />
        <div className="absolute inset-3 rotate-3 rounded-[2rem] border-4 border-dashed border-ink/25 bg-white" />
        <WifiOff className="absolute inset-0 m-auto size-14 text-grape" />
      </div>
      <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">{OFFLINE_TEXTS.offlineTitle}</h1>
      <p className="mt-4 text-lg text-ink-soft">{OFFLINE_TEXTS.offlinePage}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-5" />
          Try again
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/">Home</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/faq">FAQ</Link>
        </Button>
      </div>
    </section>
  );
}
