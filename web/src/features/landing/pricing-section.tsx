import { PricingCard } from './pricing-card';
import { PRICING_OPTIONS } from './pricing-options';
import { SectionHeading } from './section-heading';

/** The two frames and the standalone character, with their prices. */
export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="drawn-when-near bg-white py-20 [--drawn-height:1710px] sm:py-24 md:[--drawn-height:880px]"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="One drawing, a lifetime of smiles">
          One price, everything included. Shipping is free worldwide (import taxes may apply).
        </SectionHeading>
        <ul className="mt-16 grid items-start gap-8 md:grid-cols-3">
          {PRICING_OPTIONS.map((option) => (
            <PricingCard key={option.key} option={option} />
          ))}
        </ul>
      </div>
    </section>
  );
}
