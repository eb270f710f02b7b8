import { env, exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost';

/** Calls the real Worker as a browser on the shop's own pages would (Origin set on writes). */
export function call(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  const method = init.method ?? (init.json !== undefined ? 'POST' : 'GET');
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', ORIGIN);
  if (init.cookie) headers.set('cookie', init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, method, headers, body, redirect: 'manual' }));
}

type Mail = { to: string; subject: string; links: string[]; createdAt: string };

/** The newest mail to `to` in the local mailbox. */
export async function latestMail(to: string): Promise<Mail> {
  const res = await call('/dev/mailbox.json');
  const mails = (await res.json()) as Mail[];
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Cookie header value from a response's Set-Cookie headers. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function requestLink(email: string, returnTo?: string) {
  const res = await call('/api/auth/sign-in/magic-link', { json: { email, returnTo } });
  if (res.status !== 200) throw new Error(`sign-in request failed: ${res.status} ${await res.text()}`);
  const mail = await latestMail(email.toLowerCase());
  const link = mail.links.find((l) => l.includes('/api/auth/magic-link/verify'));
  if (!link) throw new Error('no sign-in link in the mail');
  return link;
}

/** Signs in through the real magic-link flow and returns the session cookie. */
export async function signIn(email: string, options: { admin?: boolean } = {}): Promise<string> {
  const link = await requestLink(email);
  const res = await exports.default.fetch(new Request(link, { redirect: 'manual' }));
  if (res.status !== 302) throw new Error(`verify failed: ${res.status}`);
  const cookie = cookieFrom(res);
  if (!cookie.includes('session_token')) throw new Error('no session cookie after verify');
  if (options.admin) {
    await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE email = ?').bind(email.toLowerCase()).run();
  }
  return cookie;
}

/** The 14 tables of the spec's section 3 (sessions is the sign-in library's). */
export const SPEC_TABLES = [
  'orders',
  'sessions',
  'users',
  'user_frames',
  'user_characters',
  'animations',
  'user_animations',
  'animation_variations',
  'backgrounds',
  'user_backgrounds',
  'support_requests',
  'vouchers',
  'voucher_usage',
  'returns',
] as const;
