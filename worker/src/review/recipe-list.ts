import { CHANGE_REQUESTS_PER_ORDER, type RecipeSummary } from '@dtm/shared/review';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents, userBackgrounds } from '../db/schema';
import { currentPreview, listChangeRequests, listRecipes } from './recipe-service';
import { listRenderJobs, renderJobView } from './render-jobs';
import type { ReviewTarget } from './targets';

type DeliveredBy = NonNullable<RecipeSummary['deliveredBy']>;

/**
 * Who made each delivered version the finished animation: the customer approving it, or an admin
 * marking it final (the order's audit events say; the newest event for a version wins).
 */
async function deliveredBy(db: Db, target: ReviewTarget): Promise<Map<number, DeliveredBy>> {
  const events = await db
    .select({ action: auditEvents.action, after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'order'),
        eq(auditEvents.entityId, target.orderId),
        inArray(auditEvents.action, ['preview.approved', 'animation.final']),
      ),
    )
    .orderBy(desc(auditEvents.createdAt));
  const by = new Map<number, DeliveredBy>();
  for (const event of events) {
    const version = event.after?.version;
    if (event.after?.targetId !== target.id || typeof version !== 'number' || by.has(version)) continue;
    by.set(version, event.action === 'preview.approved' ? 'customer' : 'admin');
  }
  return by;
}

/**
 * GET .../recipes: the studio's history newest first, each version with its renders and their
 * state as the admin sees it, the customer's change requests, and what the customer has now.
 */
export async function recipeList(
  db: Db,
  of: ReviewTarget,
  urls: { video: (version: number) => string; square: (version: number) => string },
) {
  const [rows, requests, preview, purchased, renders, by] = await Promise.all([
    listRecipes(db, of),
    listChangeRequests(db, of),
    currentPreview(db, of),
    of.userId
      ? db
          .select({ id: userBackgrounds.backgroundId })
          .from(userBackgrounds)
          .where(eq(userBackgrounds.userId, of.userId))
      : Promise.resolve([]),
    listRenderJobs(db, of),
    deliveredBy(db, of),
  ]);
  const now = Date.now();
  const newest = rows[0];
  return {
    recipes: rows.map((row) => ({
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdByEmail,
      note: row.note,
      previewSentAt: row.previewSentAt?.toISOString() ?? null,
      videoKey: row.videoKey,
      videoUrl: row.videoKey ? urls.video(row.version) : null,
      videoSize: row.videoSize,
      videoSha256: row.videoSha256,
      squareUrl: row.squareKey ? urls.square(row.version) : null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      deliveredBy: row.deliveredAt ? (by.get(row.version) ?? 'admin') : null,
      renders: renders
        .filter((job) => job.version === row.version)
        .map((job) => renderJobView(job, row.previewSentAt, now)),
    })),
    latest: newest ? { version: newest.version, recipe: newest.recipe } : null,
    changeRequests: requests.map((request) => ({
      id: request.id,
      note: request.note,
      createdAt: request.createdAt.toISOString(),
      version: request.version,
    })),
    changeRequestsLeft: Math.max(0, CHANGE_REQUESTS_PER_ORDER - requests.length),
    status: of.status,
    previewVersion: preview?.version ?? null,
    purchasedBackgroundIds: purchased.map((row) => row.id),
  };
}
