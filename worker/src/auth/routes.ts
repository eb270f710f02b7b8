import { AUTH_MESSAGES, SignInInputSchema, safeReturnTo } from '@dtm/shared/auth';
import { UpdateProfileInputSchema } from '@dtm/shared/users';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../env';
import { ApiError, notFoundBody } from '../lib/errors';
import { validate } from '../lib/validate';
import { enabledSocialProviders } from './auth';
import { libraryResponse } from './library-response';
import { clientKey, enforce, SIGN_IN_LIMITS } from './rate-limit';
import { updateProfile } from './service';
import { authFor, currentUser, requireUser } from './session';

const RETURN_TO_REFUSED = AUTH_MESSAGES.returnToRefused;

/** A `returnTo` that is present must be a same-origin path; forging one is refused, not silently fixed. */
const ReturnToQuerySchema = z.object({
  returnTo: z
    .string()
    .optional()
    .refine((value) => value === undefined || safeReturnTo(value) === value, { error: RETURN_TO_REFUSED }),
});

const SignInBodySchema = SignInInputSchema.extend({
  returnTo: z
    .string()
    .nullish()
    .refine((value) => value == null || safeReturnTo(value) === value, { error: RETURN_TO_REFUSED })
    .transform((value) => value ?? '/'),
});

const SOCIAL_PROVIDER_OFF = AUTH_MESSAGES.socialProviderOff;

/** The e-mailed link's query: the token the library checks, and where it returns to. */
const LINK_INCOMPLETE = AUTH_MESSAGES.linkIncomplete;
const MagicLinkQuerySchema = z.object({
  token: z.string({ error: LINK_INCOMPLETE }).min(1, { error: LINK_INCOMPLETE }).max(512, { error: LINK_INCOMPLETE }),
});

const SocialSignInBodySchema = z.object({
  provider: z.string().min(1).max(40),
  returnTo: z
    .string()
    .nullish()
    .refine((value) => value == null || safeReturnTo(value) === value, { error: RETURN_TO_REFUSED })
    .transform((value) => value ?? '/'),
});

/** The OAuth routes exist only where a provider is configured; elsewhere they are the JSON 404. */
const socialSignInEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (enabledSocialProviders(c.env).length === 0) return c.json(notFoundBody(c), 404);
  await next();
});

function publicUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
  };
}

/** Browser navigations of the spec: /api/login opens the sign-in page, /api/logout signs out. */
export const sessionNavigation = new Hono<AppEnv>()
  .get('/login', validate('query', ReturnToQuerySchema), (c) => {
    const { returnTo } = c.req.valid('query');
    const target = new URL('/login', c.req.url);
    if (returnTo && returnTo !== '/') target.searchParams.set('returnTo', returnTo);
    return c.redirect(`${target.pathname}${target.search}`, 302);
  })
  .get('/logout', async (c) => {
    const headers = new Headers({ Location: '/?signedOut=1' });
    if (c.get('user')) {
      const result = await authFor(c).api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    }
    return new Response(null, { status: 302, headers });
  });

export const authRoutes = new Hono<AppEnv>()
  .get('/user', requireUser, (c) => c.json(publicUser(currentUser(c))))
  .patch('/user/profile', requireUser, validate('json', UpdateProfileInputSchema), async (c) => {
    const user = currentUser(c);
    const row = await updateProfile(c.get('db'), user.id, c.req.valid('json'));
    if (!row) throw new ApiError('NOT_FOUND', AUTH_MESSAGES.accountGone);
    return c.json(publicUser({ ...row, sessionId: user.sessionId }));
  })
  // Wraps the library's endpoint so every request is validated and rate-limited first.
  .post('/sign-in/magic-link', validate('json', SignInBodySchema), async (c) => {
    const { email, returnTo } = c.req.valid('json');
    const normalised = email.toLowerCase();
    await enforce(c.get('db'), [
      { key: `sign-in:email:${normalised}`, ...SIGN_IN_LIMITS.perEmail },
      { key: `sign-in:client:${clientKey(c.req.raw)}`, ...SIGN_IN_LIMITS.perClient },
    ]);
    const errorCallbackURL = `/login?${new URLSearchParams({ returnTo, linkError: '1' })}`;
    await authFor(c).api.signInMagicLink({
      body: { email: normalised, callbackURL: returnTo, newUserCallbackURL: returnTo, errorCallbackURL },
      headers: c.req.raw.headers,
    });
    return c.json({ status: 'sent', email: normalised });
  })
  // Of the library's own endpoints only these answer; the rest of /api/auth is the app's JSON 404
  // (update-user, get-session, list-sessions... would let any script on a page read or change the account).
  .get('/magic-link/verify', validate('query', MagicLinkQuerySchema), async (c) => {
    const url = new URL(c.req.url);
    // Without a callbackURL the library answers with the session token in JSON: always redirect.
    if (!url.searchParams.get('callbackURL')) url.searchParams.set('callbackURL', '/');
    return libraryResponse(c, await authFor(c).handler(new Request(url, c.req.raw)));
  })
  // OAuth, only when AUTH_SOCIAL_PROVIDERS switches a provider on: start the sign-in, then its callback.
  .post('/sign-in/social', socialSignInEnabled, validate('json', SocialSignInBodySchema), async (c) => {
    const { provider, returnTo } = c.req.valid('json');
    if (!enabledSocialProviders(c.env).includes(provider)) throw new ApiError('NOT_FOUND', SOCIAL_PROVIDER_OFF);
    const errorCallbackURL = `/login?${new URLSearchParams({ returnTo, linkError: '1' })}`;
    const response = await authFor(c).api.signInSocial({
      body: { provider, callbackURL: returnTo, newUserCallbackURL: returnTo, errorCallbackURL, disableRedirect: true },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    return libraryResponse(c, response);
  })
  .get('/callback/:provider', socialSignInEnabled, async (c) => {
    if (!enabledSocialProviders(c.env).includes(c.req.param('provider'))) {
      throw new ApiError('NOT_FOUND', SOCIAL_PROVIDER_OFF);
    }
    return libraryResponse(c, await authFor(c).handler(c.req.raw));
  });
