import { orderNumber } from '@dtm/shared/order-state';
import { StopUploadRemindersInputSchema, UPLOAD_REMINDER_MESSAGES } from '@dtm/shared/upload-reminders';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { orderOfStopToken, stopUploadReminders } from './upload-reminders';

/** /api/upload-reminders: the reminder e-mail's stop link (its page posts the token here; no sign-in). */
export const uploadReminderRoutes = new Hono<AppEnv>().post(
  '/stop',
  validate('json', StopUploadRemindersInputSchema),
  async (c) => {
    const orderId = await orderOfStopToken(c.env, c.req.valid('json').token);
    const order = orderId ? await stopUploadReminders(c.get('db'), orderId) : undefined;
    if (!order) throw new ApiError('NOT_FOUND', UPLOAD_REMINDER_MESSAGES.linkInvalid);
    // Written as everywhere ("#3f2b8c1e"): the page says "no more reminders for order #3f2b8c1e".
    return c.json({ orderNumber: orderNumber(order.id), stopped: true as const });
  },
);
