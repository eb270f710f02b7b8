import { TOASTS } from '@dtm/shared/messages';
import { formatPrice, parseDollars } from '@dtm/shared/money';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { userBackgroundsQueryOptions } from '../../lib/user-purchases';
import { backgroundsQueryOptions } from '../marketplace';

type VariationFormProps = {
  variationPrice: string;
  busy: boolean;
  onBuy: (input: { variationName: string; backgroundId?: string; backgroundName?: string }) => void;
};

const cents = (dollars: string) => parseDollars(dollars) ?? 0;

/** A name (required after trimming) and an optional background; the total is what the server will charge. */
export function VariationForm({ variationPrice, busy, onBuy }: VariationFormProps) {
  const backgrounds = useQuery(backgroundsQueryOptions());
  // A background the customer bought already costs nothing more here (the server prices it the same way).
  const ownedBackgrounds = useQuery(userBackgroundsQueryOptions());
  const owned = new Set(ownedBackgrounds.data?.map((item) => item.backgroundId));
  const [name, setName] = useState('');
  const [backgroundId, setBackgroundId] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameId = useId();
  const backgroundFieldId = useId();
  const background = backgrounds.data?.find((item) => item.id === backgroundId);
  const backgroundOwned = background ? owned.has(background.id) : false;
  const total = cents(variationPrice) + (background && !backgroundOwned ? cents(background.price) : 0);

  return (
    <form
      noValidate
      aria-labelledby="variation-form-title"
      className="grid min-w-0 grid-cols-1 gap-4 rounded-3xl border-2 border-ink/10 bg-white p-5 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        const variationName = name.trim();
        if (!variationName) {
          setNameError(TOASTS.variationNameRequired.text);
          showToast(TOASTS.variationNameRequired);
          return;
        }
        setNameError(null);
        onBuy({
          variationName,
          ...(background ? { backgroundId: background.id, backgroundName: background.name } : {}),
        });
      }}
    >
      <h2 id="variation-form-title" className="font-display text-xl font-extrabold">
        Create a variation
      </h2>
      <p className="text-ink-soft">
        A new version of this animation, for {formatPrice(cents(variationPrice))}. Add a background at its price.
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={nameId} className="font-bold">
          Variation name
        </label>
        <input
          id={nameId}
          value={name}
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (event.target.value.trim()) setNameError(null);
          }}
          placeholder="Dragon in Space"
          className="h-12 rounded-xl border-2 border-ink/20 bg-white px-3 text-base focus-visible:border-grape focus-visible:outline-3 focus-visible:outline-grape/30"
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="text-sm font-semibold text-red-800">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={backgroundFieldId} className="font-bold">
          Background (optional)
        </label>
        <select
          id={backgroundFieldId}
          value={backgroundId}
          onChange={(event) => setBackgroundId(event.target.value)}
          disabled={backgrounds.isPending}
          // A long background name must not widen the form past a phone's screen.
          className="h-12 w-full min-w-0 rounded-xl border-2 border-ink/20 bg-white px-3 text-base focus-visible:border-grape focus-visible:outline-3 focus-visible:outline-grape/30"
        >
          <option value="">No background</option>
          {backgrounds.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} {owned.has(item.id) ? '(yours already, included)' : `(+${formatPrice(cents(item.price))})`}
            </option>
          ))}
        </select>
        {backgrounds.isError ? (
          <p className="text-sm text-ink-soft">
            Backgrounds could not be loaded.{' '}
            <button type="button" className="font-bold text-grape underline" onClick={() => void backgrounds.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
      </div>
      {background ? (
        <p role="status" className="text-sm text-ink-soft">
          Variation {formatPrice(cents(variationPrice))} + {background.name}{' '}
          {backgroundOwned ? 'already yours: $0.00' : formatPrice(cents(background.price))} ={' '}
          <strong className="text-ink">{formatPrice(total)}</strong>
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy}>
        <ShoppingBag aria-hidden="true" className="size-5" />
        Buy variation for {formatPrice(total)}
      </Button>
    </form>
  );
}
