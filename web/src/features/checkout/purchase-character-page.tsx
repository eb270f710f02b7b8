import { PRICES_CENTS } from '@dtm/shared/constants';
import { formatPrice } from '@dtm/shared/money';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Check } from 'lucide-react';
import { Button } from '../../components/ui/button';

const INCLUDED = [
  "Your child's drawing, turned into an animated character",
  'A preview within 1-2 weeks, with up to 2 small changes',
  'Delivered digitally: download it and keep it forever',
  'Play it on any of our frames, or add it to one later',
] as const;

/** /purchase-character: the standalone character offer. */
export function PurchaseCharacterPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="rounded-[2rem] border-2 border-crayon bg-white p-6 shadow-[0_10px_0_0_var(--color-crayon-light)] sm:p-10">
        <p className="font-display text-sm font-bold tracking-widest text-crayon-dark uppercase">No frame needed</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Animated Character</h1>
        <p className="mt-3 text-lg text-ink-soft">
          Just the magic: we bring your child's drawing to life as an animated character.
        </p>
        <p className="mt-6 font-display text-5xl font-black tracking-tight">{formatPrice(PRICES_CENTS.character)}</p>
        <ul className="mt-6 space-y-2.5">
          {INCLUDED.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#15803d]" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <Link to="/checkout/configure" search={{ type: 'character' }}>
            Start Your Character Order
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
