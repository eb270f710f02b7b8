import { ACCOUNT_MESSAGES, DeleteAccountInputSchema } from '@dtm/shared/account';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { publicOrigin } from '../auth/auth';
import { currentUser, requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { deleteAccount, requestDeletion } from './deletion-service';
import { exportForDownload, latestExport, presentExport, requestExport } from './export-service';

const ExportParamSchema = z.object({ id: z.uuid() });

/** Session cookies of the sign-in library (with and without the __Secure- prefix). */
const SESSION_COOKIES = ['better-auth.session_token', 'better-auth.session_data'];

/**
 * /api/user: the customer's own data export and account deletion (issue #22). Mounted before the
 * other /api/user routes because `POST /delete` needs no session: the e-mailed token is the proof,
 * so the link also works on a phone that is not signed in.
 */
export const accountRoutes = new Hono<AppEnv>()
  .post('/export', requireUser, async (c) => {
    const { row } = await requestExport(c.get('db'), c.env, currentUser(c).id, publicOrigin(c.env, c.req.url));
    return c.json(presentExport(row), 202);
  })
  .get('/export', requireUser, async (c) => {
    const row = await latestExport(c.get('db'), currentUser(c).id);
    return c.json({ export: row ? presentExport(row) : null });
  })
  .get('/export/:id/download', validate('param', ExportParamSchema, 'NOT_FOUND'), async (c) => {
    // The mailed link opened in a browser that is not signed in: sign in first, then come back here.
    if (!c.get('user') && c.req.header('accept')?.includes('text/html')) {
      return c.redirect(`/login?returnTo=${encodeURIComponent(new URL(c.req.url).pathname)}`, 302);
    }
    const row = await exportForDownload(c.get('db'), c.env.FILES, currentUser(c).id, c.req.valid('param').id);
    if (!row.r2Key) throw new ApiError('CONFLICT', ACCOUNT_MESSAGES.exportNotReady);
    const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
    const response = await serveR2Object(c.env.FILES, row.r2Key, c.req.raw, {
      downloadName: `drawings-to-magic-data-${day}.zip`,
      cacheControl: 'private, no-store',
    });
    if (!response.headers.get('content-type')) response.headers.set('Content-Type', 'application/zip');
    return response;
  })
  .post('/delete-request', requireUser, async (c) => {
    await requestDeletion(c.env, c.get('db'), currentUser(c), publicOrigin(c.env, c.req.url));
    return c.json({ message: ACCOUNT_MESSAGES.deletionRequested }, 202);
  })
  .post('/delete', validate('json', DeleteAccountInputSchema), async (c) => {
    await deleteAccount(c.env, c.get('db'), c.req.valid('json').token);
    // The sessions are gone already; the browser forgets its cookie too.
    for (const name of SESSION_COOKIES) {
      deleteCookie(c, name, { path: '/' });
      deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
    }
    return c.json({ message: ACCOUNT_MESSAGES.deleted });
  });
