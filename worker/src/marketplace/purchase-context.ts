import type { Context } from 'hono';
import { publicOrigin } from '../auth/auth';
import type { AppEnv } from '../env';
import { notifyAdmins } from '../mail/admin-notices';
import type { PurchaseContext } from './purchase';

/** A request's purchase context: the env for the order's invoice and receipt, its origin for links, the admins' notice. */
export function purchaseContext(c: Context<AppEnv>): PurchaseContext {
  const origin = publicOrigin(c.env, c.req.url);
  return { env: c.env, origin, notify: (notice) => notifyAdmins(c.env, c.get('db'), notice, origin) };
}
