import { createMiddleware } from 'hono/factory';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';

/** Gives each request an id (echoed in `X-Request-Id`) and its own drizzle instance. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  c.set('db', createDb(c.env.DB));
  await next();
  c.header('X-Request-Id', requestId);
});
