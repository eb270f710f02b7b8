/**
 * The demo shop: fixed ids so that seeding twice leaves the same rows, and dates relative to
 * the start of today (UTC) so the admin charts always have recent data.
 */
import { PRICES_CENTS, UPLOAD_LIMITS } from '@dtm/shared/constants';
import { CATALOG_STORAGE } from '@dtm/shared/marketplace';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_USERS = {
  admin: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'admin@drawings-to-magic.test',
    firstName: 'Ada',
    lastName: 'Admin',
    isAdmin: true,
  },
  anna: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'anna.parent@example.com',
    firstName: 'Anna',
    lastName: 'Schmidt',
    isAdmin: false,
  },
  ben: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'ben.parent@example.com',
    firstName: 'Ben',
    lastName: 'Okafor',
    isAdmin: false,
  },
} as const;

/** Media files in tools/seed/media and where they go in R2. */
export const ANIMATION_MEDIA = [
  { slug: 'dancing-dragon', name: 'Dancing Dragon', category: 'character', price: 1299, tags: ['dance', 'dragon'] },
  { slug: 'waving-robot', name: 'Waving Robot', category: 'character', price: 999, tags: ['wave', 'robot'] },
  { slug: 'sparkle-burst', name: 'Sparkle Burst', category: 'effect', price: 499, tags: ['sparkle'] },
  { slug: 'rainbow-trail', name: 'Rainbow Trail', category: 'effect', price: 599, tags: ['rainbow'] },
  { slug: 'starry-night', name: 'Starry Night', category: 'background', price: 799, tags: ['night', 'stars'] },
  { slug: 'ocean-waves', name: 'Ocean Waves', category: 'background', price: 799, tags: ['ocean'] },
] as const;

export const BACKGROUND_MEDIA = [
  { slug: 'meadow', name: 'Sunny Meadow', category: 'nature', price: 299 },
  { slug: 'space', name: 'Outer Space', category: 'fantasy', price: 399 },
  { slug: 'underwater', name: 'Under the Sea', category: 'nature', price: 399 },
  { slug: 'castle', name: 'Fairy-Tale Castle', category: 'fantasy', price: 499 },
  { slug: 'candy-land', name: 'Candy Land', category: 'fantasy', price: 299 },
  { slug: 'jungle', name: 'Jungle Adventure', category: 'nature', price: 399 },
] as const;

/**
 * Fixed ids for one kind of demo row: valid RFC 4122 v4 uuids (variant 8), so every id check
 * accepts them. The first 8 characters (the short id shown to people) differ from row to row:
 * a multiplication by an odd constant is one-to-one on 32 bits, so no two rows share them.
 */
export function seedIds(prefix: number, count: number): string[] {
  const kind = prefix.toString().padStart(3, '0');
  return Array.from({ length: count }, (_, i) => {
    const short = (Math.imul(prefix * 1000 + i + 1, 2654435761) >>> 0).toString(16).padStart(8, '0');
    return `${short}-0000-4000-8${kind}-${(i + 1).toString().padStart(12, '0')}`;
  });
}

const { publicPrefix, productPrefix, publicPath } = CATALOG_STORAGE;

/** Public R2 keys (thumbnails and previews), served to everyone by `GET /api/media/*`. */
export const catalogKey = {
  animationThumb: (slug: string) => `${publicPrefix}animations/${slug}.png`,
  animationPreview: (slug: string) => `${publicPrefix}animations/${slug}-preview.webm`,
  backgroundThumb: (slug: string) => `${publicPrefix}backgrounds/${slug}.png`,
  backgroundPreview: (slug: string) => `${publicPrefix}backgrounds/${slug}-preview.png`,
};

/** Private R2 keys of what is sold: stored as the rows' fileUrl, streamed only by the owners' downloads. */
export const productKey = {
  animation: (slug: string) => `${productPrefix}animations/${slug}.webm`,
  background: (slug: string) => `${productPrefix}backgrounds/${slug}.png`,
};

/**
 * Where earlier seeds put the sold files, inside the public catalog: removed on every seed so a
 * kept local R2 stops serving them.
 */
export const formerPublicProductKeys = () => [
  ...ANIMATION_MEDIA.map((a) => `${publicPrefix}animations/${a.slug}.webm`),
  ...BACKGROUND_MEDIA.map((b) => `${publicPrefix}backgrounds/${b.slug}-full.png`),
];

/** Public URL of a catalog object (served from R2 by `GET /api/media/*`). */
export const mediaUrl = (key: string) => `${publicPath}${key}`;

export function demoClock(now = Date.now()) {
  const today = Math.floor(now / DAY) * DAY;
  return { daysAgo: (days: number, hour = 10) => new Date(today - days * DAY + hour * 60 * 60 * 1000) };
}

export const uploadExpiry = (paidAt: Date) => new Date(paidAt.getTime() + UPLOAD_LIMITS.tokenLifetimeDays * DAY);

export { DAY, PRICES_CENTS };
