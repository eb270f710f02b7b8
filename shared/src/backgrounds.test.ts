import { describe, expect, it } from 'vitest';
import {
  BackgroundListQuerySchema,
  BackgroundSchema,
  CreateBackgroundInputSchema,
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
  it('turns the price into cents', () => {
    expect(accepted(CreateBackgroundInputSchema, { name: 'Beach', price: '2.99', category: '' })).toEqual({
      name: 'Beach',
      description: undefined,
      price: 299,
      category: undefined,
      active: true,
    });
  });

  it('takes the sold file as a private key under products/, never a public URL', () => {
    const input = { name: 'Beach', price: '2.99', fileUrl: 'products/backgrounds/beach.png' };
    expect(accepted(CreateBackgroundInputSchema, input).fileUrl).toBe('products/backgrounds/beach.png');
    expect(
      messageAt(CreateBackgroundInputSchema, { ...input, fileUrl: '/api/media/catalog/beach.png' }, 'fileUrl'),
    ).toBe('A file that is sold must be stored under products/, where only its owners can download it.');
  });

  it('refuses a missing name and a free background', () => {
    expect(messageAt(CreateBackgroundInputSchema, { price: '2.99' }, 'name')).toBe('Required');
    expect(messageAt(CreateBackgroundInputSchema, { name: 'Beach', price: 0 }, 'price')).toBe('Invalid input');
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
