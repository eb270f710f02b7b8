import { describe, expect, it } from 'vitest';
import {
  AdminAnimationSchema,
  AdminBackgroundSchema,
  CatalogDescriptionInputSchema,
  CatalogTagsInputSchema,
  catalogFileProblem,
  centsToDollarText,
  PriceCentsSchema,
  PriceDollarsInputSchema,
  ReorderCatalogInputSchema,
  tagsFromText,
} from './catalog.ts';
import { accepted, messageAt, NOW } from './testing.ts';

describe('PriceCentsSchema', () => {
  it('takes whole cents from 50 cents to $10,000', () => {
    expect(accepted(PriceCentsSchema, 50)).toBe(50);
    expect(accepted(PriceCentsSchema, 1_000_000)).toBe(1_000_000);
  });

  it.each([
    [-1, 'Prices cannot be negative.'],
    [4.5, 'Prices are whole cents: a price cannot have a fraction of a cent.'],
    [-0.5, 'Prices are whole cents: a price cannot have a fraction of a cent.'],
    [0, 'Prices must be at least $0.50, the smallest amount a card can be charged.'],
    [1_000_001, 'Prices must be at most $10,000.00.'],
    ['499', 'Prices are whole numbers of cents (499 is $4.99).'],
    [Number.NaN, 'Prices are whole numbers of cents (499 is $4.99).'],
  ])('refuses %s: %s', (value, message) => {
    expect(messageAt(PriceCentsSchema, value)).toBe(message);
  });
});

describe('PriceDollarsInputSchema', () => {
  it('turns dollars typed in the back office into cents', () => {
    expect(accepted(PriceDollarsInputSchema, '4.99')).toBe(499);
    expect(accepted(PriceDollarsInputSchema, ' 12 ')).toBe(1200);
    expect(accepted(PriceDollarsInputSchema, '7.5')).toBe(750);
  });

  it('says what is wrong as the API does', () => {
    expect(messageAt(PriceDollarsInputSchema, '4.995')).toBe(
      'Prices are whole cents: a price cannot have a fraction of a cent.',
    );
    expect(messageAt(PriceDollarsInputSchema, '-3')).toBe('Prices cannot be negative.');
    expect(messageAt(PriceDollarsInputSchema, 'cheap')).toBe('Please enter the price in dollars, like 4.99.');
    expect(messageAt(PriceDollarsInputSchema, '')).toBe('Required');
  });

  it('shows cents back as dollars', () => {
    expect(centsToDollarText(499)).toBe('4.99');
    expect(centsToDollarText(1200)).toBe('12.00');
  });
});

describe('tags', () => {
  it('are cleaned and kept once, from a list or from the form text', () => {
    expect(accepted(CatalogTagsInputSchema, [' night ', 'stars', 'night'])).toEqual(['night', 'stars']);
    expect(tagsFromText('night, stars ,, night')).toEqual(['night', 'stars']);
    expect(messageAt(CatalogTagsInputSchema, ['x'.repeat(41)], '0')).toBe('Each tag must be at most 40 characters.');
    expect(
      messageAt(
        CatalogTagsInputSchema,
        Array.from({ length: 21 }, (_, i) => `t${i}`),
      ),
    ).toBe('An item can have at most 20 tags.');
  });
});

describe('CatalogDescriptionInputSchema', () => {
  it('keeps line breaks, trims, and lets an empty text clear the description', () => {
    expect(accepted(CatalogDescriptionInputSchema, ' Stars\nand moon ')).toBe('Stars\nand moon');
    expect(accepted(CatalogDescriptionInputSchema, '')).toBe('');
    expect(messageAt(CatalogDescriptionInputSchema, 'x'.repeat(2001))).toBe('Invalid input');
  });
});

describe('ReorderCatalogInputSchema', () => {
  it('takes every id once', () => {
    expect(accepted(ReorderCatalogInputSchema, { ids: ['a', 'b'] })).toEqual({ ids: ['a', 'b'] });
    expect(messageAt(ReorderCatalogInputSchema, { ids: ['a', 'a'] }, 'ids')).toBe(
      'The list changed while you were sorting it. Please reload the page and try again.',
    );
  });
});

describe('catalogFileProblem', () => {
  it('wants pictures for thumbnails and videos for what an animation sells', () => {
    expect(catalogFileProblem('animation', 'thumbnail', { type: 'image/webp', size: 10 })).toBeNull();
    expect(catalogFileProblem('animation', 'thumbnail', { type: 'video/mp4', size: 10 })).toBe(
      'The thumbnail must be a PNG, JPEG or WebP picture.',
    );
    expect(catalogFileProblem('animation', 'file', { type: 'image/png', size: 10 })).toBe(
      'The file that is sold must be an MP4 or WebM video.',
    );
    expect(catalogFileProblem('animation', 'preview', { type: 'video/webm', size: 26 * 1024 * 1024 })).toBe(
      'The preview clip must be 25 MB or less.',
    );
  });

  it('lets a background be a still picture or a moving scene, nothing else', () => {
    expect(catalogFileProblem('background', 'file', { type: 'image/png', size: 10 })).toBeNull();
    expect(catalogFileProblem('background', 'file', { type: 'video/webm', size: 10 })).toBeNull();
    expect(catalogFileProblem('background', 'file', { type: 'application/pdf', size: 10 })).toBe(
      'The file that is sold must be a PNG, JPEG or WebP picture, or an MP4 or WebM video.',
    );
  });
});

describe('the back office catalog rows', () => {
  const item = {
    id: 'a1',
    name: 'Starry Night',
    description: '',
    category: 'fantasy',
    tags: ['night'],
    thumbnailUrl: '/api/media/catalog/backgrounds/a1/x.png',
    previewUrl: null,
    soldFileUrl: '/api/admin/backgrounds/a1/file',
    active: false,
    sortOrder: 3,
    owners: 2,
    createdAt: NOW,
  };

  it('carry prices in cents', () => {
    expect(accepted(AdminBackgroundSchema, { ...item, priceCents: 499 }).priceCents).toBe(499);
    const animation = { ...item, category: 'effect', basePriceCents: 999, variationPriceCents: 499 };
    expect(accepted(AdminAnimationSchema, animation).basePriceCents).toBe(999);
    expect(messageAt(AdminAnimationSchema, { ...animation, basePriceCents: '9.99' }, 'basePriceCents')).toBe(
      'Invalid input',
    );
  });
});
