import { describe, expect, it } from 'vitest';
import {
  AnimationListQuerySchema,
  AnimationSchema,
  AnimationVariationSchema,
  CreateAnimationInputSchema,
  PurchaseVariationInputSchema,
  UpdateAnimationInputSchema,
  UserAnimationSchema,
} from './animations.ts';
import { accepted, messageAt, NOW } from './testing.ts';

const animation = {
  id: 'ani_1',
  name: 'Happy Wave',
  description: null,
  category: 'character',
  basePrice: '9.99',
  variationPrice: '4.99',
  thumbnailUrl: '/objects/thumbs/wave.png',
  previewUrl: '/api/media/catalog/animations/wave-preview.webm',
  tags: ['wave', 'happy'],
  active: true,
  createdAt: NOW,
};

describe('AnimationSchema', () => {
  it('accepts a marketplace animation', () => {
    expect(accepted(AnimationSchema, animation)).toEqual(animation);
  });

  it('refuses an unknown category', () => {
    expect(messageAt(AnimationSchema, { ...animation, category: 'music' }, 'category')).toBe('Invalid input');
  });
});

describe('CreateAnimationInputSchema', () => {
  const input = { name: ' Happy Wave ', category: 'effect', basePriceCents: 999, variationPriceCents: 499 };

  it('takes prices in cents, cleans the tags and fills defaults', () => {
    expect(accepted(CreateAnimationInputSchema, { ...input, tags: ['wave', 'wave', ' fun '] })).toEqual({
      name: 'Happy Wave',
      description: '',
      category: 'effect',
      basePriceCents: 999,
      variationPriceCents: 499,
      tags: ['wave', 'fun'],
    });
  });

  it('refuses negative prices and fractions of a cent, in words an admin understands', () => {
    expect(messageAt(CreateAnimationInputSchema, { ...input, basePriceCents: -100 }, 'basePriceCents')).toBe(
      'Prices cannot be negative.',
    );
    expect(messageAt(CreateAnimationInputSchema, { ...input, variationPriceCents: 499.5 }, 'variationPriceCents')).toBe(
      'Prices are whole cents: a price cannot have a fraction of a cent.',
    );
    expect(messageAt(CreateAnimationInputSchema, { ...input, basePriceCents: '9.99' }, 'basePriceCents')).toBe(
      'Prices are whole numbers of cents (499 is $4.99).',
    );
  });

  it('refuses the background category with a pointer to the background marketplace', () => {
    expect(messageAt(CreateAnimationInputSchema, { ...input, category: 'background' }, 'category')).toBe(
      'Backgrounds are sold in the background marketplace only: add this one under Backgrounds instead.',
    );
    expect(messageAt(CreateAnimationInputSchema, { ...input, category: 'music' }, 'category')).toBe('Invalid input');
    expect(messageAt(CreateAnimationInputSchema, { ...input, category: undefined }, 'category')).toBe(
      'Please choose a category.',
    );
  });
});

describe('UpdateAnimationInputSchema', () => {
  it('takes any of the fields, and active alone', () => {
    expect(accepted(UpdateAnimationInputSchema, { active: false })).toEqual({ active: false });
    expect(accepted(UpdateAnimationInputSchema, { basePriceCents: 1499, description: '' })).toEqual({
      basePriceCents: 1499,
      description: '',
    });
  });

  it('refuses an empty change and a bad price', () => {
    expect(messageAt(UpdateAnimationInputSchema, {})).toBe('Nothing to change: send at least one field.');
    expect(messageAt(UpdateAnimationInputSchema, { basePriceCents: 12.345 }, 'basePriceCents')).toBe(
      'Prices are whole cents: a price cannot have a fraction of a cent.',
    );
  });
});

describe('UserAnimationSchema', () => {
  const owned = {
    id: 'ua_1',
    userId: 'usr_1',
    animationId: 'ani_1',
    characterName: 'Ninja',
    baseFileUrl: '/objects/animations/ua_1.mp4',
    customizations: { speed: 1.5 },
    purchasePrice: '9.99',
    createdAt: NOW,
  };

  it('accepts an owned animation', () => {
    expect(accepted(UserAnimationSchema, owned)).toEqual(owned);
  });

  it('refuses customizations that are not an object', () => {
    expect(messageAt(UserAnimationSchema, { ...owned, customizations: 'fast' }, 'customizations')).toBe(
      'Invalid input',
    );
  });
});

describe('AnimationVariationSchema', () => {
  const variation = {
    id: 'var_1',
    userAnimationId: 'ua_1',
    variationName: 'Beach day',
    fileUrl: null,
    parameters: null,
    purchasePrice: '4.99',
    createdAt: NOW,
  };

  it('accepts a variation', () => {
    expect(accepted(AnimationVariationSchema, variation)).toEqual(variation);
  });

  it('refuses a variation without a name', () => {
    expect(messageAt(AnimationVariationSchema, { ...variation, variationName: undefined }, 'variationName')).toBe(
      'Required',
    );
  });
});

describe('PurchaseVariationInputSchema', () => {
  it('trims the name and makes the background optional', () => {
    expect(accepted(PurchaseVariationInputSchema, { variationName: ' Beach day ', backgroundId: '' })).toEqual({
      variationName: 'Beach day',
      backgroundId: undefined,
    });
    expect(accepted(PurchaseVariationInputSchema, { variationName: 'Snow', backgroundId: 'bg_1' }).backgroundId).toBe(
      'bg_1',
    );
  });

  it.each(['', '   ', undefined])('refuses the name %j with the spec message', (variationName) => {
    expect(messageAt(PurchaseVariationInputSchema, { variationName }, 'variationName')).toBe(
      'Please enter a name for your variation',
    );
  });

  it('ignores a price sent by the browser', () => {
    expect(accepted(PurchaseVariationInputSchema, { variationName: 'Snow', price: '0.01' })).not.toHaveProperty(
      'price',
    );
  });
});

describe('AnimationListQuerySchema', () => {
  it('accepts a known category or none', () => {
    expect(AnimationListQuerySchema.parse({ category: 'effect' })).toEqual({ category: 'effect' });
    expect(AnimationListQuerySchema.parse({})).toEqual({});
  });

  it('refuses an unknown category with a message a person can act on', () => {
    const result = AnimationListQuerySchema.safeParse({ category: 'dinosaurs' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Category must be one of character, effect or background.');
  });
});
