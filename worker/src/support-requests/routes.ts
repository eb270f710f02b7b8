import { SUPPORT_SUBJECT_LABELS } from '@dtm/shared/constants';
import { CreateSupportRequestInputSchema } from '@dtm/shared/support-requests';
import { Hono } from 'hono';
import { clientKey, enforce, FORM_LIMIT } from '../auth/rate-limit';
import { supportRequests } from '../db/schema';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

/** The public contact form: stored for the admins, confirmed to the customer by e-mail. */
export const supportRequestRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', CreateSupportRequestInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    await enforce(db, [{ key: `form:support:${clientKey(c.req.raw)}`, ...FORM_LIMIT }]);
    const [row] = await db.insert(supportRequests).values(input).returning();
    await sendMail(c.env, db, {
      to: input.customerEmail,
      subject: 'We received your message',
      ...layout(`Thank you, ${input.customerName}`, [
        `We received your message about "${SUPPORT_SUBJECT_LABELS[input.subject]}" and will respond within 24 hours on business days.`,
        `Your message: ${input.message}`,
      ]),
    });
    return c.json(row, 201);
  },
);
