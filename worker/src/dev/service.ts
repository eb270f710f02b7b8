import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMails } from '../db/schema';

const MAILBOX_LIMIT = 100;

/** The newest mails first, as the local mailbox shows them. */
export function recentMails(db: Db) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(MAILBOX_LIMIT);
}
