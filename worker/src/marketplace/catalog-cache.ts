import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * How long an isolate reuses a catalog list before reading D1 again. Short on purpose: this copy
 * lives in one isolate, and other isolates (other edge locations, other instances) only see a
 * change once their own copy expires.
 */
export const CATALOG_TTL_MS = 30_000;
/** Background categories are free text: the number of kept lists is bounded (oldest out first). */
const MAX_LISTS = 64;

/** A catalog list as the API sends it: the JSON text and its entity tag. */
export type CatalogList = { body: string; etag: string };

// Only finished lists are kept, never a read in flight: a promise shared across requests would
// tie one request to another's I/O. Two requests that miss together both read D1, which is rare.
const entries = new Map<string, { list: CatalogList; expires: number }>();
/** Bumped by every invalidation, so a read that started before a write is never stored after it. */
let generation = 0;

/**
 * Forgets every cached catalog list in this isolate. Call it after any write to the animations or
 * backgrounds tables (the back office's catalog does, in admin/catalog-service.ts; the seed and
 * the tests too). Other isolates catch up within `CATALOG_TTL_MS`.
 */
export function invalidateCatalog(): void {
  entries.clear();
  generation += 1;
}

async function entityTag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

/**
 * The public catalog list under `key` (kind and filter, e.g. `animations:character`): this
 * isolate's copy while it is fresh, else `load()`'s rows, serialized once and kept.
 */
export async function cachedCatalog(key: string, load: () => Promise<unknown>, now = Date.now()): Promise<CatalogList> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.list;
  const startedAt = generation;
  const body = JSON.stringify(await load());
  const list = { body, etag: await entityTag(body) };
  if (startedAt === generation) {
    entries.delete(key);
    if (entries.size >= MAX_LISTS) entries.delete(entries.keys().next().value ?? '');
    entries.set(key, { list, expires: now + CATALOG_TTL_MS });
  }
  return list;
}

/** True when the browser's `If-None-Match` names this entity tag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers with a catalog list: public, revalidated on every use (`no-cache`) with its ETag, so a
 * browser or the service worker that has this version gets a bodiless 304.
 */
export function catalogResponse(c: Context<AppEnv>, list: CatalogList): Response {
  c.header('Cache-Control', 'public, no-cache');
  c.header('ETag', list.etag);
  if (matches(c.req.header('if-none-match'), list.etag)) return c.body(null, 304);
  return c.body(list.body, 200, { 'Content-Type': 'application/json' });
}
