import { ADMIN_MESSAGES, AdminSearchQuerySchema } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import { UpdateFrameStatusInputSchema } from '@dtm/shared/frames';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { serveFrameManifest, serveFrameVideo } from '../user/frame-delivery';
import { notifyAnimationReady } from './animation-ready-mail';
import { findFrame, searchFrames, setFrameAnimation, setFrameStatus } from './frame-service';
import { receiveAnimationUpload } from './video-upload';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = ADMIN_MESSAGES.frameNotFound;
/** Frames still in the workshop: the finished animation can be copied onto them before they ship. */
const NOT_SHIPPED = new Set(['pending', 'processing']);

const videoPath = (id: string) => `/api/admin/frames/${id}/animation`;
const manifestPath = (id: string) => `/api/admin/frames/${id}/manifest`;

/** /api/admin/frames: customers' frames (searchable), their status badge and finished animation. */
export const adminFrameRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const rows = await searchFrames(c.get('db'), search);
    return c.json(
      rows.map(({ frame, customerName, customerEmail, fulfillmentStatus, artworkSubmittedAt, waiting }) => {
        const hasVideo = frame.animationVideoUrl !== null;
        return {
          id: frame.id,
          orderId: frame.orderId,
          frameSize: frame.frameSize,
          frameName: frame.frameName,
          status: frame.status,
          fulfillmentStatus,
          hasArtwork: artworkSubmittedAt !== null,
          animationVideoUrl: hasVideo ? videoPath(frame.id) : null,
          preload:
            hasVideo && NOT_SHIPPED.has(fulfillmentStatus)
              ? { videoUrl: `${videoPath(frame.id)}?download=1`, manifestUrl: manifestPath(frame.id) }
              : null,
          waiting,
          customerName,
          customerEmail,
          createdAt: frame.createdAt.toISOString(),
        };
      }),
    );
  })
  .get('/:id/animation', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const frame = await findFrame(c.get('db'), c.req.valid('param').id);
    if (!frame?.animationVideoUrl) throw new ApiError('NOT_FOUND', ADMIN_MESSAGES.noFrameAnimationVideo);
    return serveFrameVideo(c, frame);
  })
  .get('/:id/manifest', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const frame = await findFrame(c.get('db'), c.req.valid('param').id);
    if (!frame) throw new ApiError('NOT_FOUND', NOT_FOUND);
    return serveFrameManifest(c, frame, ADMIN_MESSAGES.noFrameAnimationVideo);
  })
  .patch(
    '/:id/status',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', UpdateFrameStatusInputSchema),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const before = await findFrame(db, id);
      if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
      if (before.status === status) return c.json({ id, status });
      const updated = await setFrameStatus(db, { actor: currentUser(c), id, before: before.status, status });
      return c.json({ id, status: updated?.status ?? status });
    },
  )
  .post('/:id/animation-upload', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const { before, stored } = await receiveAnimationUpload(c, {
      id,
      notFound: NOT_FOUND,
      find: () => findFrame(db, id),
      previousKey: (frame) => frame.animationVideoUrl,
      save: async (frame, video) =>
        Boolean(await setFrameAnimation(db, { actor: currentUser(c), frame, stored: video })),
    });
    const customerNotified = await notifyAnimationReady(c, before, 'frame');
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
