import { describe, expect, it } from 'vitest';
import { CATALOG_TTL_MS, cachedCatalog, invalidateCatalog } from './catalog-cache';

/** A loader that answers the given lists in turn and counts its reads. */
function loader(...lists: unknown[][]) {
  let reads = 0;
  return {
    load: async () => lists[Math.min(reads++, lists.length - 1)],
    reads: () => reads,
  };
}

describe('the catalog cache', () => {
  it('answers from its copy while it is fresh, and reads again once it is older than the TTL', async () => {
    invalidateCatalog();
    const source = loader([{ id: 'a' }], [{ id: 'a' }, { id: 'b' }]);
    const first = await cachedCatalog('test:fresh', source.load, 1_000);
    const again = await cachedCatalog('test:fresh', source.load, 1_000 + CATALOG_TTL_MS - 1);
    expect(again).toEqual(first);
    expect(source.reads()).toBe(1);
    const later = await cachedCatalog('test:fresh', source.load, 1_000 + CATALOG_TTL_MS);
    expect(JSON.parse(later.body)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(later.etag).not.toBe(first.etag);
    expect(source.reads()).toBe(2);
  });

  it('reads again after an invalidation, whatever the time', async () => {
    invalidateCatalog();
    const source = loader([], [{ id: 'new' }]);
    await cachedCatalog('test:invalidate', source.load, 5_000);
    invalidateCatalog();
    const after = await cachedCatalog('test:invalidate', source.load, 5_000);
    expect(JSON.parse(after.body)).toEqual([{ id: 'new' }]);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    invalidateCatalog();
    let release: (rows: unknown[]) => void = () => {};
    const slow = cachedCatalog('test:overtaken', () => new Promise((done) => (release = done)), 0);
    invalidateCatalog();
    release([{ id: 'old' }]);
    expect(JSON.parse((await slow).body)).toEqual([{ id: 'old' }]);
    const source = loader([{ id: 'written' }]);
    const next = await cachedCatalog('test:overtaken', source.load, 0);
    expect(JSON.parse(next.body)).toEqual([{ id: 'written' }]);
    expect(source.reads()).toBe(1);
  });

  it('does not keep a failed read', async () => {
    invalidateCatalog();
    await expect(cachedCatalog('test:failed', () => Promise.reject(new Error('D1 down')), 0)).rejects.toThrow();
    const source = loader([{ id: 'back' }]);
    expect(JSON.parse((await cachedCatalog('test:failed', source.load, 0)).body)).toEqual([{ id: 'back' }]);
  });
});
