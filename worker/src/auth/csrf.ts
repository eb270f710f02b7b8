import { AUTH_MESSAGES, foreignOriginMessage } from '@dtm/shared/auth';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { publicOrigin } from './auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Signed by Stripe: the signature is its protection (decisions.md). A frame's pairing calls carry
 * no cookie and no Origin (they prove themselves with the device code), so there is nothing to forge.
 */
const EXEMPT_PATHS = [
  '/api/webhooks/stripe',
  '/api/device/code',
  '/api/device/token',
  // A frame's reports and uploads carry its bearer token, never a cookie: nothing a page could forge.
  '/api/device/health',
  '/api/device/log',
  '/api/device/screenshot',
];

/**
 * State-changing calls must come from the shop's own pages: the browser's Origin header must
 * be this origin. Cookies are SameSite=Lax too; this closes the rest.
 */
export const csrfOriginCheck = createMiddleware<AppEnv>(async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.includes(path)) return next();
  const origin = c.req.header('origin');
  if (!origin) {
    throw new ApiError('FORBIDDEN', AUTH_MESSAGES.noOrigin);
  }
  const allowed = new Set([publicOrigin(c.env, c.req.url), new URL(c.req.url).origin]);
  if (!allowed.has(origin)) {
    throw new ApiError('FORBIDDEN', foreignOriginMessage(origin));
  }
  await next();
});
