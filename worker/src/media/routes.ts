import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';

/** Only the public catalog (marketplace thumbnails and previews) is served here; customer files have their own, guarded routes. */
const PUBLIC_PREFIX = 'catalog/';

export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/api\/media\//, ''));
  if (!key.startsWith(PUBLIC_PREFIX) || key.includes('..')) {
    throw new ApiError('NOT_FOUND', 'This file does not exist.');
  }
  return serveR2Object(c.env.FILES, key, c.req.raw, { cacheControl: 'public, max-age=3600' });
});
