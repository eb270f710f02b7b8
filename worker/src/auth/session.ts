import { AUTH_MESSAGES } from '@dtm/shared/auth';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema';
import type { AppEnv, SessionUser } from '../env';
import { ApiError } from '../lib/errors';
import { type Auth, createAuth } from './auth';

/** The request's better-auth instance, made on first use (most routes never need it). */
export function authFor(c: Context<AppEnv>): Auth {
  const existing = c.get('auth');
  if (existing) return existing;
  const auth = createAuth(c.env, c.get('db'), c.req.url);
  c.set('auth', auth);
  return auth;
}

/** Reads the session cookie once per request; `c.var.user` is the signed-in user or null. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  let user: SessionUser | null = null;
  if (c.req.header('cookie')?.includes('session_token')) {
    const session = await authFor(c).api.getSession({ headers: c.req.raw.headers });
    if (session) {
      // The users row is the source of truth for names and the admin flag.
      const row = await c.get('db').query.users.findFirst({ where: eq(users.id, session.user.id) });
      if (row) user = { ...row, sessionId: session.session.id };
    }
  }
  c.set('user', user);
  await next();
});

const SIGN_IN_REQUIRED = AUTH_MESSAGES.signInRequired;

/** 401 without a session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new ApiError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  await next();
});

/** 401 without a session, 403 for a signed-in customer. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  if (!user.isAdmin) throw new ApiError('FORBIDDEN', AUTH_MESSAGES.adminOnly);
  await next();
});

/** The signed-in user inside a route behind requireUser/requireAdmin. */
export function currentUser(c: { get: (key: 'user') => SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  return user;
}
