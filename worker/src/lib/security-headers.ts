import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/**
 * The pages' Content-Security-Policy. web/public/_headers sends the same one with the static
 * assets (test/security-headers.test.ts keeps the two equal). Beyond the origin itself:
 * - Stripe.js and its frames (the Payment Element), as Stripe's security guide lists them;
 * - http://127.0.0.1:* and http://localhost:*: the local Stripe emulator's card form, which the
 *   page calls with fetch on a port chosen per run (only a loopback address: nothing leaves the machine);
 * - blob: and data: for the instant preview (its Web Worker, canvases, the recorded clip);
 * - 'unsafe-inline' styles only: React and Radix set style attributes; scripts stay 'self'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com http://127.0.0.1:* http://localhost:*",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every response the Worker makes, as _headers sends them with the static files. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Adds the security headers to every answer: API JSON, files, dev pages and the SPA's index.html. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
});
