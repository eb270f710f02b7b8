import { SOLD_ANIMATION_CATEGORIES, type SoldAnimationCategory } from '@dtm/shared/constants';
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

/** The animation category named in the address, if the animation marketplace sells it. */
export function animationCategory(value: string | undefined): SoldAnimationCategory | undefined {
  return SOLD_ANIMATION_CATEGORIES.find((category) => category === value);
}

/**
 * True for an old address of the animation marketplace's "background" category: backgrounds are
 * sold in one place now, the background marketplace, and the page points there.
 */
export function asksForBackgrounds(value: string | undefined): boolean {
  return value === 'background';
}

/** A preview that moves (MP4 or WebM) rather than a still picture: a moving background plays it like an animation. */
export function movingPreview(url: string | null): string | null {
  return url && /\.(mp4|webm)$/i.test(url) ? url : null;
}
