import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { sendMail } from '../mail/mailer';
import { signInMail } from '../mail/templates';

/** Sign-in links work once and expire after 15 minutes. */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const LOCAL_DEV_SECRET = 'local-development-secret-not-for-production-use-0123456789';

/** The shop's origin: PUBLIC_URL when configured, else the origin the request came to. */
export function publicOrigin(env: Env, requestUrl: string): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : new URL(requestUrl).origin;
}

function isLocalhost(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** The server secret: signs sessions (better-auth) and the order-access cookie. */
export function authSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.APP_ENV === 'production')
    throw new Error('BETTER_AUTH_SECRET is not set (wrangler secret put BETTER_AUTH_SECRET).');
  return LOCAL_DEV_SECRET;
}

/** OAuth providers are switched on by configuration only: AUTH_SOCIAL_PROVIDERS plus their client secrets. */
function socialProviders(env: Env) {
  const enabled = new Set(
    (env.AUTH_SOCIAL_PROVIDERS ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
  const providers: Record<string, { clientId: string; clientSecret: string }> = {};
  if (enabled.has('google') && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (enabled.has('github') && env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    providers.github = { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET };
  }
  return providers;
}

/** The OAuth providers this deployment has switched on (none by default). */
export function enabledSocialProviders(env: Env): string[] {
  return Object.keys(socialProviders(env));
}

/** A better-auth instance for one request (Workers give no process-wide state to share). */
export function createAuth(env: Env, db: Db, requestUrl: string) {
  const origin = publicOrigin(env, requestUrl);
  return betterAuth({
    appName: 'Drawings-to-Magic',
    baseURL: origin,
    basePath: '/api/auth',
    secret: authSecret(env),
    trustedOrigins: [origin],
    database: drizzleAdapter(db, {
      provider: 'sqlite',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      fields: { image: 'profileImageUrl' },
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    socialProviders: socialProviders(env),
    // A failed OAuth callback returns to the sign-in page with the reason, not to the library's
    // own /api/auth/error page (routes.ts lets no other library path answer).
    onAPIError: { errorURL: `${origin}/login?linkError=1` },
    // Our own limiter (auth/rate-limit.ts) keys on the e-mail as well as the client.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: origin.startsWith('https:') && !isLocalhost(origin),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await sendMail(env, db, signInMail(email, url));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
