import { CreateReturnRequestInputSchema } from '@dtm/shared/returns';
import { Hono } from 'hono';
import { clientKey, enforce, FORM_LIMIT } from '../auth/rate-limit';
import { returns } from '../db/schema';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

/** The public return form ("Start Your Return"): stored for the admins, confirmed by e-mail. */
export const returnRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', CreateReturnRequestInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    await enforce(db, [{ key: `form:returns:${clientKey(c.req.raw)}`, ...FORM_LIMIT }]);
    const [row] = await db.insert(returns).values(input).returning();
    await sendMail(c.env, db, {
      to: input.customerEmail,
      subject: 'Your return request',
      ...layout(`Thank you, ${input.customerName}`, [
        `We received your return request for order ${input.orderNumber}. You will receive a return label shortly.`,
        'Frames can be returned within 60 days, no questions asked, on top of your statutory 14-day right of withdrawal.',
      ]),
    });
    return c.json(row, 201);
  },
);
