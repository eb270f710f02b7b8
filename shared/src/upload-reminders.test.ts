import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-state.ts';
import { accepted, messageAt, ORDER_ID } from './testing.ts';
import {
  REMINDER_STOP_TOKEN,
  StopUploadRemindersInputSchema,
  StopUploadRemindersResultSchema,
  UPLOAD_REMINDER_MESSAGES,
} from './upload-reminders.ts';

/** `<order id>.<HMAC-SHA256 of it, base64url>`, as the reminder e-mail's stop link carries it. */
const TOKEN = `${ORDER_ID}.Xq9vB2mL_0aZ-7hK3pT8sW1yN4cR6fJ5dG2eU9iO0kM`;

describe('StopUploadRemindersInputSchema', () => {
  it('accepts the token of the reminder e-mail unchanged', () => {
    expect(REMINDER_STOP_TOKEN.test(TOKEN)).toBe(true);
    expect(accepted(StopUploadRemindersInputSchema, { token: TOKEN })).toEqual({ token: TOKEN });
  });

  it('says the link is incomplete when the token is missing, empty or not text', () => {
    for (const token of [undefined, '', null, 42]) {
      expect(messageAt(StopUploadRemindersInputSchema, { token }, 'token')).toBe(UPLOAD_REMINDER_MESSAGES.linkRequired);
    }
  });

  it('says the link does not work when the token is longer than any the shop makes', () => {
    expect(messageAt(StopUploadRemindersInputSchema, { token: 'a'.repeat(201) }, 'token')).toBe(
      UPLOAD_REMINDER_MESSAGES.linkInvalid,
    );
  });

  it('leaves the signature check to the worker: a mangled token passes the schema but not the token pattern', () => {
    const mangled = `${ORDER_ID}.short`;
    expect(accepted(StopUploadRemindersInputSchema, { token: mangled }).token).toBe(mangled);
    expect(REMINDER_STOP_TOKEN.test(mangled)).toBe(false);
  });
});

describe('StopUploadRemindersResultSchema', () => {
  const result = { orderNumber: orderNumber(ORDER_ID), stopped: true };

  it('accepts the stopped order by its number written as everywhere, and words the confirmation with it', () => {
    expect(accepted(StopUploadRemindersResultSchema, result)).toEqual({ orderNumber: '#3f2b8c1e', stopped: true });
    expect(UPLOAD_REMINDER_MESSAGES.stopped(result.orderNumber)).toBe(
      'Done: you will get no more reminders for order #3f2b8c1e.',
    );
    // A bare id is no order number as the shop writes it.
    expect(StopUploadRemindersResultSchema.safeParse({ orderNumber: '3f2b8c1e', stopped: true }).success).toBe(false);
  });

  it('refuses an answer that does not say the reminders stopped', () => {
    expect(StopUploadRemindersResultSchema.safeParse({ ...result, stopped: false }).success).toBe(false);
    expect(StopUploadRemindersResultSchema.safeParse({ orderNumber: '#3f2b8c1e' }).success).toBe(false);
    expect(StopUploadRemindersResultSchema.safeParse({ ...result, orderNumber: 3 }).success).toBe(false);
  });
});
