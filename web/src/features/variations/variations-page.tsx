import { TOASTS } from '@dtm/shared/messages';
import { VARIATION_MESSAGES } from '@dtm/shared/variations';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState, ListError, ListSkeleton } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { VariationStatusBadge } from '../../components/variation-status-badge';
import { asApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { type AuthenticationSearch, PurchaseDialog, useAuthenticationReturn, usePurchaseFlow } from '../marketplace';
import { completeVariationPurchase, startVariationPurchase, variationsQueryOptions } from './api/variations';
import { VariationForm } from './variation-form';

/** What a variation being made says to its owner (the same words as its refused download). */
const VARIATION_BEING_MADE = VARIATION_MESSAGES.beingMade;

function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/dashboard">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to dashboard
      </Link>
    </Button>
  );
}

/** /character/:id/variations: the variations of an owned animation, a form to buy one, and downloads. */
export function VariationsPage({
  id,
  search,
  clearSearch,
}: {
  id: string;
  search: AuthenticationSearch;
  clearSearch: () => void;
}) {
  const query = useQuery(variationsQueryOptions(id));
  const flow = usePurchaseFlow();
  const completeReturn = useCallback((paymentIntentId: string) => completeVariationPurchase(id, paymentIntentId), [id]);
  useAuthenticationReturn(search, completeReturn, clearSearch);

  if (query.isPending) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12">
        <ListSkeleton label="Loading the variations" count={2} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = asApiError(query.error)?.status === 404;
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
        <BackToDashboard />
        {notFound ? (
          <>
            <h1 className="sr-only">Variations</h1>
            <EmptyState title="Character Not Found">
              This animation is not in your account. Your animations are listed on your dashboard.
            </EmptyState>
          </>
        ) : (
          <ListError what="the variations" onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const { animation, variations } = query.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12">
      <BackToDashboard />
      <header className="flex flex-col gap-4 rounded-[2rem] border-2 border-ink/10 bg-white p-5 sm:flex-row sm:items-center sm:p-6">
        {animation.thumbnailUrl ? (
          <img
            src={animation.thumbnailUrl}
            alt=""
            className="aspect-video w-full rounded-2xl bg-paper-deep object-cover sm:w-48"
          />
        ) : null}
        <div className="grid flex-1 gap-2">
          <p className="font-display text-sm font-bold tracking-widest text-crayon uppercase">Variations</p>
          <h1 className="font-display text-3xl font-extrabold tracking-tight">{animation.name}</h1>
          {animation.downloadUrl ? (
            <Button asChild size="sm" variant="secondary" className="justify-self-start">
              <a href={`${animation.downloadUrl}?download=1`} download>
                <Download aria-hidden="true" className="size-4" />
                Download the original
              </a>
            </Button>
          ) : null}
        </div>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="variations-title" className="grid min-w-0 grid-cols-1 gap-4">
          <h2 id="variations-title" className="font-display text-xl font-extrabold sm:text-2xl">
            Your variations
          </h2>
          {variations.length === 0 ? (
            <EmptyState title="No Variations Yet">Create the first one with the form.</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-3">
              {variations.map((variation) => (
                <li
                  key={variation.id}
                  className="grid min-w-0 grid-cols-1 gap-3 rounded-3xl border-2 border-ink/10 bg-white p-4"
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-bold break-words">{variation.variationName}</p>
                      <p className="text-sm text-ink-soft">
                        {variation.backgroundName ? `With ${variation.backgroundName} · ` : ''}
                        {formatDate(variation.createdAt)}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <VariationStatusBadge status={variation.status} />
                      {variation.downloadUrl ? (
                        <Button asChild size="sm">
                          <a href={`${variation.downloadUrl}?download=1`} download>
                            <Download aria-hidden="true" className="size-4" />
                            Download<span className="sr-only"> {variation.variationName}</span>
                          </a>
                        </Button>
                      ) : null}
                    </div>
                  </div>
                  {variation.downloadUrl ? (
                    <video
                      src={variation.downloadUrl}
                      controls
                      muted
                      playsInline
                      loop
                      preload="metadata"
                      aria-label={`Video of ${variation.variationName}`}
                      className="aspect-video w-full rounded-2xl bg-ink/90 object-contain"
                    />
                  ) : (
                    <p className="text-sm text-ink-soft">{VARIATION_BEING_MADE}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <VariationForm
          // A new variation starts a fresh form.
          key={variations.length}
          variationPrice={animation.variationPrice}
          busy={flow.state.step !== 'closed'}
          onBuy={({ variationName, backgroundId, backgroundName }) =>
            void flow.begin({
              itemName: backgroundName ? `${variationName} (with ${backgroundName})` : variationName,
              returnUrl: `${window.location.origin}/character/${encodeURIComponent(id)}/variations`,
              // The buyer's country first, as for animations and backgrounds: the invoice's VAT follows it.
              askCountry: true,
              start: (country) => startVariationPurchase(id, { variationName, backgroundId, country }),
              complete: (paymentIntentId) => completeVariationPurchase(id, paymentIntentId),
              setupFailed: TOASTS.variationPurchaseFailed,
            })
          }
        />
      </div>
      <PurchaseDialog flow={flow} />
    </div>
  );
}
