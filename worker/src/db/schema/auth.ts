import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp, updatedAt } from './columns';

/**
 * The spec's `users`, mapped onto better-auth's user model: `name`, `emailVerified` and
 * `image` (= the spec's profileImageUrl) are the library's fields, the rest is the spec's.
 */
export const users = sqliteTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The spec's `sessions` (sid, sess, expire) as the sign-in library's session table. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a user (better-auth); OAuth providers add rows here when switched on. */
export const accounts = sqliteTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at'),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** Single-use sign-in link tokens and other verifications (better-auth). */
export const verifications = sqliteTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters (src/auth/rate-limit.ts): a window per key, from its first hit. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  /** When the key's window began, in epoch milliseconds (epoch seconds before: those windows have ended). */
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});
