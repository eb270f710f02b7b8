import { Hono } from 'hono';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { animationRoutes } from './animations/routes';
import { csrfOriginCheck } from './auth/csrf';
import { authRoutes, sessionNavigation } from './auth/routes';
import { loadSession } from './auth/session';
import { backgroundRoutes } from './backgrounds/routes';
import { requireProductionConfig } from './config/production';
import { devRoutes } from './dev/routes';
import { deviceApi } from './devices/routes';
import type { AppEnv } from './env';
import { health } from './health/routes';
import { invoiceRoutes } from './invoices/routes';
import { legalRoutes } from './legal/routes';
import { jsonBodyLimit } from './lib/body-limit';
import { handleError, notFoundBody } from './lib/errors';
import { requestContext } from './lib/request-context';
import { securityHeaders } from './lib/security-headers';
import { mediaRoutes } from './media/routes';
import { orderRoutes } from './orders/routes';
import { uploadReminderRoutes } from './orders/upload-reminder-routes';
import { paymentConfigRoutes } from './payments/routes';
import { previewRoutes } from './preview/routes';
import { returnRoutes } from './returns/routes';
import { supportRequestRoutes } from './support-requests/routes';
import { orderArtworkRoutes } from './uploads/artwork-routes';
import { artworkSaveRoutes, objectUploadRoutes, uploadLinkRoutes } from './uploads/link-routes';
import { uploadRoutes } from './uploads/upload-routes';
import { userRoutes } from './user/routes';
import { webhookRoutes } from './webhooks/routes';

/** The whole HTTP surface. Each resource is a sub-app mounted under /api. */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext);
  app.use('*', securityHeaders);
  app.use('/api/*', requireProductionConfig);
  app.use('/api/*', jsonBodyLimit);
  app.use('/api/*', csrfOriginCheck);
  app.use('/api/*', loadSession);

  app.route('/api/health', health);
  app.route('/api', sessionNavigation);
  app.route('/api/auth', authRoutes);
  app.route('/api/admin', adminRoutes);
  app.route('/api/animations', animationRoutes);
  app.route('/api/backgrounds', backgroundRoutes);
  // Before userRoutes: its requireUser would refuse the deletion link's session-less POST /delete.
  app.route('/api/user', accountRoutes);
  app.route('/api/user', userRoutes);
  app.route('/api/media', mediaRoutes);
  app.route('/api/orders', orderRoutes);
  app.route('/api/orders', invoiceRoutes);
  app.route('/api/legal', legalRoutes);
  app.route('/api/webhooks', webhookRoutes);
  app.route('/api/payments', paymentConfigRoutes);
  app.route('/api/support-requests', supportRequestRoutes);
  app.route('/api/returns', returnRoutes);
  app.route('/api/upload-reminders', uploadReminderRoutes);
  app.route('/api/upload', uploadLinkRoutes);
  app.route('/api/uploads', uploadRoutes);
  app.route('/api/objects', objectUploadRoutes);
  app.route('/api/artwork', artworkSaveRoutes);
  app.route('/api/order', orderArtworkRoutes);
  app.route('/api', previewRoutes);
  app.route('/api', deviceApi);

  // Unknown /api paths are JSON 404s; everything else is the web app (served by assets first,
  // so reaching here means the asset binding fell through to the SPA's index.html).
  app.route('/dev', devRoutes);
  app.all('/api/*', (c) => c.json(notFoundBody(c), 404));
  app.notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith('/api')) return c.json(notFoundBody(c), 404);
    return c.env.ASSETS.fetch(new Request(new URL('/index.html', c.req.url), c.req.raw));
  });
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
