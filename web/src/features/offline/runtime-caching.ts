import type { VitePWAOptions } from 'vite-plugin-pwa';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>;

const DAY = 24 * 60 * 60;

/** Names of the service worker's runtime caches; sign-out deletes the one that holds a person's data. */
export const RUNTIME_CACHES = {
  catalog: 'catalog-json',
  thumbnails: 'catalog-thumbnails',
  userData: 'user-data',
  assets: 'hashed-assets',
  media: 'site-media',
} as const;

/** Background Sync queues (Workbox) for the public forms' POSTs that failed for want of a connection. */
export const SYNC_QUEUES = { supportRequests: 'outbox-support-requests', returns: 'outbox-returns' } as const;

// Workbox copies each `urlPattern` function into the generated service worker as source text,
// so every matcher below is self-contained: no imports, no outer constants.
//
// What is never matched, so always goes to the network untouched: /api/auth/* (sessions and
// the profile), /api/logout, /api/orders and /api/payments (checkout and payment),
// /api/upload*, /api/objects and /api/artwork (uploads), /api/admin/* and every other write.

type CachedResponseWillBeUsed = (param: { cachedResponse?: Response | undefined }) => Promise<Response | null>;

/**
 * Marks an answer that came out of the service worker's cache (header `x-dtm-cached-copy`, the
 * value of CACHED_COPY_HEADER in lib/connection.ts): it says nothing about whether the API can be
 * reached, so the page does not take it as "back online". Self-contained, as Workbox copies it.
 */
const cachedResponseWillBeUsed: CachedResponseWillBeUsed = async ({ cachedResponse }) => {
  if (!cachedResponse) return null;
  const headers = new Headers(cachedResponse.headers);
  headers.set('x-dtm-cached-copy', '1');
  return new Response(cachedResponse.body, {
    status: cachedResponse.status,
    statusText: cachedResponse.statusText,
    headers,
  });
};
export const markCachedCopy = { cachedResponseWillBeUsed };

/**
 * The service worker's runtime routes. Only GETs are cached (Workbox's default method); the
 * two POST routes add Background Sync to the public forms and never cache anything.
 */
export const runtimeCaching: RuntimeCaching = [
  {
    // The public catalog lists: shown at once from the cache, refreshed behind the scenes.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(animations|backgrounds)(\/[^/]+)?$/.test(url.pathname),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: RUNTIME_CACHES.catalog,
      plugins: [markCachedCopy],
      expiration: { maxEntries: 40, maxAgeSeconds: 7 * DAY },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/media/catalog/'),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: RUNTIME_CACHES.thumbnails,
      expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // The signed-in person's lists (frames, characters, orders...), never their files:
    // fresh when the network answers within 3 s, else the last copy.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/user\/[a-z-]+$/.test(url.pathname),
    handler: 'NetworkFirst',
    options: {
      cacheName: RUNTIME_CACHES.userData,
      plugins: [markCachedCopy],
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 20, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Hashed build files that were left out of the precache: a name never changes its content.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: {
      cacheName: RUNTIME_CACHES.assets,
      expiration: { maxEntries: 60, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // The landing page's media (not hashed, so revalidated). Videos fetched by range (206) are not kept.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: RUNTIME_CACHES.media,
      expiration: { maxEntries: 20, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/support-requests',
    method: 'POST',
    handler: 'NetworkOnly',
    options: { backgroundSync: { name: SYNC_QUEUES.supportRequests, options: { maxRetentionTime: 7 * 24 * 60 } } },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/returns',
    method: 'POST',
    handler: 'NetworkOnly',
    options: { backgroundSync: { name: SYNC_QUEUES.returns, options: { maxRetentionTime: 7 * 24 * 60 } } },
  },
];
