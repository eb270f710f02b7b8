import { describe, expect, it } from 'vitest';
import { animationCategory, asksForBackgrounds, movingPreview, parseMarketplaceSearch } from './marketplace-search';

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

  it('knows the animation categories it sells and ignores anything else', () => {
    expect(animationCategory('effect')).toBe('effect');
    expect(animationCategory('sparkles')).toBeUndefined();
    expect(animationCategory(undefined)).toBeUndefined();
  });

  it('sends the old background category to the background marketplace, the one place backgrounds are sold', () => {
    expect(animationCategory('background')).toBeUndefined();
    expect(asksForBackgrounds('background')).toBe(true);
    expect(asksForBackgrounds('effect')).toBe(false);
  });

  it('plays a moving background preview and shows a still one as a picture', () => {
    expect(movingPreview('/api/media/catalog/backgrounds/starry-night-preview.webm')).toBe(
      '/api/media/catalog/backgrounds/starry-night-preview.webm',
    );
    expect(movingPreview('/api/media/catalog/backgrounds/space-preview.png')).toBeNull();
    expect(movingPreview(null)).toBeNull();
  });
});
