import { describe, expect, it } from 'vitest';
import { animationCategory, parseMarketplaceSearch } from './marketplace-search';

describe('marketplace address', () => {
  it('reads the category, the item and Stripe’s return parameters, dropping empty ones', () => {
    expect(
      parseMarketplaceSearch({ category: 'effect', item: 'a1', payment_intent: 'pi_1', redirect_status: 'succeeded' }),
    ).toEqual({ category: 'effect', item: 'a1', payment_intent: 'pi_1', redirect_status: 'succeeded' });
    expect(parseMarketplaceSearch({ category: '', item: 3 })).toEqual({
      category: undefined,
      item: undefined,
      payment_intent: undefined,
      redirect_status: undefined,
    });
  });

  it('knows the animation categories and ignores anything else', () => {
    expect(animationCategory('background')).toBe('background');
    expect(animationCategory('sparkles')).toBeUndefined();
    expect(animationCategory(undefined)).toBeUndefined();
  });
});
