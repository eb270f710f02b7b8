import { ERROR_MESSAGES } from '@dtm/shared/errors';
import { CATALOG_STORAGE } from '@dtm/shared/marketplace';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';

/**
 * The public catalog only: marketplace thumbnails and previews under `catalog/`. What is sold
 * lives under `products/` and customer files under their own prefixes; each has a guarded route.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = publicKey(new URL(c.req.url).pathname.slice(CATALOG_STORAGE.publicPath.length));
  if (!key) throw new ApiError('NOT_FOUND', ERROR_MESSAGES.fileNotFound);
  return serveR2Object(c.env.FILES, key, c.req.raw, { cacheControl: 'public, max-age=3600' });
});

/** The R2 key behind a public media path, or null when it is outside the catalog (or not a valid path). */
function publicKey(encoded: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return key.startsWith(CATALOG_STORAGE.publicPrefix) && !key.includes('..') ? key : null;
}
