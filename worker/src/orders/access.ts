import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { authSecret } from '../auth/auth';
import type { AppEnv } from '../env';

const COOKIE = 'dtm_orders';
const MAX_ORDERS = 20;
const MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/** Order ids this browser created (a signed cookie), so a guest can see and pay their own order. */
export async function browserOrderIds(c: Context<AppEnv>): Promise<string[]> {
  const value = await getSignedCookie(c, authSecret(c.env), COOKIE);
  return value ? value.split('.').filter(Boolean) : [];
}

export async function rememberOrder(c: Context<AppEnv>, orderId: string): Promise<void> {
  const ids = [orderId, ...(await browserOrderIds(c)).filter((id) => id !== orderId)].slice(0, MAX_ORDERS);
  const secure = new URL(c.req.url).protocol === 'https:';
  await setSignedCookie(c, COOKIE, ids.join('.'), authSecret(c.env), {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/api',
    maxAge: MAX_AGE_SECONDS,
  });
}
