import { MESSAGES, TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState, ListError, ListSkeleton } from '../../components/list-states';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { userBackgroundsQueryOptions } from '../../lib/user-purchases';
import { useAuth } from '../auth/api/get-user';
import { backgroundsQueryOptions } from './api/get-catalog';
import { completeItemPurchase, startItemPurchase } from './api/purchase-item';
import { CategoryFilter } from './category-filter';
import { ItemCard } from './item-card';
import { MarketplaceLayout } from './marketplace-layout';
import { type MarketplaceSearch, movingPreview } from './marketplace-search';
import { PurchaseDialog } from './purchase/purchase-dialog';
import { useAuthenticationReturn } from './purchase/use-authentication-return';
import { usePurchaseFlow } from './purchase/use-purchase-flow';

type Props = {
  search: MarketplaceSearch;
  setSearch: (search: MarketplaceSearch) => void;
};

/**
 * /backgrounds: scenes to put behind a character (still pictures, and moving ones that play on
 * hover like animations), filtered by category, bought in a payment modal. The one place
 * backgrounds are sold (issue 22).
 */
export function BackgroundMarketplacePage({ search, setSearch }: Props) {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const backgrounds = useQuery(backgroundsQueryOptions());
  const owned = useQuery({ ...userBackgroundsQueryOptions(), enabled: signedIn });
  // The list waits for the sign-in check too: the note for visitors goes above it, and coming
  // later it would push the cards from under a pointer or finger (a hover lost, a tap missed). A
  // customer's list waits for what they own: an owned item never offers Buy (the shop would refuse it).
  const waiting = backgrounds.isPending || auth.status === 'loading' || (signedIn && owned.isPending);
  const flow = usePurchaseFlow();
  const categories = [...new Set((backgrounds.data ?? []).flatMap((item) => item.category ?? []))].sort();
  const category = categories.find((candidate) => candidate === search.category);
  const shown = (backgrounds.data ?? []).filter((item) => !category || item.category === category);

  const completeReturn = useCallback(
    (paymentIntentId: string) => completeItemPurchase('background', search.item ?? '', paymentIntentId),
    [search.item],
  );
  const clearSearch = useCallback(() => setSearch({ category: search.category }), [setSearch, search.category]);
  useAuthenticationReturn(search, completeReturn, clearSearch);

  const returnUrl = (id: string) =>
    `${window.location.origin}/backgrounds?${new URLSearchParams({ ...(category ? { category } : {}), item: id })}`;

  return (
    <MarketplaceLayout
      eyebrow="Marketplace"
      title="Background Marketplace"
      intro="Meadows, castles and outer space: a scene for your character to play in."
      signInMessage={MESSAGES.signInToPurchaseBackgrounds}
      signedOut={auth.status === 'signed-out'}
      returnTo="/backgrounds"
      filter={
        categories.length > 1 ? (
          <CategoryFilter
            label="Background category"
            categories={categories}
            current={category}
            onChange={(next) => setSearch({ category: next })}
          />
        ) : null
      }
    >
      {waiting ? <ListSkeleton label="Loading backgrounds" count={3} className="lg:grid-cols-3" /> : null}
      {!waiting && backgrounds.isError ? (
        <ListError what="the backgrounds" onRetry={() => void backgrounds.refetch()} />
      ) : null}
      {!waiting && backgrounds.data && shown.length === 0 ? <EmptyState title="No Backgrounds Available" /> : null}
      {!waiting && shown.length ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((background) => {
            const mine = owned.data?.find((candidate) => candidate.backgroundId === background.id);
            return (
              <ItemCard
                key={background.id}
                name={background.name}
                description={background.description}
                category={background.category}
                price={background.price}
                thumbnailUrl={background.thumbnailUrl}
                videoUrl={movingPreview(background.previewUrl)}
                busy={flow.state.step !== 'closed'}
                owned={
                  mine?.downloadUrl ? (
                    <Button asChild size="sm">
                      <a href={`${mine.downloadUrl}?download=1`} download>
                        <Download aria-hidden="true" className="size-4" />
                        Download<span className="sr-only"> {background.name}</span>
                      </a>
                    </Button>
                  ) : mine ? (
                    <span />
                  ) : null
                }
                onBuy={() => {
                  if (!signedIn) {
                    showToast(TOASTS.signInToPurchaseBackgrounds);
                    return;
                  }
                  void flow.begin({
                    itemName: background.name,
                    returnUrl: returnUrl(background.id),
                    askCountry: true,
                    start: (country) => startItemPurchase('background', background.id, country),
                    complete: (paymentIntentId) => completeItemPurchase('background', background.id, paymentIntentId),
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
