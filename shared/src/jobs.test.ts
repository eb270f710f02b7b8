import { describe, expect, it } from 'vitest';
import { ArtworkSubmittedJobSchema, MailSendJobSchema, QueueMessageSchema } from './jobs.ts';
import { accepted, messageAt, ORDER_ID, UPLOAD_TOKEN } from './testing.ts';

describe('QueueMessageSchema', () => {
  it('reads each kind of job by its type', () => {
    const artwork = { type: 'artwork.submitted', orderId: ORDER_ID, token: UPLOAD_TOKEN };
    expect(accepted(QueueMessageSchema, artwork)).toEqual(artwork);
    expect(accepted(QueueMessageSchema, { type: 'mail.send', mailId: 'mail_1' })).toEqual({
      type: 'mail.send',
      mailId: 'mail_1',
    });
  });

  it('refuses an unknown type and a job missing its fields', () => {
    expect(messageAt(QueueMessageSchema, { type: 'order.delete', orderId: ORDER_ID }, 'type')).toBe('Invalid input');
    expect(messageAt(QueueMessageSchema, { type: 'mail.send' }, 'mailId')).toBe('Required');
  });

  it('checks each member on its own', () => {
    expect(
      messageAt(ArtworkSubmittedJobSchema, { type: 'artwork.submitted', orderId: 'x', token: UPLOAD_TOKEN }, 'orderId'),
    ).toBe('Invalid input');
    expect(accepted(MailSendJobSchema, { type: 'mail.send', mailId: 'm' }).mailId).toBe('m');
  });
});
