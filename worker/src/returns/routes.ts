import { CreateReturnRequestInputSchema } from '@dtm/shared/returns';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { clientKey } from '../auth/rate-limit';
import { returns } from '../db/schema';
import type { AppEnv } from '../env';
import { storeFormRequest } from '../forms/store-request';
import { validate } from '../lib/validate';
import { sendAcknowledgment, writesFromOwnAddress } from '../mail/acknowledgments';
import { returnReceivedMail } from '../mail/templates';

/** The public return form ("Start Your Return"): stored for the admins, acknowledged by e-mail (capped per address). */
export const returnRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', CreateReturnRequestInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const stored = await storeFormRequest(db, {
      idempotencyKey: input.idempotencyKey,
      limitKey: `form:returns:${clientKey(c.req.raw)}`,
      find: (key) => db.select().from(returns).where(eq(returns.idempotencyKey, key)).get(),
      insert: async () =>
        (await db.insert(returns).values(input).onConflictDoNothing({ target: returns.idempotencyKey }).returning())[0],
    });
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
    return c.json(stored.created, 201);
  },
);
