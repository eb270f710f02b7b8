import { IdSchema } from '@dtm/shared/common';
import { SUPPORT_SUBJECT_LABELS } from '@dtm/shared/constants';
import { UpdateSupportRequestInputSchema } from '@dtm/shared/support-requests';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { auditInsert, snapshot } from '../audit/record';
import { currentUser } from '../auth/session';
import { supportRequests } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = 'This support request does not exist any more. Reload the list.';

/** Spec order: open, in progress, resolved; newest first within each. */
const STATUS_RANK = sql`CASE ${supportRequests.status} WHEN 'open' THEN 0 WHEN 'in_progress' THEN 1 ELSE 2 END`;

/** /api/admin/support-requests: the contact form's requests, their status and the admin's answer. */
export const adminSupportRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await c.get('db').select().from(supportRequests).orderBy(STATUS_RANK, desc(supportRequests.createdAt));
    return c.json(rows);
  })
  .patch(
    '/:id',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', UpdateSupportRequestInputSchema),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const before = await db.query.supportRequests.findFirst({ where: eq(supportRequests.id, id) });
      if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
      const change = {
        ...(input.status ? { status: input.status } : {}),
        ...(input.adminResponse ? { adminResponse: input.adminResponse } : {}),
      };
      const keys = Object.keys(change) as (keyof typeof change)[];
      const [[updated]] = await db.batch([
        db.update(supportRequests).set(change).where(eq(supportRequests.id, id)).returning(),
        auditInsert(db, {
          actor: currentUser(c),
          action: 'support_request.updated',
          entityType: 'support_request',
          entityId: id,
          before: snapshot(before, keys),
          after: change,
        }),
      ]);
      if (!updated) throw new ApiError('NOT_FOUND', NOT_FOUND);
      if (input.adminResponse) {
        const subjectLabel =
          SUPPORT_SUBJECT_LABELS[before.subject as keyof typeof SUPPORT_SUBJECT_LABELS] ?? 'your message';
        await sendMail(c.env, db, {
          to: before.customerEmail,
          subject: `Re: ${subjectLabel}`,
          ...layout(`Hello ${before.customerName},`, [input.adminResponse, `You wrote: ${before.message}`]),
        });
      }
      return c.json(updated);
    },
  );
