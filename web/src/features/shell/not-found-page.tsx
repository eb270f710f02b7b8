import { Link } from '@tanstack/react-router';
import { Home } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** Shown for any path the app does not know. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div aria-hidden="true" className="relative mb-8 size-36">
        <div className="absolute inset-0 rotate-6 rounded-[2.5rem] bg-sunny" />
        <div className="absolute inset-3 -rotate-3 rounded-[2rem] border-4 border-dashed border-ink/25 bg-white" />
        <span className="absolute inset-0 flex items-center justify-center font-display text-5xl font-black text-crayon">
          ?
        </span>
      </div>
      <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-lg text-ink-soft">
        We looked everywhere, even under the crayon box, but this page does not exist. It may have moved, or the link
        has a typo.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" className="size-5" />
          Back to home
        </Link>
      </Button>
    </section>
  );
}
