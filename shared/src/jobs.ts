import { z } from 'zod';
import { DataExportJobSchema } from './account.ts';
import { generic, IdSchema, UuidSchema } from './common.ts';
import { UploadTokenSchema } from './uploads.ts';

/** Artwork was submitted: notify admins, create the character record, make previews. */
export const ArtworkSubmittedJobSchema = z.object(
  { type: z.literal('artwork.submitted'), orderId: UuidSchema, token: UploadTokenSchema },
  generic,
);
export type ArtworkSubmittedJob = z.infer<typeof ArtworkSubmittedJobSchema>;

/** Send one stored e-mail; the mail row holds recipient and content so the message stays small. */
export const MailSendJobSchema = z.object({ type: z.literal('mail.send'), mailId: IdSchema }, generic);
export type MailSendJob = z.infer<typeof MailSendJobSchema>;

/** Every message on the queue; a new job is one more member here. */
export const QueueMessageSchema = z.discriminatedUnion(
  'type',
  [ArtworkSubmittedJobSchema, MailSendJobSchema, DataExportJobSchema],
  generic,
);
export type QueueMessage = z.infer<typeof QueueMessageSchema>;
export type QueueMessageType = QueueMessage['type'];
