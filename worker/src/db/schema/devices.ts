import type { FrameSize } from '@dtm/shared/constants';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { createdAt, id, timestamp } from './columns';

/**
 * Pairing codes of the device-code flow. Both codes are stored as SHA-256 hashes: the short code a
 * person types and the long secret the frame polls with. A row is approved once (by one customer)
 * and consumed once (when the frame collects its token); it expires after 10 minutes either way.
 */
export const deviceCodes = sqliteTable(
  'device_codes',
  {
    id: id(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    userCodeHash: text('user_code_hash').notNull().unique(),
    name: text('name'),
    frameSize: text('frame_size').$type<FrameSize>(),
    expiresAt: timestamp('expires_at').notNull(),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'cascade' }),
    /** The device row made at approval; the frame's token is set on it when collected. */
    deviceId: text('device_id'),
    consumedAt: timestamp('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('device_codes_expires_idx').on(t.expiresAt)],
);

/** A frame paired to an account. Deleting the row revokes its token. */
export const devices = sqliteTable(
  'devices',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frameSize: text('frame_size').$type<FrameSize>(),
    /** SHA-256 of the bearer token; null until the frame collects it. */
    tokenHash: text('token_hash').unique(),
    lastSeenAt: timestamp('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [index('devices_user_idx').on(t.userId, t.createdAt)],
);

/** SHA-256 of stored files, computed once per R2 object version (etag) for the frames to verify against. */
export const fileDigests = sqliteTable('file_digests', {
  r2Key: text('r2_key').primaryKey(),
  etag: text('etag').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});
