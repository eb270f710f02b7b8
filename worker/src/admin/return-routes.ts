import { IdSchema } from '@dtm/shared/common';
import { UpdateReturnRequestInputSchema } from '@dtm/shared/returns';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { auditInsert, snapshot } from '../audit/record';
import { currentUser } from '../auth/session';
import { returns } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = 'This return request does not exist any more. Reload the list.';

/** Spec order: pending, approved, shipped, completed; newest first within each. */
const STATUS_RANK = sql`CASE ${returns.status} WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 WHEN 'shipped' THEN 2 ELSE 3 END`;

/** /api/admin/returns: return requests, their status and whether the label went out. */
export const adminReturnRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await c.get('db').select().from(returns).orderBy(STATUS_RANK, desc(returns.createdAt));
    return c.json(rows);
  })
  .patch(
    '/:id',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', UpdateReturnRequestInputSchema),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const before = await db.query.returns.findFirst({ where: eq(returns.id, id) });
      if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
      const change = {
        ...(input.status ? { status: input.status } : {}),
        ...(input.returnLabelSent !== undefined ? { returnLabelSent: input.returnLabelSent } : {}),
      };
      const keys = Object.keys(change) as (keyof typeof change)[];
      const [[updated]] = await db.batch([
        db.update(returns).set(change).where(eq(returns.id, id)).returning(),
        auditInsert(db, {
          actor: currentUser(c),
          action: 'return.updated',
          entityType: 'return',
          entityId: id,
          before: snapshot(before, keys),
          after: change,
        }),
      ]);
      if (!updated) throw new ApiError('NOT_FOUND', NOT_FOUND);
      return c.json(updated);
    },
  );
