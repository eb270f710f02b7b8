import { describe, expect, it } from 'vitest';
import {
  BackgroundListQuerySchema,
  BackgroundSchema,
  CreateBackgroundInputSchema,
  UpdateBackgroundInputSchema,
  UserBackgroundSchema,
} from './backgrounds.ts';
import { accepted, messageAt, NOW } from './testing.ts';

describe('BackgroundSchema', () => {
  const background = {
    id: 'bg_1',
    name: 'Beach',
    description: 'Sunny sand',
    price: '2.99',
    thumbnailUrl: null,
    previewUrl: '/api/media/catalog/backgrounds/beach-preview.png',
    category: 'nature',
    tags: ['sand'],
    active: true,
    createdAt: NOW,
  };

  it('accepts a background', () => {
    expect(accepted(BackgroundSchema, background)).toEqual(background);
  });

  it('refuses a price without cents', () => {
    expect(messageAt(BackgroundSchema, { ...background, price: '2.9' }, 'price')).toBe('Invalid input');
  });
});

describe('CreateBackgroundInputSchema', () => {
  it('takes the price in cents and keeps the category lower-case', () => {
    expect(accepted(CreateBackgroundInputSchema, { name: 'Beach', priceCents: 299, category: ' Nature ' })).toEqual({
      name: 'Beach',
      description: '',
      priceCents: 299,
      category: 'nature',
      tags: [],
    });
  });

  it('refuses a missing name or category, a free background and a fraction of a cent', () => {
    expect(messageAt(CreateBackgroundInputSchema, { priceCents: 299, category: 'nature' }, 'name')).toBe('Required');
    expect(messageAt(CreateBackgroundInputSchema, { name: 'Beach', priceCents: 299 }, 'category')).toBe(
      'Please choose a category.',
    );
    const beach = { name: 'Beach', category: 'nature' };
    expect(messageAt(CreateBackgroundInputSchema, { ...beach, priceCents: 0 }, 'priceCents')).toBe(
      'Prices must be at least $0.50, the smallest amount a card can be charged.',
    );
    expect(messageAt(CreateBackgroundInputSchema, { ...beach, priceCents: 299.9 }, 'priceCents')).toBe(
      'Prices are whole cents: a price cannot have a fraction of a cent.',
    );
  });
});

describe('UpdateBackgroundInputSchema', () => {
  it('changes only what is sent', () => {
    expect(accepted(UpdateBackgroundInputSchema, { priceCents: 399, active: true })).toEqual({
      priceCents: 399,
      active: true,
    });
    expect(messageAt(UpdateBackgroundInputSchema, { priceCents: -1 }, 'priceCents')).toBe('Prices cannot be negative.');
  });
});

describe('UserBackgroundSchema', () => {
  const owned = {
    id: 'ub_1',
    userId: 'usr_1',
    backgroundId: 'bg_1',
    fileUrl: null,
    purchasePrice: '2.99',
    createdAt: NOW,
  };

  it('accepts an owned background', () => {
    expect(accepted(UserBackgroundSchema, owned)).toEqual(owned);
  });

  it('refuses one without the background id', () => {
    expect(messageAt(UserBackgroundSchema, { ...owned, backgroundId: '' }, 'backgroundId')).toBe('Required');
  });
});

describe('BackgroundListQuerySchema', () => {
  it('reads an optional category and drops an empty one', () => {
    expect(accepted(BackgroundListQuerySchema, { category: ' nature ' })).toEqual({ category: 'nature' });
    expect(accepted(BackgroundListQuerySchema, { category: '' })).toEqual({ category: undefined });
  });
  it('refuses a category that is far too long', () => {
    expect(messageAt(BackgroundListQuerySchema, { category: 'x'.repeat(51) }, 'category')).toBe(
      'Category must be at most 50 characters.',
    );
  });
});
