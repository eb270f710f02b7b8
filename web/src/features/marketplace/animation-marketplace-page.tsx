import { SOLD_ANIMATION_CATEGORIES } from '@dtm/shared/constants';
import { MESSAGES, TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Download, Layers } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState, ListError, ListSkeleton } from '../../components/list-states';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { userAnimationsQueryOptions } from '../../lib/user-purchases';
import { useAuth } from '../auth/api/get-user';
import { animationsQueryOptions } from './api/get-catalog';
import { completeItemPurchase, startItemPurchase } from './api/purchase-item';
import { CategoryFilter } from './category-filter';
import { ItemCard } from './item-card';
import { MarketplaceLayout } from './marketplace-layout';
import { animationCategory, asksForBackgrounds, type MarketplaceSearch } from './marketplace-search';
import { PurchaseDialog } from './purchase/purchase-dialog';
import { useAuthenticationReturn } from './purchase/use-authentication-return';
import { usePurchaseFlow } from './purchase/use-purchase-flow';

type Props = {
  search: MarketplaceSearch;
  setSearch: (search: MarketplaceSearch) => void;
};

/** /marketplace: animations for sale, filtered by category, bought in a payment modal. */
export function AnimationMarketplacePage({ search, setSearch }: Props) {
  const category = animationCategory(search.category);
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const animations = useQuery(animationsQueryOptions(category));
  const owned = useQuery({ ...userAnimationsQueryOptions(), enabled: signedIn });
  // The list waits for the sign-in check too: the note for visitors goes above it, and coming
  // later it would push the cards from under a pointer or finger (a hover lost, a tap missed). A
  // customer's list waits for what they own: an owned item never offers Buy (the shop would refuse it).
  const waiting = animations.isPending || auth.status === 'loading' || (signedIn && owned.isPending);
  const flow = usePurchaseFlow();

  const completeReturn = useCallback(
    (paymentIntentId: string) => completeItemPurchase('animation', search.item ?? '', paymentIntentId),
    [search.item],
  );
  const clearSearch = useCallback(() => setSearch({ category: search.category }), [setSearch, search.category]);
  useAuthenticationReturn(search, completeReturn, clearSearch);

  const returnUrl = (id: string) =>
    `${window.location.origin}/marketplace?${new URLSearchParams({ ...(category ? { category } : {}), item: id })}`;

  return (
    <MarketplaceLayout
      eyebrow="Marketplace"
      title="Animation Marketplace"
      intro="Dances, waves and sparkles for your child's character. Hover or tap a preview to watch it move."
      signInMessage={MESSAGES.signInToPurchaseAnimations}
      signedOut={auth.status === 'signed-out'}
      returnTo="/marketplace"
      filter={
        // Backgrounds are sold in one place, at one price: the background marketplace (issue 22).
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <CategoryFilter
            label="Animation category"
            categories={SOLD_ANIMATION_CATEGORIES}
            current={category}
            onChange={(next) => setSearch({ category: next })}
          />
          <Link to="/backgrounds" className="inline-flex items-center gap-1 font-bold text-grape underline">
            Backgrounds
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      }
    >
      {asksForBackgrounds(search.category) ? (
        <Notice tone="info" title="Backgrounds have their own marketplace">
          Every background is sold there, at one price.{' '}
          <Link to="/backgrounds" className="font-bold text-grape underline">
            Go to the background marketplace
          </Link>
          .
        </Notice>
      ) : null}
      {waiting ? <ListSkeleton label="Loading animations" count={3} className="lg:grid-cols-3" /> : null}
      {!waiting && animations.isError ? (
        <ListError what="the animations" onRetry={() => void animations.refetch()} />
      ) : null}
      {!waiting && animations.data?.length === 0 ? <EmptyState title="No animations available" /> : null}
      {!waiting && animations.data?.length ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {animations.data.map((animation) => {
            const mine = owned.data?.find((candidate) => candidate.animationId === animation.id);
            return (
              <ItemCard
                key={animation.id}
                name={animation.name}
                description={animation.description}
                category={animation.category}
                price={animation.basePrice}
                thumbnailUrl={animation.thumbnailUrl}
                videoUrl={animation.previewUrl}
                busy={flow.state.step !== 'closed'}
                owned={
                  mine ? (
                    <>
                      {mine.downloadUrl ? (
                        <Button asChild size="sm">
                          <a href={`${mine.downloadUrl}?download=1`} download>
                            <Download aria-hidden="true" className="size-4" />
                            Download<span className="sr-only"> {animation.name}</span>
                          </a>
                        </Button>
                      ) : null}
                      <Button asChild size="sm" variant="secondary">
                        <Link to="/character/$id/variations" params={{ id: mine.id }}>
                          <Layers aria-hidden="true" className="size-4" />
                          Variations
                        </Link>
                      </Button>
                    </>
                  ) : null
                }
                onBuy={() => {
                  if (!signedIn) {
                    showToast(TOASTS.signInToPurchaseAnimations);
                    return;
                  }
                  void flow.begin({
                    itemName: animation.name,
                    returnUrl: returnUrl(animation.id),
                    askCountry: true,
                    start: (country) => startItemPurchase('animation', animation.id, country),
                    complete: (paymentIntentId) => completeItemPurchase('animation', animation.id, paymentIntentId),
                    setupFailed: TOASTS.purchaseInitFailed,
                  });
                }}
              />
            );
          })}
        </div>
      ) : null}
      <PurchaseDialog flow={flow} />
    </MarketplaceLayout>
  );
}
