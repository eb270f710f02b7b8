import { orderNumber } from '@dtm/shared/order-state';
import { CreateReturnRequestInputSchema, RETURN_MESSAGES, returnCode } from '@dtm/shared/returns';
import { Hono } from 'hono';
import { z } from 'zod';
import { publicOrigin } from '../auth/auth';
import { clientKey } from '../auth/rate-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { sendAcknowledgment, writesFromOwnAddress } from '../mail/acknowledgments';
import { notifyAdmins } from '../mail/admin-notices';
import { returnReceivedMail } from '../mail/templates';
import { findReturnByLabelToken, labelKey, labelResponse } from './label';
import { orderForReturn, storeReturnRequest } from './service';

const LabelParamSchema = z.object({ token: z.string().regex(/^[\w-]{43}$/) });

/**
 * The public return form ("Start Your Return"): matched to one paid order of the sender's address,
 * stored for the admins and on the order's timeline, acknowledged by e-mail (capped per address).
 * And the label link the approval mail carries: the token is the key, no sign-in.
 */
export const returnRoutes = new Hono<AppEnv>()
  .post('/', validate('json', CreateReturnRequestInputSchema), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const order = await orderForReturn(db, input);
    const user = c.get('user');
    const stored = await storeReturnRequest(
      db,
      { request: input, order, actor: user ? { id: user.id, email: user.email } : null },
      `form:returns:${clientKey(c.req.raw)}`,
    );
    if (!('created' in stored)) return c.json(stored.receipt, 200);
    await sendAcknowledgment(
      c.env,
      db,
      returnReceivedMail({
        to: input.customerEmail,
        name: input.customerName,
        ownAddress: writesFromOwnAddress(user, input.customerEmail),
        // The order it was matched to, written as everywhere ("#92eac4b4"); else the number as typed.
        orderNumber: stored.created.orderId ? orderNumber(stored.created.orderId) : stored.created.orderNumber,
      }),
    );
    await notifyAdmins(c.env, db, { kind: 'return-request' }, publicOrigin(c.env, c.req.url));
    const { labelToken: _secret, ...created } = stored.created;
    return c.json(created, 201);
  })
  .get('/label/:token', validate('param', LabelParamSchema, 'NOT_FOUND'), async (c) => {
    const row = await findReturnByLabelToken(c.get('db'), c.req.valid('param').token);
    const object = row ? await c.env.FILES.get(labelKey(row.id)) : null;
    if (!row || !object) throw new ApiError('NOT_FOUND', RETURN_MESSAGES.labelNotFound);
    return labelResponse(object, returnCode(row.id));
  });
