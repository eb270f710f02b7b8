import type { DataExportStatus } from '@dtm/shared/account';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { createdAt, timestamp } from './columns';

/**
 * A customer's data export (GDPR Art. 15/20): one row per user, so a second request while one is
 * queued or running answers the same export instead of starting another job. A new request after
 * it is ready or failed gives the row a new id (the old ZIP is removed). The ZIP lives in R2 at
 * `exports/<userId>/<id>.zip` until `expiresAt`.
 */
export const dataExports = sqliteTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    r2Key: text('r2_key'),
    size: integer('size'),
    fileCount: integer('file_count'),
    error: text('error'),
    startedAt: timestamp('started_at'),
    readyAt: timestamp('ready_at'),
    /** Set when ready: the download link works until then (7 days). */
    expiresAt: timestamp('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('data_exports_user_idx').on(t.userId)],
);

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * E-mailed confirmations of an account deletion: the random token is stored as its SHA-256 only,
 * works once and for one hour. `userId` has no foreign key on purpose: the row outlives the user it
 * deleted, so a second click on the link says "already used" instead of "unknown".
 */
export const accountDeletionRequests = sqliteTable(
  'account_deletion_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_deletion_requests_token_idx').on(t.tokenHash),
    index('account_deletion_requests_user_idx').on(t.userId),
  ],
);

export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
