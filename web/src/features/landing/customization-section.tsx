import { Link } from '@tanstack/react-router';
import { ArrowRight, CreditCard, Palette, Upload } from 'lucide-react';
import { StarDoodle } from '../../components/doodles';
import { Button } from '../../components/ui/button';

const CHECKLIST = [
  { icon: Palette, text: 'Pick the frame size and enter your details' },
  { icon: CreditCard, text: 'Pay securely by card, no account needed yet' },
  { icon: Upload, text: 'Upload the drawing right after payment' },
] as const;

/** The order call to action at the bottom of the landing page. */
export function CustomizationSection() {
  return (
    <section
      id="customization"
      aria-labelledby="customization-title"
      className="drawn-when-near bg-paper px-4 py-20 [--drawn-height:910px] sm:py-24 md:[--drawn-height:700px]"
    >
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2.5rem] bg-ink px-6 py-14 text-white sm:px-12">
        <StarDoodle className="absolute top-4 right-5 -z-10 size-8 opacity-90" color="#fcd34d" />
        <StarDoodle className="absolute right-5 bottom-4 -z-10 size-7 opacity-80" />
        <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="font-display text-sm font-bold tracking-widest text-sunny uppercase">Configure</p>
            <h2 id="customization-title" className="mt-2 font-display text-4xl font-extrabold tracking-tight">
              Start Your Order
            </h2>
            <p className="mt-4 text-lg text-white/85">
              It takes two minutes. Your frame arrives in 2-3 weeks, and you see a preview of the animation before we
              ship.
            </p>
            <Button asChild size="lg" variant="sunny" className="mt-8">
              <Link to="/checkout/configure" search={{ type: 'frame' }} data-testid="button-start-order">
                Configure Your Frame
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </Button>
          </div>
          <ol className="space-y-4">
            {CHECKLIST.map(({ icon: Icon, text }, index) => (
              <li key={text} className="flex items-center gap-4 rounded-2xl bg-white/10 p-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
                  <Icon aria-hidden="true" className="size-6 text-sunny" />
                </span>
                <span className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {text}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
