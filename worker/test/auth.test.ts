import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, cookieFrom, latestMail, requestLink, signIn } from './helpers';

type Body = { error: string; fields?: Record<string, string[]> };

describe('passwordless sign-in', () => {
  it('mails a single-use link that signs a new user in, creates the users row and returns to where they started', async () => {
    const link = await requestLink('New.Parent@Example.com', '/dashboard');
    const mail = await latestMail('new.parent@example.com');
    expect(mail.subject).toBe('Your sign-in link for Drawings-to-Magic');

    const res = await exports.default.fetch(new Request(link, { redirect: 'manual' }));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '', 'http://localhost').pathname).toBe('/dashboard');
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // http://localhost: Secure only outside localhost

    const me = await call('/api/auth/user', { cookie: cookieFrom(res) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'new.parent@example.com',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      isAdmin: false,
    });
    const row = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?')
      .bind('new.parent@example.com')
      .first<{ n: number }>();
    expect(row?.n).toBe(1);

    // The same link a second time: refused, back to the sign-in page with a reason, no session.
    const again = await exports.default.fetch(new Request(link, { redirect: 'manual' }));
    expect(again.status).toBe(302);
    const location = new URL(again.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(
      again.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('session_token=;')),
    ).toBe(false);
  });

  it('refuses a link after 15 minutes', async () => {
    const link = await requestLink('late@example.com');
    await env.DB.prepare('UPDATE verifications SET expires_at = ?')
      .bind(Date.now() - 1000)
      .run();
    const res = await exports.default.fetch(new Request(link, { redirect: 'manual' }));
    expect(new URL(res.headers.get('location') ?? '', 'http://localhost').searchParams.get('error')).toBe(
      'INVALID_TOKEN',
    );
    const users = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?')
      .bind('late@example.com')
      .first<{ n: number }>();
    expect(users?.n).toBe(0);
  });

  it('stores the link to expire in 15 minutes', async () => {
    await requestLink('ttl@example.com');
    const row = await env.DB.prepare(
      'SELECT expires_at AS e FROM verifications ORDER BY created_at DESC LIMIT 1',
    ).first<{ e: number }>();
    const minutes = ((row?.e ?? 0) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('refuses a malformed e-mail with the spec message and sends nothing', async () => {
    const mailCount = async () => ((await (await call('/dev/mailbox.json')).json()) as unknown[]).length;
    const before = await mailCount();
    const res = await call('/api/auth/sign-in/magic-link', { json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).error).toBe('Please enter a valid email address');
    expect(await mailCount()).toBe(before);
  });

  it.each(['//evil.example/steal', 'https://evil.example', '/\\evil.example', 'dashboard'])(
    'refuses a forged returnTo %s',
    async (returnTo) => {
      const res = await call('/api/auth/sign-in/magic-link', { json: { email: 'a@example.com', returnTo } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Body).error).toBe(
        'The return address must be a page on this site, like /dashboard.',
      );
      const login = await call(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(login.status).toBe(400);
    },
  );

  it('opens the sign-in page from /api/login, keeping a same-origin returnTo', async () => {
    const res = await call('/api/login?returnTo=%2Fcheckout%2Fupload%3Ftoken%3Dabc');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fcheckout%2Fupload%3Ftoken%3Dabc');
  });

  it('limits sign-in mails to 5 per address in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call('/api/auth/sign-in/magic-link', { json: { email: 'busy@example.com' } })).status).toBe(200);
    }
    const res = await call('/api/auth/sign-in/magic-link', { json: { email: 'BUSY@example.com' } });
    expect(res.status).toBe(429);
    expect(((await res.json()) as Body).error).toMatch(/^Too many sign-in requests/);
    // When the 15-minute window ends, in whole seconds (RFC 9110).
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const mails = (await (await call('/dev/mailbox.json')).json()) as Array<{ to: string }>;
    expect(mails.filter((m) => m.to === 'busy@example.com')).toHaveLength(5);
  });

  it('limits sign-in mails to 20 per client in 15 minutes', async () => {
    const headers = { 'cf-connecting-ip': '203.0.113.9' };
    for (let i = 0; i < 20; i++) {
      expect(
        (await call('/api/auth/sign-in/magic-link', { headers, json: { email: `p${i}@example.com` } })).status,
      ).toBe(200);
    }
    const res = await call('/api/auth/sign-in/magic-link', { headers, json: { email: 'p99@example.com' } });
    expect(res.status).toBe(429);
  });
});

describe('the signed-in user', () => {
  it('answers 401 when signed out', async () => {
    const res = await call('/api/auth/user');
    expect(res.status).toBe(401);
    expect(((await res.json()) as Body).error).toBe('Please sign in to continue.');
  });

  it('updates first and last name with the shared schema', async () => {
    const cookie = await signIn('names@example.com');
    const bad = await call('/api/auth/user/profile', {
      method: 'PATCH',
      cookie,
      json: { firstName: '', lastName: 'X' },
    });
    expect(bad.status).toBe(400);
    const ok = await call('/api/auth/user/profile', {
      method: 'PATCH',
      cookie,
      json: { firstName: 'Mia', lastName: 'Mustermann' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ firstName: 'Mia', lastName: 'Mustermann' });
    const row = await env.DB.prepare('SELECT first_name, last_name FROM users WHERE email = ?')
      .bind('names@example.com')
      .first();
    expect(row).toEqual({ first_name: 'Mia', last_name: 'Mustermann' });
  });

  it('signs out at /api/logout, returning to / without a session', async () => {
    const cookie = await signIn('bye@example.com');
    const res = await call('/api/logout', { cookie });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '', 'http://localhost').pathname).toBe('/');
    expect((await call('/api/auth/user', { cookie })).status).toBe(401);
  });
});

describe('CSRF origin check', () => {
  it('refuses a POST without an Origin header and changes nothing', async () => {
    const res = await exports.default.fetch(
      new Request('http://localhost/api/auth/sign-in/magic-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'csrf@example.com' }),
      }),
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as Body).error).toMatch(/no Origin header/);
  });

  it('refuses a PATCH from a foreign origin and changes nothing', async () => {
    const cookie = await signIn('victim@example.com');
    const res = await call('/api/auth/user/profile', {
      method: 'PATCH',
      cookie,
      headers: { origin: 'https://evil.example' },
      json: { firstName: 'Hacked', lastName: 'Name' },
    });
    expect(res.status).toBe(403);
    const row = await env.DB.prepare('SELECT first_name FROM users WHERE email = ?').bind('victim@example.com').first();
    expect(row).toEqual({ first_name: null });
  });
});

describe('admin sign-out', () => {
  it('is refused for guests (401) and customers (403), and ends an admin session', async () => {
    expect((await call('/api/admin/logout', { method: 'POST' })).status).toBe(401);
    const customer = await signIn('cust@example.com');
    expect((await call('/api/admin/logout', { method: 'POST', cookie: customer })).status).toBe(403);
    const admin = await signIn('boss@example.com', { admin: true });
    const res = await call('/api/admin/logout', { method: 'POST', cookie: admin });
    expect(res.status).toBe(200);
    expect((await call('/api/auth/user', { cookie: admin })).status).toBe(401);
  });
});
