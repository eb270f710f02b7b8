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
] as const;

/**
 * Backgrounds are sold in one place, the background marketplace, at one price each (issue 22):
 * Starry Night and Ocean Waves, once also sold as $7.99 "background" animations, are moving
 * backgrounds here (a video, where the others are still pictures) and nowhere else.
 */
export const BACKGROUND_MEDIA = [
  { slug: 'meadow', name: 'Sunny Meadow', category: 'nature', price: 299, tags: ['grass', 'sun'], moving: false },
  { slug: 'space', name: 'Outer Space', category: 'fantasy', price: 399, tags: ['stars', 'planets'], moving: false },
  { slug: 'underwater', name: 'Under the Sea', category: 'nature', price: 399, tags: ['sea', 'fish'], moving: false },
  { slug: 'castle', name: 'Fairy-Tale Castle', category: 'fantasy', price: 499, tags: ['castle'], moving: false },
  { slug: 'candy-land', name: 'Candy Land', category: 'fantasy', price: 299, tags: ['sweets'], moving: false },
  { slug: 'jungle', name: 'Jungle Adventure', category: 'nature', price: 399, tags: ['jungle'], moving: false },
  {
    slug: 'starry-night',
    name: 'Starry Night',
    category: 'fantasy',
    price: 499,
    tags: ['night', 'stars'],
    moving: true,
  },
  { slug: 'ocean-waves', name: 'Ocean Waves', category: 'nature', price: 499, tags: ['ocean'], moving: true },
] as const;

type BackgroundMedia = (typeof BACKGROUND_MEDIA)[number];

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

/**
 * The file id of a demo order's artwork (22 URL-safe characters, like an uploaded file's): the
 * seed stores it in R2 under this id, and `npm start` records it in the order's upload link.
 */
export function seedArtworkFileId(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 22);
}

const { publicPrefix, productPrefix, publicPath } = CATALOG_STORAGE;

/** Public R2 keys (thumbnails and previews), served to everyone by `GET /api/media/*`. */
export const catalogKey = {
  animationThumb: (slug: string) => `${publicPrefix}animations/${slug}.png`,
  animationPreview: (slug: string) => `${publicPrefix}animations/${slug}-preview.webm`,
  backgroundThumb: (slug: string) => `${publicPrefix}backgrounds/${slug}.png`,
  backgroundPreview: (b: BackgroundMedia) =>
    `${publicPrefix}backgrounds/${b.slug}-preview.${b.moving ? 'webm' : 'png'}`,
};

/** Private R2 keys of what is sold: stored as the rows' fileUrl, streamed only by the owners' downloads. */
export const productKey = {
  animation: (slug: string) => `${productPrefix}animations/${slug}.webm`,
  background: (b: BackgroundMedia) => `${productPrefix}backgrounds/${b.slug}.${b.moving ? 'webm' : 'png'}`,
};

/** The committed files behind a background: a still picture's `-full.png`, a moving one's video. */
export const backgroundFiles = (b: BackgroundMedia) => ({
  thumb: `${b.slug}.png`,
  preview: b.moving ? `${b.slug}-preview.webm` : `${b.slug}-preview.png`,
  sold: b.moving ? `${b.slug}.webm` : `${b.slug}-full.png`,
});

/**
 * Where earlier seeds put the sold files, inside the public catalog: removed on every seed so a
 * kept local R2 stops serving them.
 */
export const formerPublicProductKeys = () => [
  // Starry Night and Ocean Waves were animations then (see BACKGROUND_MEDIA).
  ...[...ANIMATION_MEDIA, { slug: 'starry-night' }, { slug: 'ocean-waves' }].map(
    (a) => `${publicPrefix}animations/${a.slug}.webm`,
  ),
  ...BACKGROUND_MEDIA.filter((b) => !b.moving).map((b) => `${publicPrefix}backgrounds/${b.slug}-full.png`),
];

/** Public URL of a catalog object (served from R2 by `GET /api/media/*`). */
export const mediaUrl = (key: string) => `${publicPath}${key}`;

export function demoClock(now = Date.now()) {
  const today = Math.floor(now / DAY) * DAY;
  return { daysAgo: (days: number, hour = 10) => new Date(today - days * DAY + hour * 60 * 60 * 1000) };
}

export const uploadExpiry = (paidAt: Date) => new Date(paidAt.getTime() + UPLOAD_LIMITS.tokenLifetimeDays * DAY);

export { DAY, PRICES_CENTS };
