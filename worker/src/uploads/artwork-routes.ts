import { ERROR_MESSAGES } from '@dtm/shared/errors';
import { ORDER_MESSAGES } from '@dtm/shared/orders';
import {
  type ArtworkType,
  artworkFilePath,
  type OrderArtworkDetails,
  type OrderArtworkFile,
} from '@dtm/shared/uploads';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { findViewableOrder } from '../orders/service';
import { tokenStub } from './token-access';
import type { StoredFile } from './token-state';

const FILE_NOT_FOUND = ERROR_MESSAGES.fileNotFound;
const OrderParamSchema = z.object({ orderId: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const FileParamSchema = OrderParamSchema.extend({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: FILE_NOT_FOUND }),
});

const EXTENSIONS: Record<ArtworkType, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
};

/** The name a download is saved under: the customer's own name (ASCII-safe) with the extension its bytes deserve. */
export function downloadName(file: Pick<StoredFile, 'name' | 'type'>): string {
  const safe = file.name.replace(/[^\x20-\x7e]/g, '_').trim() || 'artwork';
  const extensions = EXTENSIONS[file.type];
  const current = safe.split('.').pop()?.toLowerCase() ?? '';
  return safe.includes('.') && extensions.includes(current) ? safe : `${safe}.${extensions[0] ?? 'bin'}`;
}

function presentFile(orderId: string, file: StoredFile): OrderArtworkFile {
  const viewUrl = artworkFilePath(orderId, file.id);
  const previewUrl = file.previewKey === null ? null : file.previewKey === file.key ? viewUrl : `${viewUrl}?preview=1`;
  return {
    id: file.id,
    name: file.name || downloadName(file),
    size: file.size,
    type: file.type,
    sha256: file.sha256,
    viewUrl,
    downloadUrl: `${viewUrl}?download=1`,
    previewUrl,
    uploadedAt: new Date(file.completedAt).toISOString(),
  };
}

/** The order, if the caller owns it or is an admin; anyone else learns nothing (404). */
function viewableOrder(c: Context<AppEnv>, orderId: string) {
  return findViewableOrder(c.get('db'), orderId, c.get('user'));
}

async function receivedFiles(env: Env, uploadToken: string | null): Promise<StoredFile[]> {
  return uploadToken ? tokenStub(env, uploadToken).files() : [];
}

/** GET /api/order/:orderId/artwork and its files, for the order's owner and admins. */
export const orderArtworkRoutes = new Hono<AppEnv>()
  .get('/:orderId/artwork', validate('param', OrderParamSchema, 'NOT_FOUND'), async (c) => {
    const order = await viewableOrder(c, c.req.valid('param').orderId);
    const files = order.artworkSubmittedAt
      ? (await receivedFiles(c.env, order.uploadToken)).filter((file) => file.submitted)
      : [];
    const body: OrderArtworkDetails = {
      artworkUrls: files.map((file) => artworkFilePath(order.id, file.id)),
      frameSize: order.frameSize,
      customerName: order.customerName,
      personalNote: order.personalNote,
      files: files.map((file) => presentFile(order.id, file)),
    };
    return c.json(body);
  })
  .get('/:orderId/artwork/files/:fileId', validate('param', FileParamSchema, 'NOT_FOUND'), async (c) => {
    const { orderId, fileId } = c.req.valid('param');
    const order = await viewableOrder(c, orderId);
    const file = (await receivedFiles(c.env, order.uploadToken)).find((candidate) => candidate.id === fileId);
    if (!file) throw new ApiError('NOT_FOUND', FILE_NOT_FOUND);
    if (c.req.query('preview') !== undefined) {
      if (!file.previewKey) throw new ApiError('NOT_FOUND', FILE_NOT_FOUND);
      return serveR2Object(c.env.FILES, file.previewKey, c.req.raw);
    }
    const download = c.req.query('download');
    return serveR2Object(c.env.FILES, file.key, c.req.raw, {
      ...(download !== undefined && download !== '0' ? { downloadName: downloadName(file) } : {}),
    });
  });
