import { AnyPreviewRigSchema } from '@dtm/animate/schema';
import { MESSAGES } from '@dtm/shared/messages';
import { ORDER_MESSAGES } from '@dtm/shared/orders';
import type { PreviewDrawings } from '@dtm/shared/preview-drawings';
import { PREVIEW_MESSAGES } from '@dtm/shared/preview-messages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { orders } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { findViewableOrder } from '../orders/service';
import { unwrap } from '../uploads/refusals';
import { tokenStub } from '../uploads/token-access';
import { previewDrawing, previewDrawings, readPreview, savePreview } from './service';

const NO_PREVIEW = PREVIEW_MESSAGES.noPreview;
const NO_DRAWING = PREVIEW_MESSAGES.noDrawing;
const OrderParamSchema = z.object({ orderId: z.uuid({ error: ORDER_MESSAGES.notFound }) });
/** A saved preview is a few kilobytes; anything far larger is not one. */
const MAX_BODY_BYTES = 512 * 1024;

const DrawingQuerySchema = z.object({ file: z.string().min(1).max(100).optional() });

/** The upload link's live order: an invalid link is not found, an expired one is gone (as the upload routes say). */
async function linkOrder(env: Env, token: string): Promise<string> {
  const info = unwrap(await tokenStub(env, token).info(token));
  if (info.expired) throw new ApiError('GONE', MESSAGES.uploadLinkExpired, { reason: 'link-expired' });
  return info.orderId;
}

/**
 * The instant preview saved with an order: PUT and GET by the upload link's holder, GET by the
 * order's owner and admins (for the dashboard and character management).
 */
export const previewRoutes = new Hono<AppEnv>()
  .put(
    '/upload/:token/preview',
    async (c, next) => {
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', PREVIEW_MESSAGES.tooLarge);
      await next();
    },
    // Any saved version (a page still running older code sends version 1), stored as the current one.
    validate('json', AnyPreviewRigSchema),
    async (c) => {
      const orderId = await linkOrder(c.env, c.req.param('token'));
      return c.json(await savePreview(c.env.FILES, orderId, c.req.valid('json')));
    },
  )
  .get('/upload/:token/preview', async (c) => {
    const orderId = await linkOrder(c.env, c.req.param('token'));
    const saved = await readPreview(c.env.FILES, orderId);
    if (!saved) throw new ApiError('NOT_FOUND', NO_PREVIEW);
    return c.json(saved);
  })
  // The submitted drawing itself, so the preview after payment starts from the very picture the
  // players draw (same file, same orientation) instead of a photo picked again.
  // The drawings to pick from (an order may have several), and the ordered frame's size.
  .get('/upload/:token/preview/drawings', async (c) => {
    const token = c.req.param('token');
    const orderId = await linkOrder(c.env, token);
    const order = await c.get('db').query.orders.findFirst({
      where: eq(orders.id, orderId),
      columns: { frameSize: true },
    });
    const drawings = previewDrawings(await tokenStub(c.env, token).files());
    const body: PreviewDrawings = {
      frameSize: order?.frameSize ?? null,
      drawings: drawings.map((file) => ({ id: file.id, name: file.name })),
    };
    return c.json(body);
  })
  .get('/upload/:token/preview/artwork', validate('query', DrawingQuerySchema, 'NOT_FOUND'), async (c) => {
    const token = c.req.param('token');
    await linkOrder(c.env, token);
    const drawing = previewDrawing(await tokenStub(c.env, token).files(), c.req.valid('query').file);
    if (!drawing) throw new ApiError('NOT_FOUND', NO_DRAWING);
    return serveR2Object(c.env.FILES, drawing.key, c.req.raw);
  })
  .get('/order/:orderId/preview', validate('param', OrderParamSchema, 'NOT_FOUND'), async (c) => {
    const { orderId } = c.req.valid('param');
    // Anyone but the owner or an admin learns nothing (404), as with the order's artwork.
    await findViewableOrder(c.get('db'), orderId, c.get('user'));
    // None saved is an answer, not an error: lists of orders ask for each (null, 200).
    return c.json(await readPreview(c.env.FILES, orderId));
  });
