import type { FrameSize } from '@dtm/shared/constants';
import type { DeviceCommandKind, HealthReport } from '@dtm/shared/device-health';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { createdAt, id, json, timestamp } from './columns';

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

/**
 * A frame's health as it last reported it (issue #38), one row per frame, made at its first report
 * or its first admin notice. `darkSince` is when its reports began to say "should play, does not";
 * the two notice times mark the episode an admin was already mailed about (once per episode).
 */
export const deviceHealth = sqliteTable('device_health', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  report: json<HealthReport>('report'),
  reportedAt: timestamp('reported_at'),
  playerVersion: text('player_version'),
  darkSince: timestamp('dark_since'),
  darkNoticeAt: timestamp('dark_notice_at'),
  silentNoticeAt: timestamp('silent_notice_at'),
  /** R2 keys of the latest screenshot and log the frame sent on request. */
  screenshotKey: text('screenshot_key'),
  screenshotType: text('screenshot_type'),
  screenshotAt: timestamp('screenshot_at'),
  logKey: text('log_key'),
  logAt: timestamp('log_at'),
});

/** The last HEALTH_HISTORY_LENGTH reports of each frame, newest first by `receivedAt`. */
export const deviceHealthReports = sqliteTable(
  'device_health_reports',
  {
    id: id(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at').notNull(),
    report: json<HealthReport>('report').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [index('device_health_reports_device_idx').on(t.deviceId, t.receivedAt)],
);

/** What an admin asked a frame to do; handed out once, at the frame's next call. */
export const deviceCommands = sqliteTable(
  'device_commands',
  {
    id: id(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeviceCommandKind>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at'),
    /** When the frame sent what was asked (a log, a screenshot). */
    doneAt: timestamp('done_at'),
  },
  (t) => [index('device_commands_device_idx').on(t.deviceId, t.deliveredAt)],
);
