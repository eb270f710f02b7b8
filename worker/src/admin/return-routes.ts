import { ADMIN_MESSAGES } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import { RETURN_MESSAGES, returnCode, UpdateReturnRequestInputSchema } from '@dtm/shared/returns';
import { Hono } from 'hono';
import { z } from 'zod';
import { publicOrigin } from '../auth/auth';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { findOrder } from '../orders/service';
import { issueReturnLabel, labelKey, labelResponse } from '../returns/label';
import { findReturnRequest, listReturnRequests, presentReturnRequest, updateReturnRequest } from './return-service';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = ADMIN_MESSAGES.returnNotFound;

/**
 * /api/admin/returns: return requests, their status and whether the label went out. Approving a
 * return linked to an order makes its label and mails the customer the link (once).
 */
export const adminReturnRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listReturnRequests(c.get('db'))))
  // The label the customer was mailed, for the parcel the admin hands over or prints for them.
  .get('/:id/label', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const row = await findReturnRequest(c.get('db'), c.req.valid('param').id);
    const object = row?.labelToken ? await c.env.FILES.get(labelKey(row.id)) : null;
    if (!row || !object) throw new ApiError('NOT_FOUND', RETURN_MESSAGES.labelNotFound);
    return labelResponse(object, returnCode(row.id));
  })
  .patch(
    '/:id',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', UpdateReturnRequestInputSchema),
    async (c) => {
      const db = c.get('db');
      const before = await findReturnRequest(db, c.req.valid('param').id);
      if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
      const actor = currentUser(c);
      const updated = await updateReturnRequest(db, { actor, before, change: c.req.valid('json') });
      if (!updated) throw new ApiError('NOT_FOUND', NOT_FOUND);
      const labelled = await issueReturnLabel(c.env, db, {
        row: updated,
        actor,
        origin: publicOrigin(c.env, c.req.url),
      });
      const order = updated.orderId ? await findOrder(db, updated.orderId) : undefined;
      return c.json(presentReturnRequest(labelled ?? updated, order));
    },
  );
