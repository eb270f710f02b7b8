import { Hono } from 'hono';
import { authFor, requireAdmin } from '../auth/session';
import type { AppEnv } from '../env';

/** The admin back office's API. Every route here is behind requireAdmin (401 / 403). */
export const adminRoutes = new Hono<AppEnv>().use('*', requireAdmin).post('/logout', async (c) => {
  const result = await authFor(c).api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
  const res = c.json({ status: 'signed-out' });
  for (const cookie of result.headers.getSetCookie()) res.headers.append('Set-Cookie', cookie);
  return res;
});
