import { formatAmount } from '@dtm/shared/money';
import { Check, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { PreviewMedia } from './preview-media';

type ItemCardProps = {
  name: string;
  description: string | null;
  category: string | null;
  price: string;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  /** Set when the customer already owns it: what they can do instead of buying again. */
  owned: ReactNode | null;
  busy: boolean;
  onBuy: () => void;
};

/** One item of a marketplace: preview, name, category, price and Buy (or what the owner can do). */
export function ItemCard({
  name,
  description,
  category,
  price,
  thumbnailUrl,
  videoUrl,
  owned,
  busy,
  onBuy,
}: ItemCardProps) {
  const priceLabel = formatAmount(price);
  return (
    <article
      aria-label={name}
      className="flex flex-col overflow-hidden rounded-3xl border-2 border-ink/10 bg-white shadow-[0_4px_0_0_rgba(42,31,61,0.05)]"
    >
      <PreviewMedia name={name} thumbnailUrl={thumbnailUrl} videoUrl={videoUrl} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-display text-lg font-extrabold break-words">{name}</h2>
            {category ? <p className="text-sm font-semibold text-grape capitalize">{category}</p> : null}
          </div>
          <p className="font-display text-xl font-black">{priceLabel}</p>
        </div>
        {description ? <p className="text-sm text-ink-soft">{description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {owned ? (
            <>
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-bold text-[#166534]">
                <Check aria-hidden="true" className="size-4" />
                Owned
              </span>
              {owned}
            </>
          ) : (
            <Button onClick={onBuy} disabled={busy} className="w-full sm:w-auto">
              <ShoppingBag aria-hidden="true" className="size-5" />
              Buy for {priceLabel}
              <span className="sr-only"> ({name})</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
