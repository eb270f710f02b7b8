import { IdSchema } from '@dtm/shared/common';
import { formatDollars } from '@dtm/shared/money';
import { type AdminVariation, AdminVariationListQuerySchema, VARIATION_MESSAGES } from '@dtm/shared/variations';
import { Hono } from 'hono';
import { z } from 'zod';
import { receiveAnimationUpload } from '../admin/video-upload';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { backgroundNames } from '../user/service';
import { serveOwnedFile } from '../user/stored-files';
import { deliverVariation, findVariation, ownVideoKey, searchVariations } from './admin-service';
import { notifyVariationReady } from './ready-mail';
import { backgroundIdOf } from './service';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = VARIATION_MESSAGES.adminNotFound;

const videoPath = (id: string) => `/api/admin/variations/${id}/video`;

/**
 * /api/admin/variations: the bought variations (a list to work through, "being made" first to
 * filter on), the delivery of each one's own video through the back office's video upload, and
 * the delivered video to watch.
 */
export const adminVariationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminVariationListQuerySchema), async (c) => {
    const db = c.get('db');
    const rows = await searchVariations(db, c.req.valid('query'));
    const names = await backgroundNames(
      db,
      rows.flatMap((row) => backgroundIdOf(row.variation.parameters) ?? []),
    );
    const body: AdminVariation[] = rows.map(({ variation, animationName, customerName, customerEmail }) => {
      const ready = variation.status === 'ready' && variation.fileUrl !== null;
      return {
        id: variation.id,
        variationName: variation.variationName,
        status: variation.status,
        animationName,
        backgroundName: names.get(backgroundIdOf(variation.parameters) ?? '') ?? null,
        customerName: customerName || null,
        customerEmail,
        purchasePrice: formatDollars(variation.purchasePriceCents),
        videoUrl: ready ? videoPath(variation.id) : null,
        size: ready ? variation.fileSize : null,
        deliveredAt: variation.deliveredAt?.toISOString() ?? null,
        createdAt: variation.createdAt.toISOString(),
      };
    });
    return c.json(body);
  })
  .get('/:id/video', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const row = await findVariation(c.get('db'), c.req.valid('param').id);
    if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND);
    if (row.variation.status !== 'ready' || !row.variation.fileUrl) {
      throw new ApiError('NOT_FOUND', VARIATION_MESSAGES.noVideo);
    }
    return serveOwnedFile(c, row.variation.fileUrl, `${row.animationName} ${row.variation.variationName}`);
  })
  .post('/:id/animation-upload', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    // The back office's one video upload: refused by size and by its bytes, streamed into R2.
    const { before, stored } = await receiveAnimationUpload(c, {
      id,
      notFound: NOT_FOUND,
      find: () => findVariation(db, id),
      // Only a video delivered for this variation is replaced; a file it shared with anything else stays.
      previousKey: (row) => ownVideoKey(row.variation),
      save: async (row, video) =>
        Boolean(await deliverVariation(db, { actor: currentUser(c), variation: row.variation, stored: video })),
    });
    const customerNotified = await notifyVariationReady(c, before.customerEmail, {
      variationName: before.variation.variationName,
      animationName: before.animationName,
    });
    return c.json(
      {
        animationVideoUrl: videoPath(id),
        contentType: stored.contentType,
        size: stored.size,
        sha256: stored.sha256,
        status: 'ready' as const,
        customerNotified,
      },
      201,
    );
  });
