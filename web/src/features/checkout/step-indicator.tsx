import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

export const CHECKOUT_STEPS = ['Configure', 'Payment', 'Upload'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The checkout's three numbered steps; the current one carries aria-current="step". */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout steps" className="mx-auto w-full max-w-md">
      <ol className="flex items-center">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li key={step} className={cn('flex', index > 0 && 'flex-1')}>
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'mx-2 mt-4 h-1 flex-1 self-start rounded-full sm:mx-3',
                    index <= currentIndex ? 'bg-crayon' : 'bg-ink/15',
                  )}
                />
              ) : null}
              <span aria-current={isCurrent ? 'step' : undefined} className="flex flex-col items-center gap-1">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-9 items-center justify-center rounded-full border-2 font-display font-extrabold',
                    done && 'border-crayon bg-crayon text-white',
                    isCurrent && 'border-crayon bg-white text-crayon-dark ring-4 ring-crayon-light/60',
                    !done && !isCurrent && 'border-ink/20 bg-white text-ink-soft',
                  )}
                >
                  {done ? <Check className="size-5" /> : index + 1}
                </span>
                <span className={cn('text-sm font-bold', isCurrent ? 'text-ink' : 'text-ink-soft')}>
                  <span className="sr-only">{`Step ${index + 1}: `}</span>
                  {step}
                  {done ? <span className="sr-only"> (done)</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
