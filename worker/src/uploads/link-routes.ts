import { MESSAGES } from '@dtm/shared/messages';
import {
  artworkFilePath,
  CreateUploadUrlInputSchema,
  SaveArtworkInputSchema,
  SubmitArtworkInputSchema,
  UPLOAD_LINK_MESSAGES,
  type UploadState,
} from '@dtm/shared/uploads';
import { type Context, Hono } from 'hono';
import { publicOrigin } from '../auth/auth';
import { clientKey, enforce } from '../auth/rate-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { sendMail } from '../mail/mailer';
import { endOldLink, RENEW_LIMITS, renewLinkByToken, uploadLinkMail } from './link-renewal';
import { refusalError, unwrap } from './refusals';
import { presentReceived, submitArtwork } from './submit';
import { fileIdFromArtworkUrl, tokenStub, uploadIdOf } from './token-access';
import type { UploadTokenStub } from './upload-writer';

function shopOrigins(c: Context<AppEnv>): string[] {
  return [...new Set([new URL(c.req.url).origin, publicOrigin(c.env, c.req.url)])];
}

/** The token's order, and each URL turned into one of its file ids (or refused). */
async function resolveFiles(c: Context<AppEnv>, stub: UploadTokenStub, token: string, urls: string[]) {
  const info = unwrap(await stub.info(token));
  const fileIds = urls.map((url) => fileIdFromArtworkUrl(url, stub, info.orderId, shopOrigins(c)));
  if (fileIds.some((id) => id === null)) throw refusalError('not-received');
  return { info, fileIds: fileIds.filter((id): id is string => id !== null) };
}

/** The spec's token calls: GET /api/upload/:token and POST /api/upload/:token/submit. */
export const uploadLinkRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const token = c.req.param('token');
    const info = unwrap(await tokenStub(c.env, token).info(token));
    const state: UploadState = {
      type: info.orderType,
      hasUploaded: info.submittedAt !== null,
      expiresAt: new Date(info.expiresAt).toISOString(),
      files: info.submittedAt === null ? presentReceived(info) : [],
    };
    // The page shows its "expired" state from the same fields the success answer has.
    if (info.expired) throw new ApiError('GONE', MESSAGES.uploadLinkExpired, { reason: 'link-expired', ...state });
    return c.json(state);
  })
  // "Send me a new link" on the expired and invalid link pages. The answer is the same whether or
  // not the token belongs to an order; the new link goes only to the order's own e-mail address.
  .post('/:token/renew', async (c) => {
    const token = c.req.param('token');
    const db = c.get('db');
    await enforce(db, [
      { key: `upload-renew:${clientKey(c.req.raw)}`, ...RENEW_LIMITS.perClient },
      { key: `upload-renew-link:${token.slice(0, 100)}`, ...RENEW_LIMITS.perLink },
    ]);
    const renewed = await renewLinkByToken(db, token);
    if (renewed?.uploadToken) {
      await endOldLink(c.env, token, renewed.uploadToken);
      await sendMail(c.env, db, uploadLinkMail(renewed, publicOrigin(c.env, c.req.url)));
    }
    return c.json({ message: UPLOAD_LINK_MESSAGES.renewSent }, 202);
  })
  .post('/:token/submit', validate('json', SubmitArtworkInputSchema), async (c) => {
    const token = c.req.param('token');
    const stub = tokenStub(c.env, token);
    const input = c.req.valid('json');
    const { fileIds } = await resolveFiles(c, stub, token, input.artworkUrls);
    const submitted = await submitArtwork(c.env, c.get('db'), stub, {
      token,
      fileIds,
      personalNote: input.personalNote,
    });
    // The admins hear of it from the artwork.submitted job, once per submission (artwork-submitted.ts).
    return c.json({ success: true, ...submitted });
  });

/** POST /api/objects/upload: a URL to PUT one small file to (the spec's single-file path). */
export const objectUploadRoutes = new Hono<AppEnv>().post(
  '/upload',
  validate('json', CreateUploadUrlInputSchema),
  async (c) => {
    const { uploadToken } = c.req.valid('json');
    const stub = tokenStub(c.env, uploadToken);
    const created = unwrap(await stub.createUpload(uploadToken, { length: null, name: '', kind: 'direct' }));
    const uploadURL = new URL(`/api/uploads/direct/${uploadIdOf(stub, created.fileId)}`, c.req.url).href;
    return c.json({ uploadURL, expiresAt: new Date(created.expiresAt).toISOString() });
  },
);

/** PUT /api/artwork: confirms a PUT file belongs to the token and names its lasting path. */
export const artworkSaveRoutes = new Hono<AppEnv>().put('/', validate('json', SaveArtworkInputSchema), async (c) => {
  const { artworkURL, uploadToken } = c.req.valid('json');
  const stub = tokenStub(c.env, uploadToken);
  const { info, fileIds } = await resolveFiles(c, stub, uploadToken, [artworkURL]);
  const fileId = fileIds[0] ?? '';
  if (!info.files.some((file) => file.id === fileId)) throw refusalError('not-received');
  return c.json({ objectPath: artworkFilePath(info.orderId, fileId) });
});
