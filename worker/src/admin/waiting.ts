import type { AdminWaiting, WaitingCounts } from '@dtm/shared/admin';
import type { ReviewKind } from '@dtm/shared/review';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  animationChangeRequests,
  animationRecipes,
  orders,
  renderJobs,
  userCharacters,
  userFrames,
} from '../db/schema';
import { orderGoesAhead } from '../orders/state-sql';

/**
 * What waits for an admin on a frame or character (issue #36: nothing waits unseen), decided by
 * the database for each row of its table joined with its order:
 * - 'change_requested': the customer asked for a change, and nothing was sent or delivered since;
 * - 'render_failed': a studio render of it stopped with an error and was not started again;
 * - 'new_drawing': the artwork is submitted and no preview was sent (nor anything delivered) yet;
 * - null: nothing (no drawing yet, a preview with the customer, finished, or the order refunded or cancelled).
 * A change request is only ever taken on the preview the customer has, so "nothing sent after it"
 * is "on the version currently with the customer".
 */
export function waitingOf(kind: ReviewKind): SQL<AdminWaiting | null> {
  const table = kind === 'frame' ? userFrames : userCharacters;
  const r = animationRecipes;
  const cr = animationChangeRequests;
  const ofTarget = (of: typeof r | typeof cr | typeof renderJobs) =>
    sql`${of.targetKind} = ${kind} AND ${of.targetId} = ${table.id}`;
  const changeRequested = sql`EXISTS (SELECT 1 FROM ${cr} WHERE ${ofTarget(cr)}
    AND NOT EXISTS (SELECT 1 FROM ${r} WHERE ${ofTarget(r)}
      AND (${r.previewSentAt} > ${cr.createdAt} OR ${r.deliveredAt} > ${cr.createdAt})))`;
  const newDrawing = sql`${orders.artworkSubmittedAt} IS NOT NULL AND ${table.animationVideoUrl} IS NULL
    AND NOT EXISTS (SELECT 1 FROM ${r} WHERE ${ofTarget(r)}
      AND (${r.previewSentAt} IS NOT NULL OR ${r.deliveredAt} IS NOT NULL))`;
  const renderFailed = sql`EXISTS (SELECT 1 FROM ${renderJobs} WHERE ${ofTarget(renderJobs)}
    AND ${renderJobs.state} = 'failed')`;
  return sql<AdminWaiting | null>`CASE WHEN NOT ${orderGoesAhead} THEN NULL
    WHEN ${changeRequested} THEN 'change_requested' WHEN ${renderFailed} THEN 'render_failed'
    WHEN ${newDrawing} THEN 'new_drawing' END`;
}

/** The list order: what waits first (change requests, failed renders, new drawings), then the rest. */
export function waitingRank(kind: ReviewKind): SQL<number> {
  return sql<number>`CASE ${waitingOf(kind)} WHEN 'change_requested' THEN 0 WHEN 'render_failed' THEN 1
    WHEN 'new_drawing' THEN 2 ELSE 3 END`;
}

/** The statement counting what waits among one kind's rows (for the dashboard's one batch). */
export function countWaiting(db: Db, kind: ReviewKind) {
  const table = kind === 'frame' ? userFrames : userCharacters;
  const waiting = waitingOf(kind);
  return db
    .select({
      changeRequests: sql<number>`coalesce(sum(${waiting} = 'change_requested'), 0)`,
      newDrawings: sql<number>`coalesce(sum(${waiting} = 'new_drawing'), 0)`,
    })
    .from(table)
    .innerJoin(orders, eq(orders.id, table.orderId));
}

/** A count row as the API answers it (zeros when the table is empty). */
export function waitingCounts(row: { changeRequests: number; newDrawings: number } | undefined): WaitingCounts {
  return { changeRequests: row?.changeRequests ?? 0, newDrawings: row?.newDrawings ?? 0 };
}
