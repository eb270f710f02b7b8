import { describe, expect, it } from 'vitest';
import { runtimeCaching } from './runtime-caching';

const ORIGIN = 'https://shop.example';

type Matcher = (options: { url: URL; sameOrigin: boolean; request: Request }) => boolean;

/** The service worker route a request would take: its handler and cache, or null for "network, untouched". */
function routeFor(path: string, method = 'GET', origin = ORIGIN) {
  const url = new URL(path, origin);
  const request = new Request(url, { method });
  const entry = runtimeCaching.find((candidate) => {
    if ((candidate.method ?? 'GET') !== method) return false;
    return (candidate.urlPattern as Matcher)({ url, sameOrigin: url.origin === ORIGIN, request });
  });
  if (!entry) return null;
  return { handler: entry.handler, cache: entry.options?.cacheName, sync: entry.options?.backgroundSync?.name };
}

describe('the service worker runtime routes', () => {
  it.each([
    '/api/auth/user',
    '/api/auth/magic-link/verify?token=x',
    '/api/logout',
    '/api/orders/6f1c2b0e-8a34-4c55-9d1e-0b7a2c3d4e5f',
    '/api/payments/config',
    '/api/upload/some-token',
    '/api/uploads/abc',
    '/api/objects/abc',
    '/api/admin/orders',
    '/api/user/animations/6f1c2b0e-8a34-4c55-9d1e-0b7a2c3d4e5f/file',
    '/api/user/characters/6f1c2b0e-8a34-4c55-9d1e-0b7a2c3d4e5f/animation',
  ])('never caches %s', (path) => {
    expect(routeFor(path)).toBeNull();
  });

  it.each([
    ['POST', '/api/auth/sign-in/magic-link'],
    ['POST', '/api/orders/frame'],
    ['PATCH', '/api/admin/support-requests/1'],
    ['PATCH', '/api/user/frames/1/name'],
    ['PATCH', '/api/uploads/abc'],
  ])('leaves a %s to %s to the network', (method, path) => {
    expect(routeFor(path, method)).toBeNull();
  });

  it('serves catalog JSON and thumbnails stale-while-revalidate', () => {
    expect(routeFor('/api/animations?page=2')).toMatchObject({
      handler: 'StaleWhileRevalidate',
      cache: 'catalog-json',
    });
    expect(routeFor('/api/backgrounds')).toMatchObject({ handler: 'StaleWhileRevalidate', cache: 'catalog-json' });
    expect(routeFor('/api/media/catalog/dragon/thumb.webp')).toMatchObject({
      handler: 'StaleWhileRevalidate',
      cache: 'catalog-thumbnails',
    });
  });

  it("asks the network first for the person's lists, with a short timeout", () => {
    expect(routeFor('/api/user/frames')).toMatchObject({ handler: 'NetworkFirst', cache: 'user-data' });
    const userData = runtimeCaching.find((entry) => entry.options?.cacheName === 'user-data');
    expect(userData?.options?.networkTimeoutSeconds).toBeLessThanOrEqual(5);
  });

  it('keeps hashed build files cache-first', () => {
    expect(routeFor('/assets/app-3f2b8c1e.js')).toMatchObject({ handler: 'CacheFirst', cache: 'hashed-assets' });
  });

  it('replays the public forms with Background Sync, caching nothing', () => {
    expect(routeFor('/api/support-requests', 'POST')).toEqual({
      handler: 'NetworkOnly',
      cache: undefined,
      sync: 'outbox-support-requests',
    });
    expect(routeFor('/api/returns', 'POST')).toMatchObject({ handler: 'NetworkOnly', sync: 'outbox-returns' });
  });

  it('leaves other sites alone', () => {
    expect(routeFor('/api/animations', 'GET', 'https://elsewhere.example')).toBeNull();
  });

  it('limits every cache by entries and age', () => {
    for (const entry of runtimeCaching.filter((candidate) => candidate.options?.cacheName)) {
      const name = entry.options?.cacheName ?? '';
      expect(entry.options?.expiration?.maxEntries, name).toBeGreaterThan(0);
      expect(entry.options?.expiration?.maxAgeSeconds, name).toBeGreaterThan(0);
    }
  });
});

describe('answers from the service worker cache', () => {
  it('carry the header that tells the page they are a saved copy, with the body and status unchanged', async () => {
    const { CACHED_COPY_HEADER } = await import('../../lib/connection');
    const { markCachedCopy } = await import('./runtime-caching');
    const saved = new Response('[{"id":1}]', { status: 200, headers: { 'content-type': 'application/json' } });
    const marked = await markCachedCopy.cachedResponseWillBeUsed({ cachedResponse: saved });
    expect(marked?.headers.get(CACHED_COPY_HEADER)).toBe('1');
    expect(marked?.headers.get('content-type')).toBe('application/json');
    expect(marked?.status).toBe(200);
    expect(await marked?.json()).toEqual([{ id: 1 }]);
    expect(await markCachedCopy.cachedResponseWillBeUsed({ cachedResponse: undefined })).toBeNull();
  });

  it('is added on the catalog and the signed-in lists, the routes that answer from a cache', () => {
    const withMark = runtimeCaching.filter((entry) => entry.options?.plugins?.length).map((e) => e.options?.cacheName);
    expect(withMark).toEqual(['catalog-json', 'user-data']);
  });
});
