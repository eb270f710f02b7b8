import { Hono } from 'hono';
import { authFor, requireAdmin } from '../auth/session';
import { adminDeviceRoutes } from '../devices/admin-routes';
import type { AppEnv } from '../env';
import { adminInvoiceRoutes } from '../invoices/routes';
import { adminPlayerReleaseRoutes } from '../player-releases/routes';
import { adminRecipeRoutes } from '../review/admin-routes';
import { adminVariationRoutes } from '../variations/admin-routes';
import { adminAnimationRoutes, adminBackgroundRoutes } from './catalog-routes';
import { adminCharacterRoutes } from './character-routes';
import { adminFrameRoutes } from './frame-routes';
import { adminOrderRoutes } from './order-routes';
import { adminReturnRoutes } from './return-routes';
import { dashboardStats } from './stats';
import { adminSupportRoutes } from './support-routes';
import { adminVoucherRoutes } from './voucher-routes';

/** The admin back office's API. Every route here is behind requireAdmin (401 / 403). */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .post('/logout', async (c) => {
    const result = await authFor(c).api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    const res = c.json({ status: 'signed-out' });
    for (const cookie of result.headers.getSetCookie()) res.headers.append('Set-Cookie', cookie);
    return res;
  })
  .get('/stats', async (c) => c.json(await dashboardStats(c.get('db'))))
  .route('/orders', adminOrderRoutes)
  .route('/orders', adminInvoiceRoutes)
  .route('/vouchers', adminVoucherRoutes)
  .route('/support-requests', adminSupportRoutes)
  .route('/returns', adminReturnRoutes)
  .route('/frames', adminFrameRoutes)
  .route('/characters', adminCharacterRoutes)
  .route('/animations', adminAnimationRoutes)
  .route('/backgrounds', adminBackgroundRoutes)
  .route('/variations', adminVariationRoutes)
  .route('/devices', adminDeviceRoutes)
  .route('/frames', adminRecipeRoutes('frame'))
  .route('/characters', adminRecipeRoutes('character'))
  .route('/player-releases', adminPlayerReleaseRoutes);
