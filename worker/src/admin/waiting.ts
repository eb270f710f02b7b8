import type { AdminWaiting, WaitingCounts } from '@dtm/shared/admin';
import { RENDER_STALE_MS } from '@dtm/shared/render-jobs';
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
 * - 'render_failed': a studio render of it stopped with an error;
 * - 'render_stopped': a studio render had no new part for longer than RENDER_STALE_MS (its tab was
 *   closed): the next studio opened resumes it;
 * - 'new_drawing': the artwork is submitted and no preview was sent (nor anything delivered) yet;
 * - null: nothing (no drawing yet, a preview with the customer, finished, or the order refunded or cancelled).
 * A change request is only ever taken on the preview the customer has, so "nothing sent after it"
 * is "on the version currently with the customer". A failed or stopped render no longer waits once
 * a newer version has a render of its own, or a version was sent or delivered after it.
 */
export function waitingOf(kind: ReviewKind, now = Date.now()): SQL<AdminWaiting | null> {
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
  // A render job still open: none of a newer version, nothing sent or delivered since it last moved.
  const openRender = (state: SQL) => sql`EXISTS (SELECT 1 FROM ${renderJobs} WHERE ${ofTarget(renderJobs)} AND ${state}
    AND NOT EXISTS (SELECT 1 FROM render_jobs AS later WHERE later.target_kind = ${kind}
      AND later.target_id = ${table.id} AND later.version > ${renderJobs.version})
    AND NOT EXISTS (SELECT 1 FROM ${r} WHERE ${ofTarget(r)}
      AND (${r.previewSentAt} > ${renderJobs.updatedAt} OR ${r.deliveredAt} > ${renderJobs.updatedAt})))`;
  const renderFailed = openRender(sql`${renderJobs.state} = 'failed'`);
  const renderStopped = openRender(
    sql`${renderJobs.state} = 'rendering' AND ${renderJobs.updatedAt} < ${now - RENDER_STALE_MS}`,
  );
  return sql<AdminWaiting | null>`CASE WHEN NOT ${orderGoesAhead} THEN NULL
    WHEN ${changeRequested} THEN 'change_requested' WHEN ${renderFailed} THEN 'render_failed'
    WHEN ${renderStopped} THEN 'render_stopped' WHEN ${newDrawing} THEN 'new_drawing' END`;
}

/** The list order: what waits first (change requests, failed, then stopped renders, new drawings), then the rest. */
export function waitingRank(kind: ReviewKind): SQL<number> {
  return sql<number>`CASE ${waitingOf(kind)} WHEN 'change_requested' THEN 0 WHEN 'render_failed' THEN 1
    WHEN 'render_stopped' THEN 2 WHEN 'new_drawing' THEN 3 ELSE 4 END`;
}

type CountRow = { changeRequests: number; rendersFailed: number; rendersStopped: number; newDrawings: number };

/** The statement counting what waits among one kind's rows (for the dashboard's one batch). */
export function countWaiting(db: Db, kind: ReviewKind) {
  const table = kind === 'frame' ? userFrames : userCharacters;
  const waiting = waitingOf(kind);
  // The label inline (a constant of ours): the same statement with it bound counted every row as the first.
  const sum = (what: AdminWaiting) => sql<number>`coalesce(sum(${waiting} = ${sql.raw(`'${what}'`)}), 0)`;
  return db
    .select({
      changeRequests: sum('change_requested'),
      rendersFailed: sum('render_failed'),
      rendersStopped: sum('render_stopped'),
      newDrawings: sum('new_drawing'),
    } satisfies Record<keyof CountRow, SQL<number>>)
    .from(table)
    .innerJoin(orders, eq(orders.id, table.orderId));
}

/** A count row as the API answers it (zeros when the table is empty). */
export function waitingCounts(row: CountRow | undefined): WaitingCounts {
  return {
    changeRequests: row?.changeRequests ?? 0,
    rendersFailed: row?.rendersFailed ?? 0,
    rendersStopped: row?.rendersStopped ?? 0,
    newDrawings: row?.newDrawings ?? 0,
  };
}
