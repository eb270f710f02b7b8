import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { call, ORIGIN, requestLink, signIn } from './helpers';

type ErrorBody = { error: string; code: string; requestId: string };

/** The session token inside the signed cookie value (`<token>.<signature>`). */
function sessionToken(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const token = decodeURIComponent(value).split('.')[0] ?? '';
  if (token.length < 16) throw new Error('no session token in the cookie');
  return token;
}

async function userRow(email: string) {
  return env.DB.prepare('SELECT name, profile_image_url, first_name FROM users WHERE email = ?').bind(email).first();
}

/** The app with GitHub sign-in switched on (the test config has no OAuth provider). */
async function withGitHub(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (init.method === 'POST') headers.set('origin', ORIGIN);
  const res = await createApp().fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }),
    { ...env, AUTH_SOCIAL_PROVIDERS: 'github', GITHUB_CLIENT_ID: 'gh-client', GITHUB_CLIENT_SECRET: 'gh-secret' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("the sign-in library's own endpoints", () => {
  it('refuses update-user with the JSON 404 and leaves the account as it was', async () => {
    const cookie = await signIn('probe@example.com');
    const before = await userRow('probe@example.com');
    const res = await call('/api/auth/update-user', {
      cookie,
      json: { name: 'x'.repeat(100_000), image: 'javascript:alert(document.cookie)' },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as ErrorBody;
    expect(body).toMatchObject({ code: 'NOT_FOUND', error: 'There is no API route POST /api/auth/update-user.' });
    expect(body.requestId).toBeTruthy();
    expect(await userRow('probe@example.com')).toEqual(before);
  });

  it.each([
    '/api/auth/get-session',
    '/api/auth/list-sessions',
    '/api/auth/list-accounts',
    '/api/auth/ok',
    '/api/auth/error',
  ])('answers GET %s with the JSON 404, never a token', async (path) => {
    const cookie = await signIn(`reader${path.replaceAll('/', '-')}@example.com`);
    const res = await call(path, { cookie });
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain(sessionToken(cookie));
    expect(JSON.parse(text)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    '/api/auth/sign-out',
    '/api/auth/revoke-sessions',
    '/api/auth/delete-user',
    '/api/auth/change-email',
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
  ])('answers POST %s with the JSON 404 and keeps the session', async (path) => {
    const cookie = await signIn(`writer${path.replaceAll('/', '-')}@example.com`);
    const res = await call(path, { cookie, json: { email: 'other@example.com', password: 'p4ssw0rd-long-enough' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('NOT_FOUND');
    expect((await call('/api/auth/user', { cookie })).status).toBe(200);
  });

  it('signs in from a link that lost its callbackURL with a redirect, not a token in JSON', async () => {
    const link = new URL(await requestLink('bare-link@example.com'));
    for (const name of ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']) link.searchParams.delete(name);
    const res = await call(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/`);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
    expect(await res.text()).not.toContain(sessionToken(cookie));
  });

  it("answers the library's refusals in the app's error shape", async () => {
    const link = new URL(await requestLink('foreign-callback@example.com'));
    link.searchParams.set('callbackURL', 'https://evil.example/steal');
    const res = await call(`${link.pathname}${link.search}`);
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorBody;
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'requestId']);
    expect(body.code).toBe('FORBIDDEN');
    expect(body.error).toMatch(/callback/i);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('refuses a link without its token in the app shape', async () => {
    const res = await call('/api/auth/magic-link/verify');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).code).toBe('BAD_REQUEST');
  });

  it('has no OAuth routes while no provider is configured', async () => {
    expect((await call('/api/auth/sign-in/social', { json: { provider: 'github' } })).status).toBe(404);
    expect((await call('/api/auth/callback/github?code=x&state=y')).status).toBe(404);
  });

  it('starts a configured OAuth sign-in with the provider URL and no token', async () => {
    const res = await withGitHub('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'github', returnTo: '/dashboard' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(new URL(String(body.url)).origin).toBe('https://github.com');
    expect(Object.keys(body)).not.toContain('token');

    const other = await withGitHub('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(other.status).toBe(404);
  });

  it('sends a failed OAuth callback back to the sign-in page', async () => {
    const res = await withGitHub('/api/auth/callback/github?error=access_denied&state=forged');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBeTruthy();
  });
});
