import { formatPrice } from '@dtm/shared/money';
import { Check, Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { PricingOption } from './pricing-options';

/** One product with its price; the popular one stands out. */
export function PricingCard({ option }: { option: PricingOption }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-[2rem] border-2 bg-white p-7',
        option.popular
          ? 'border-crayon shadow-[0_10px_0_0_var(--color-crayon-light)] lg:-translate-y-3'
          : 'border-ink/10 shadow-[0_6px_0_0_rgba(42,31,61,0.08)]',
      )}
    >
      {option.popular ? (
        <p className="absolute -top-4 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-crayon px-4 py-1 text-sm font-bold whitespace-nowrap text-white">
          <Star aria-hidden="true" className="size-4 fill-current" />
          Most Popular
        </p>
      ) : null}
      <h3 className="font-display text-2xl font-extrabold">{option.name}</h3>
      <p className="mt-1 text-ink-soft">{option.description}</p>
      <p className="mt-5 font-display text-5xl font-black tracking-tight">{formatPrice(option.priceCents)}</p>
      <p className="mt-1 text-sm font-semibold text-ink-soft">{option.dimensionsLabel}</p>
      <ul className="mt-6 space-y-2.5">
        {option.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#15803d]" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
