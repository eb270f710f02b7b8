import { Frame, Sparkles } from 'lucide-react';
import { InternalLink } from '../../components/internal-link';
import { Button } from '../../components/ui/button';

/**
 * Where the frames and characters will be listed (a later issue). Until then it says so
 * plainly and points to the two ways of getting one: nothing here pretends to be an order.
 */
export function CreationsEmpty() {
  return (
    <section
      aria-labelledby="creations-title"
      className="rounded-[2rem] border-2 border-dashed border-ink/20 bg-paper-deep/60 p-6 sm:p-8"
    >
      <h2 id="creations-title" className="font-display text-xl font-extrabold sm:text-2xl">
        Your creations
      </h2>
      <p className="mt-2 text-ink-soft">Your frames and characters will appear here.</p>
      <p className="mt-1 text-ink-soft">
        You will be able to rename them, see the artwork you uploaded and download the finished animation.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <InternalLink href="/buy-frame">
            <Frame aria-hidden="true" className="size-5" />
            Buy a frame
          </InternalLink>
        </Button>
        <Button asChild variant="secondary">
          <InternalLink href="/purchase-character">
            <Sparkles aria-hidden="true" className="size-5" />
            Buy a character
          </InternalLink>
        </Button>
      </div>
    </section>
  );
}
