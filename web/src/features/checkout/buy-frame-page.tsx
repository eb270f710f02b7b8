import { FRAME_PRODUCT_OPTIONS } from '@dtm/shared/frames';
import { formatPrice } from '@dtm/shared/money';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, CreditCard, Palette, Upload } from 'lucide-react';
import { InternalLink } from '../../components/internal-link';
import { Button } from '../../components/ui/button';

const STEPS = [
  { icon: Palette, title: 'Configure', text: 'Choose the 5" or 7" frame and enter your details.' },
  {
    icon: CreditCard,
    title: 'Pay securely',
    text: 'Pay by card. Your card details go straight to our payment provider.',
  },
  { icon: Upload, title: 'Upload the artwork', text: "Right after payment, upload your child's drawing." },
] as const;

/** /buy-frame: another frame for a customer, usually from the dashboard. */
export function BuyFramePage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <InternalLink href="/dashboard">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </InternalLink>
      </Button>
      <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Buy a Digital Frame</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Configure your frame, pay securely, then upload the artwork. We animate it and ship the frame to you, free
        worldwide.
      </p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-2xl border-2 border-ink/10 bg-white p-5">
            <span className="flex size-10 items-center justify-center rounded-xl bg-paper-deep">
              <Icon aria-hidden="true" className="size-5 text-crayon-dark" />
            </span>
            <h2 className="mt-3 font-display text-lg font-extrabold">
              <span className="sr-only">{`Step ${index + 1}: `}</span>
              {title}
            </h2>
            <p className="mt-1 text-ink-soft">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-ink-soft">
        {FRAME_PRODUCT_OPTIONS.map((option) => `${option.size}" frame ${formatPrice(option.priceCents)}`).join(' · ')}
      </p>
      <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
        <Link to="/checkout/configure" search={{ type: 'frame' }}>
          Start Your Frame Order
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </Button>
    </div>
  );
}
