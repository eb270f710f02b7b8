import type { FrameSize, MagicStatus } from '@dtm/shared/constants';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { createdAt, id } from './columns';
import { orders } from './orders';

export const userFrames = sqliteTable(
  'user_frames',
  {
    id: id(),
    /** null until the guest who paid signs in and links the order (the row exists from payment on). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    frameSize: text('frame_size').$type<FrameSize>().notNull(),
    status: text('status').$type<MagicStatus>().notNull().default('enchanting'),
    frameName: text('frame_name'),
    /** R2 key of the finished animation an admin uploaded (as user_characters), with what the frame verifies. */
    animationVideoUrl: text('animation_video_url'),
    /** Hex SHA-256 and byte size of that video, computed once while it was stored. */
    animationSha256: text('animation_sha256'),
    animationSize: integer('animation_size'),
    createdAt: createdAt(),
  },
  (t) => [index('user_frames_user_idx').on(t.userId, t.createdAt), index('user_frames_status_idx').on(t.status)],
);

export const userCharacters = sqliteTable(
  'user_characters',
  {
    id: id(),
    /** null until the guest who paid signs in and links the order (the row exists from payment on). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    characterName: text('character_name'),
    artworkUrl: text('artwork_url'),
    status: text('status').$type<MagicStatus>().notNull().default('enchanting'),
    animationVideoUrl: text('animation_video_url'),
    /** The 1080x1080 square of the delivered version, for sharing (R2 key; null when none was made). */
    shareSquareKey: text('share_square_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_characters_user_idx').on(t.userId, t.createdAt),
    index('user_characters_status_idx').on(t.status),
  ],
);
