import { ADMIN_LIST_LIMIT, AdminSearchQuerySchema } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import { UpdateFrameStatusInputSchema } from '@dtm/shared/frames';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { auditInsert } from '../audit/record';
import { currentUser } from '../auth/session';
import { orders, userFrames } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { containsAny } from './list-search';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = 'This frame does not exist any more. Reload the list.';

/** /api/admin/frames: customers' frames (searchable) and their status badge. */
export const adminFrameRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const rows = await c
      .get('db')
      .select({ frame: userFrames, customerName: orders.customerName, customerEmail: orders.customerEmail })
      .from(userFrames)
      .innerJoin(orders, eq(orders.id, userFrames.orderId))
      .where(containsAny(search, [userFrames.frameName, orders.customerName, orders.customerEmail, orders.id]))
      .orderBy(desc(userFrames.createdAt))
      .limit(ADMIN_LIST_LIMIT);
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
      const before = await db.query.userFrames.findFirst({ where: eq(userFrames.id, id) });
      if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
      if (before.status === status) return c.json({ id, status });
      const [[updated]] = await db.batch([
        db
          .update(userFrames)
          .set({ status })
          .where(and(eq(userFrames.id, id), eq(userFrames.status, before.status)))
          .returning(),
        auditInsert(db, {
          actor: currentUser(c),
          action: 'frame.status',
          entityType: 'frame',
          entityId: id,
          before: { status: before.status },
          after: { status },
        }),
      ]);
      return c.json({ id, status: updated?.status ?? status });
    },
  );
