import { SUPPORT_SUBJECT_LABELS } from '@dtm/shared/constants';
import { CreateSupportRequestInputSchema } from '@dtm/shared/support-requests';
import { Hono } from 'hono';
import { publicOrigin } from '../auth/auth';
import { clientKey } from '../auth/rate-limit';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { sendAcknowledgment, writesFromOwnAddress } from '../mail/acknowledgments';
import { notifyAdmins } from '../mail/admin-notices';
import { supportReceivedMail } from '../mail/templates';
import { storeSupportRequest } from './service';

/** The public contact form: stored for the admins, acknowledged by e-mail (capped per address, see acknowledgments.ts). */
export const supportRequestRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', CreateSupportRequestInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const stored = await storeSupportRequest(db, input, `form:support:${clientKey(c.req.raw)}`);
    if (!('created' in stored)) return c.json(stored.receipt, 200);
    await sendAcknowledgment(
      c.env,
      db,
      supportReceivedMail({
        to: input.customerEmail,
        name: input.customerName,
        ownAddress: writesFromOwnAddress(c.get('user'), input.customerEmail),
        subjectLabel: SUPPORT_SUBJECT_LABELS[input.subject],
        message: input.message,
      }),
    );
    await notifyAdmins(c.env, db, { kind: 'support-request' }, publicOrigin(c.env, c.req.url));
    return c.json(stored.created, 201);
  },
);
