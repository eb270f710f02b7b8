/**
 * Reminders to upload the drawing (a paid order with no artwork gets one a day after payment and
 * one after 7 days) and the link in them that stops them: its token, input and words.
 */
import { z } from 'zod';
import { says } from './common.ts';

/** Days after payment when a reminder is due: reminder 1, then reminder 2. */
export const UPLOAD_REMINDER_DAYS = [1, 7] as const;

/** `<order id>.<signature>`: the order's id and the shop's HMAC of it, base64url (43 characters). */
export const REMINDER_STOP_TOKEN = /^[\w-]{1,128}\.[\w-]{43}$/;

export const UPLOAD_REMINDER_MESSAGES = {
  linkRequired: 'This link is incomplete. Open the link from the reminder e-mail again.',
  linkInvalid: 'This link does not work. Open the link from the reminder e-mail again, or write to us.',
  stopped: (orderNumber: string) => `Done: you will get no more reminders for order ${orderNumber}.`,
} as const;

/** POST /api/upload-reminders/stop: the token from the reminder's link. */
export const StopUploadRemindersInputSchema = z.object({
  token: z
    .string(says(UPLOAD_REMINDER_MESSAGES.linkRequired))
    .min(1, says(UPLOAD_REMINDER_MESSAGES.linkRequired))
    .max(200, says(UPLOAD_REMINDER_MESSAGES.linkInvalid)),
});
export type StopUploadRemindersInput = z.infer<typeof StopUploadRemindersInputSchema>;

/** Its answer: the order's number as every screen and mail writes it ("#3f2b8c1e"), reminders stopped. */
export const StopUploadRemindersResultSchema = z.object({
  orderNumber: z.string().regex(/^#[0-9a-f]{8}$/),
  stopped: z.literal(true),
});
export type StopUploadRemindersResult = z.infer<typeof StopUploadRemindersResultSchema>;
