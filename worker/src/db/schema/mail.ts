import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, json } from './columns';

/** A file sent with a mail, as the outbox records it (the bytes stay where they are kept, e.g. R2). */
export type MailAttachmentInfo = { filename: string; contentType: string; size: number };

/** The local outbox: every e-mail the shop sends, as stored by the mail module's local transport. */
export const outboxMails = sqliteTable(
  'outbox_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: json<string[]>('links').notNull().default([]),
    /** What was attached (name, type, size); the local mailbox lists them. */
    attachments: json<MailAttachmentInfo[]>('attachments').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_mails_created_at_idx').on(t.createdAt)],
);
