import { ANIMATION_CATEGORIES, type AnimationCategory } from '@dtm/shared/constants';
import type { AuthenticationSearch } from './purchase/use-authentication-return';

/** The marketplaces' search params: the category, the item being bought, and the sign-in return. */
export type MarketplaceSearch = AuthenticationSearch & { category?: string | undefined; item?: string | undefined };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** ?category= and, on the way back from 3-D Secure, the item and Stripe's parameters. */
export function parseMarketplaceSearch(search: Record<string, unknown>): MarketplaceSearch {
  return {
    category: text(search.category),
    item: text(search.item),
    payment_intent: text(search.payment_intent),
    redirect_status: text(search.redirect_status),
  };
}

/** The animation category named in the address, if it is one. */
export function animationCategory(value: string | undefined): AnimationCategory | undefined {
  return ANIMATION_CATEGORIES.find((category) => category === value);
}
