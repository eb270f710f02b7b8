import type { ReviewKind } from '@dtm/shared/review';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { createdAt, id, json, timestamp } from './columns';
import { orders } from './orders';

/**
 * One saved version of a frame's or character's animation recipe (issue #19): the history is kept,
 * one row per version, numbered from 1 per target; the same JSON is in R2 at `r2Key`. A version
 * later gets its rendered video, is sent as a preview, and may become the finished animation.
 */
export const animationRecipes = sqliteTable(
  'animation_recipes',
  {
    id: id(),
    targetKind: text('target_kind').$type<ReviewKind>().notNull(),
    /** user_frames.id or user_characters.id (two tables, so no foreign key; the order's cascades). */
    targetId: text('target_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    recipe: json<Record<string, unknown>>('recipe').notNull(),
    r2Key: text('r2_key').notNull(),
    note: text('note'),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email'),
    /** The rendered video of this version (R2 key, as admin uploads are kept), its type, size and SHA-256. */
    videoKey: text('video_key'),
    videoContentType: text('video_content_type'),
    videoSize: integer('video_size'),
    videoSha256: text('video_sha256'),
    /** The studio's id of the upload that stored the video (a Cancel withdraws that upload only). */
    videoUploadId: text('video_upload_id'),
    /** A character's 1080x1080 square of the same version, for sharing (uploaded when it is sent or marked final). */
    squareKey: text('square_key'),
    squareSize: integer('square_size'),
    squareSha256: text('square_sha256'),
    squareUploadId: text('square_upload_id'),
    /** The last time it was sent to the customer: the newest send is the preview they see. */
    previewSentAt: timestamp('preview_sent_at'),
    /** When it became the finished animation (approved or marked final). */
    deliveredAt: timestamp('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('animation_recipes_target_version_idx').on(t.targetKind, t.targetId, t.version),
    index('animation_recipes_order_idx').on(t.orderId),
  ],
);

/** A customer's "Ask for a change" on a preview: at most two per order, the note kept as text. */
export const animationChangeRequests = sqliteTable(
  'animation_change_requests',
  {
    id: id(),
    targetKind: text('target_kind').$type<ReviewKind>().notNull(),
    targetId: text('target_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('animation_change_requests_target_idx').on(t.targetKind, t.targetId, t.createdAt),
    uniqueIndex('animation_change_requests_version_idx').on(t.targetKind, t.targetId, t.version),
  ],
);
