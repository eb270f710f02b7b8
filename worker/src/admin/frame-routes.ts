import { ADMIN_MESSAGES, AdminSearchQuerySchema } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import { UpdateFrameStatusInputSchema } from '@dtm/shared/frames';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { findFrame, searchFrames, setFrameStatus } from './frame-service';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = ADMIN_MESSAGES.frameNotFound;

/** /api/admin/frames: customers' frames (searchable) and their status badge. */
export const adminFrameRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const rows = await searchFrames(c.get('db'), search);
    return c.json(
      rows.map(({ frame, customerName, customerEmail }) => ({
        id: frame.id,
        orderId: frame.orderId,
        frameSize: frame.frameSize,
        frameName: frame.frameName,
        status: frame.status,
        customerName,
        customerEmail,
        createdAt: frame.createdAt.toISOString(),
      })),
    );
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
  );
