import { CreateReturnRequestInputSchema } from '@dtm/shared/returns';
import { Hono } from 'hono';
import { publicOrigin } from '../auth/auth';
import { clientKey } from '../auth/rate-limit';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { sendAcknowledgment, writesFromOwnAddress } from '../mail/acknowledgments';
import { notifyAdmins } from '../mail/admin-notices';
import { returnReceivedMail } from '../mail/templates';
import { storeReturnRequest } from './service';

/** The public return form ("Start Your Return"): stored for the admins, acknowledged by e-mail (capped per address). */
export const returnRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', CreateReturnRequestInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const stored = await storeReturnRequest(db, input, `form:returns:${clientKey(c.req.raw)}`);
    if (!('created' in stored)) return c.json(stored.receipt, 200);
    await sendAcknowledgment(
      c.env,
      db,
      returnReceivedMail({
        to: input.customerEmail,
        name: input.customerName,
        ownAddress: writesFromOwnAddress(c.get('user'), input.customerEmail),
        orderNumber: input.orderNumber,
      }),
    );
    await notifyAdmins(c.env, db, { kind: 'return-request' }, publicOrigin(c.env, c.req.url));
    return c.json(stored.created, 201);
  },
);
