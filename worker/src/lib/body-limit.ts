import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { ApiError } from './errors';

/** The most a JSON, form or text body may hold: far above any form or recipe the shop sends. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE =
  'This request is too large to read (1 MB at most). Please shorten what you entered and try again.';

/** Bodies that are read whole and parsed: JSON, forms, text. Files (uploads) keep their own limits. */
const PARSED = /json|x-www-form-urlencoded|^text\//i;

const limit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE);
  },
});

/**
 * 413 for a parsed body over JSON_BODY_LIMIT_BYTES before anything reads it: at once from its
 * Content-Length, or while it streams in without one (Hono's bodyLimit), so one request cannot
 * fill a Worker's 128 MB before its validation answers.
 */
export const jsonBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!PARSED.test(c.req.header('content-type') ?? '')) return next();
  return limit(c, next);
};
