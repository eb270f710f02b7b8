import { FRAME_PRODUCT_OPTIONS } from '@dtm/shared/frames';
import { formatPrice } from '@dtm/shared/money';
import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-frame';

/** The two frames as radio cards, with the catalog's prices. */
export function FrameSizeOptions({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'frameSize'>;
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'frame-size-error' : undefined}>
      <legend className="mb-3 font-display text-xl font-extrabold">Choose your frame size</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FRAME_PRODUCT_OPTIONS.map((option) => (
          <div
            key={option.size}
            className="group relative flex cursor-pointer flex-col rounded-2xl border-2 border-ink/15 bg-white p-4 pt-5 transition hover:border-crayon-light has-checked:border-crayon has-checked:shadow-[0_6px_0_0_var(--color-crayon-light)] has-focus-visible:ring-4 has-focus-visible:ring-grape/30"
          >
            {/* The whole card is the radio's hit area; its name is the size and price, the rest describes it. */}
            <input
              {...registration}
              type="radio"
              value={option.size}
              aria-labelledby={`frame-${option.size}-name frame-${option.size}-price`}
              aria-describedby={`frame-${option.size}-details`}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            {option.popular ? (
              <span
                aria-hidden="true"
                className="absolute -top-3 right-4 flex items-center gap-1 rounded-full bg-crayon px-3 py-0.5 text-xs font-bold text-white"
              >
                <Star aria-hidden="true" className="size-3 fill-current" />
                Most Popular
              </span>
            ) : null}
            <span className="flex items-baseline justify-between gap-3">
              <span className="flex items-center gap-2.5">
                <span
                  aria-hidden="true"
                  className="flex size-5 items-center justify-center rounded-full border-2 border-ink/30 group-has-checked:border-crayon group-has-checked:bg-crayon"
                >
                  <span className="size-2 rounded-full bg-white" />
                </span>
                <span id={`frame-${option.size}-name`} className="font-display text-lg font-extrabold">
                  {`${option.size}" Frame`}
                </span>
              </span>
              <span id={`frame-${option.size}-price`} className="font-display text-2xl font-black">
                {formatPrice(option.priceCents)}
              </span>
            </span>
            <span id={`frame-${option.size}-details`} className="mt-1 grid gap-1">
              <span className="text-ink-soft">
                {option.popular ? <span className="sr-only">Most Popular. </span> : null}
                {option.description}
              </span>
              <span className="text-sm font-semibold text-ink-soft">{option.dimensions}</span>
            </span>
          </div>
        ))}
      </div>
      {error ? <FieldError id="frame-size-error">{error}</FieldError> : null}
    </fieldset>
  );
}
