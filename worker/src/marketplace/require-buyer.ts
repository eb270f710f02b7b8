import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';

/** 401 with the spec's words ("Please sign in to purchase animations") when nobody is signed in. */
export function requireBuyer(message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw new ApiError('UNAUTHORIZED', message);
    await next();
  });
}
