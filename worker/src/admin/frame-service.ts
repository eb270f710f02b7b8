import { ADMIN_LIST_LIMIT } from '@dtm/shared/admin';
import type { MagicStatus } from '@dtm/shared/constants';
import { and, desc, eq } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { orders, userFrames } from '../db/schema';
import { orderGoesAhead } from '../orders/state-sql';
import { containsAny } from './list-search';
import type { StoredVideo } from './video-store';
import { waitingOf, waitingRank } from './waiting';

type FrameRow = typeof userFrames.$inferSelect;

/**
 * Customers' frames matching the search, with who ordered them and what waits for an admin: those
 * waiting first (change requested, then a new drawing), newest first within each.
 */
export function searchFrames(db: Db, search: string | undefined) {
  return db
    .select({
      frame: userFrames,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      fulfillmentStatus: orders.fulfillmentStatus,
      artworkSubmittedAt: orders.artworkSubmittedAt,
      waiting: waitingOf('frame'),
    })
    .from(userFrames)
    .innerJoin(orders, eq(orders.id, userFrames.orderId))
    .where(
      and(
        orderGoesAhead,
        containsAny(search, [userFrames.frameName, orders.customerName, orders.customerEmail, orders.id]),
      ),
    )
    .orderBy(waitingRank('frame'), desc(userFrames.createdAt))
    .limit(ADMIN_LIST_LIMIT);
}

/** One frame by id, or undefined. */
export function findFrame(db: Db, id: string) {
  return db.query.userFrames.findFirst({ where: eq(userFrames.id, id) });
}

/** Sets the status and records the change in one batch, conditional on the status read before. */
export async function setFrameStatus(
  db: Db,
  input: { actor: AuditEntry['actor']; id: string; before: MagicStatus; status: MagicStatus },
) {
  const [[updated]] = await db.batch([
    db
      .update(userFrames)
      .set({ status: input.status })
      .where(and(eq(userFrames.id, input.id), eq(userFrames.status, input.before)))
      .returning(),
    auditInsert(db, {
      actor: input.actor,
      action: 'frame.status',
      entityType: 'frame',
      entityId: input.id,
      before: { status: input.before },
      after: { status: input.status },
    }),
  ]);
  return updated;
}

/**
 * Points the frame at its finished video (with the size and SHA-256 a frame verifies), makes it
 * ready, and records it on the order's timeline, in one batch. Undefined when the frame is gone.
 */
export async function setFrameAnimation(
  db: Db,
  input: {
    actor: AuditEntry['actor'];
    frame: Pick<FrameRow, 'id' | 'orderId' | 'status' | 'animationVideoUrl'>;
    stored: StoredVideo;
  },
) {
  const { actor, frame, stored } = input;
  const [[updated]] = await db.batch([
    db
      .update(userFrames)
      .set({
        animationVideoUrl: stored.key,
        animationSha256: stored.sha256,
        animationSize: stored.size,
        status: 'ready',
      })
      .where(eq(userFrames.id, frame.id))
      .returning(),
    auditInsert(db, {
      actor,
      action: 'frame.animation_video',
      entityType: 'order',
      entityId: frame.orderId,
      before: { frameId: frame.id, status: frame.status, animationVideoUrl: frame.animationVideoUrl },
      after: {
        frameId: frame.id,
        status: 'ready',
        animationVideoUrl: stored.key,
        contentType: stored.contentType,
        size: stored.size,
        sha256: stored.sha256,
      },
    }),
  ]);
  return updated;
}
