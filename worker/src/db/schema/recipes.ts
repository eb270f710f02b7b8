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

/**
 * A studio render of one recipe version (#36): the main clip ('video') or a character's square,
 * encoded in the admin's browser part by part (each part a whole number of keyframe groups) and
 * kept in R2 as it goes, so a render that stopped (tab closed, connection lost) resumes at the
 * first missing part. It ends when its file is uploaded to the version; then its parts are deleted.
 */
export const renderJobs = sqliteTable(
  'render_jobs',
  {
    id: id(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => animationRecipes.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<ReviewKind>().notNull(),
    targetId: text('target_id').notNull(),
    version: integer('version').notNull(),
    slot: text('slot').$type<'video' | 'square'>().notNull(),
    state: text('state').$type<'rendering' | 'uploaded' | 'failed'>().notNull(),
    codec: text('codec').$type<'avc' | 'vp9'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    frames: integer('frames').notNull(),
    fps: integer('fps').notNull(),
    parts: integer('parts').notNull(),
    /** Parts 0..partsDone-1 are in R2 (renderPartKey). */
    partsDone: integer('parts_done').notNull().default(0),
    error: text('error'),
    startedById: text('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The last part stored or state change: a render silent for a while is resumed by the next studio. */
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [uniqueIndex('render_jobs_version_slot_idx').on(t.targetKind, t.targetId, t.version, t.slot)],
);
