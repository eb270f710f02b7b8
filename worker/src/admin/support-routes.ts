import { ADMIN_MESSAGES, AdminSupportListQuerySchema } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import { SUPPORT_SUBJECT_LABELS } from '@dtm/shared/constants';
import { UpdateSupportRequestInputSchema } from '@dtm/shared/support-requests';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { findSupportRequest, listSupportRequests, updateSupportRequest } from './support-service';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = ADMIN_MESSAGES.supportRequestNotFound;

/** /api/admin/support-requests: the contact form's requests, their status and the admin's answer. */
export const adminSupportRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminSupportListQuerySchema), async (c) =>
    c.json(await listSupportRequests(c.get('db'), c.req.valid('query'))),
  )
  .patch(
    '/:id',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', UpdateSupportRequestInputSchema),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const before = await findSupportRequest(db, id);
      if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
      const updated = await updateSupportRequest(db, { actor: currentUser(c), before, change: input });
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
