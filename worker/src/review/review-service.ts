import { CHANGE_REQUESTS_PER_ORDER, type CustomerReview, REVIEW_KIND_PATHS, REVIEW_MESSAGES } from '@dtm/shared/review';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { animationChangeRequests, animationRecipes } from '../db/schema';
import { ApiError } from '../lib/errors';
import { currentPreview, isUniqueViolation, listChangeRequests, type RecipeRow } from './recipe-service';
import { findTarget, notFinished, type ReviewTarget, setTargetAnimation, setTargetStatus } from './targets';

type Actor = NonNullable<AuditEntry['actor']>;

/** Where the owner plays a sent preview of one version. */
export const previewVideoPath = (target: Pick<ReviewTarget, 'kind' | 'id'>, version: number) =>
  `/api/user/${REVIEW_KIND_PATHS[target.kind]}/${target.id}/review/videos/${version}`;

/** A version's rendered video, or 409 asking for it first. */
function videoOf(row: RecipeRow) {
  if (!row.videoKey || row.videoSize === null || !row.videoSha256) {
    throw new ApiError('CONFLICT', REVIEW_MESSAGES.videoMissing(row.version));
  }
  return { key: row.videoKey, size: row.videoSize, sha256: row.videoSha256, contentType: row.videoContentType };
}

/** True while no version was sent after `row` (the guard of an approval racing a newer send). */
const noNewerSend = (target: ReviewTarget, row: RecipeRow) =>
  sql`NOT EXISTS (SELECT 1 FROM ${animationRecipes} WHERE ${animationRecipes.targetKind} = ${target.kind}
    AND ${animationRecipes.targetId} = ${target.id} AND ${animationRecipes.previewSentAt} > ${row.previewSentAt?.getTime() ?? 0})`;

/** The version that is the finished animation (approved or marked final), newest first. */
async function finishedVersion(db: Db, target: ReviewTarget): Promise<number | null> {
  const [row] = await db
    .select({ version: animationRecipes.version })
    .from(animationRecipes)
    .where(
      and(
        eq(animationRecipes.targetKind, target.kind),
        eq(animationRecipes.targetId, target.id),
        isNotNull(animationRecipes.deliveredAt),
      ),
    )
    .orderBy(desc(animationRecipes.deliveredAt))
    .limit(1);
  return row?.version ?? null;
}

/**
 * Sends `row`'s rendered video to the customer as the preview to review: the version's send time
 * (the newest send is the one shown), the status awakening and the order's timeline, in one batch.
 * Once the animation is finished (approved by the customer or marked final) no preview is sent:
 * 409, nothing changes, and the frame keeps the finished video. A newer final replaces it.
 */
export async function sendPreview(db: Db, input: { actor: Actor; target: ReviewTarget; row: RecipeRow }) {
  const { actor, target, row } = input;
  videoOf(row);
  const refuse = async () =>
    new ApiError('CONFLICT', REVIEW_MESSAGES.previewAfterFinal((await finishedVersion(db, target)) ?? row.version));
  if (target.status === 'ready') throw await refuse();
  const sentAt = new Date();
  const guard = notFinished(target);
  const [, updated] = await db.batch([
    db
      .update(animationRecipes)
      .set({ previewSentAt: sentAt })
      .where(and(eq(animationRecipes.id, row.id), guard)),
    setTargetStatus(db, target, 'awakening', guard),
    auditInsert(db, {
      actor,
      action: 'preview.sent',
      entityType: 'order',
      entityId: target.orderId,
      before: { kind: target.kind, targetId: target.id, status: target.status },
      after: { kind: target.kind, targetId: target.id, version: row.version, status: 'awakening' },
    }),
  ]);
  if (updated.length === 0) {
    // Gone, or approved between the read and the batch (nothing was sent then).
    if (!(await findTarget(db, target.kind, target.id))) {
      throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.targetNotFound[target.kind]);
    }
    throw await refuse();
  }
  return sentAt;
}

/**
 * Makes `row`'s video the finished animation (status ready; for a frame with the size and SHA-256
 * a paired frame verifies) and records who did it. An approval (`onlyIfNewest`) is refused with
 * 409 when a newer preview was sent meanwhile. The replaced video is deleted from R2 only when no
 * version of the recipe still points at it.
 */
export async function deliver(
  db: Db,
  bucket: R2Bucket,
  input: {
    actor: Actor;
    target: ReviewTarget;
    row: RecipeRow;
    action: 'preview.approved' | 'animation.final';
    onlyIfNewest: boolean;
  },
) {
  const { actor, target, row, action } = input;
  const video = videoOf(row);
  const guard = input.onlyIfNewest ? noNewerSend(target, row) : undefined;
  const deliveredAt = new Date();
  const [updated] = await db.batch([
    setTargetAnimation(db, target, { ...video, squareKey: row.squareKey }, guard),
    auditInsert(db, {
      actor,
      action,
      entityType: 'order',
      entityId: target.orderId,
      before: {
        kind: target.kind,
        targetId: target.id,
        status: target.status,
        animationVideoUrl: target.animationVideoUrl,
      },
      after: {
        kind: target.kind,
        targetId: target.id,
        version: row.version,
        status: 'ready',
        animationVideoUrl: video.key,
        size: video.size,
        sha256: video.sha256,
      },
    }),
    db
      .update(animationRecipes)
      .set({ deliveredAt })
      .where(and(eq(animationRecipes.id, row.id), guard)),
  ]);
  if (updated.length === 0) {
    if (input.onlyIfNewest) throw new ApiError('CONFLICT', REVIEW_MESSAGES.newerPreview);
    throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.targetNotFound[target.kind]);
  }
  const previous = target.animationVideoUrl;
  if (previous && previous !== video.key) {
    const [kept] = await db
      .select({ id: animationRecipes.id })
      .from(animationRecipes)
      .where(eq(animationRecipes.videoKey, previous))
      .limit(1);
    if (!kept) await bucket.delete(previous).catch(() => undefined);
  }
  return { ...video, deliveredAt };
}

/** What the customer's card shows: the current preview, a change already asked for it, how many are left. */
export async function customerReview(db: Db, target: ReviewTarget): Promise<CustomerReview> {
  const [preview, requests] = await Promise.all([currentPreview(db, target), listChangeRequests(db, target)]);
  const asked = preview ? requests.find((request) => request.version === preview.version) : undefined;
  return {
    status: target.status,
    preview:
      preview?.previewSentAt && preview.videoKey
        ? {
            version: preview.version,
            videoUrl: previewVideoPath(target, preview.version),
            sentAt: preview.previewSentAt.toISOString(),
            changeRequest: asked ? { note: asked.note, createdAt: asked.createdAt.toISOString() } : null,
            approved: preview.deliveredAt !== null,
          }
        : null,
    changeRequestsLeft: Math.max(0, CHANGE_REQUESTS_PER_ORDER - requests.length),
  };
}

/** The preview the customer acts on: the one sent last, or 409 (none yet, or a newer one was sent). */
export async function previewToReview(db: Db, target: ReviewTarget, version: number): Promise<RecipeRow> {
  const preview = await currentPreview(db, target);
  if (!preview?.videoKey) throw new ApiError('CONFLICT', REVIEW_MESSAGES.noPreview);
  if (preview.version !== version) {
    throw new ApiError('CONFLICT', REVIEW_MESSAGES.newerPreview, { previewVersion: preview.version });
  }
  return preview;
}

/**
 * Records a change request on `row`: one per version, at most CHANGE_REQUESTS_PER_ORDER per order,
 * both enforced by the database (a unique index, a conditional insert), with its timeline entry.
 * Answers how many are left.
 */
export async function requestChange(
  db: Db,
  input: { actor: Actor; target: ReviewTarget; row: RecipeRow; note: string },
): Promise<number> {
  const { actor, target, row, note } = input;
  const existing = await listChangeRequests(db, target);
  if (existing.some((request) => request.version === row.version)) {
    throw new ApiError('CONFLICT', REVIEW_MESSAGES.changeAlreadyAsked);
  }
  if (existing.length >= CHANGE_REQUESTS_PER_ORDER) throw new ApiError('CONFLICT', REVIEW_MESSAGES.changeLimit);
  const t = animationChangeRequests;
  const now = Date.now();
  let inserted: unknown[];
  try {
    [inserted] = await db.batch([
      db
        .insert(t)
        .select(
          sql`SELECT ${crypto.randomUUID()}, ${target.kind}, ${target.id}, ${target.orderId}, ${actor.id}, ${row.version},
            ${note}, ${now}
          WHERE (SELECT count(*) FROM ${t} WHERE ${t.targetKind} = ${target.kind} AND ${t.targetId} = ${target.id})
            < ${CHANGE_REQUESTS_PER_ORDER}`,
        )
        .returning({ id: t.id }),
      auditInsert(db, {
        actor,
        action: 'preview.change_requested',
        entityType: 'order',
        entityId: target.orderId,
        after: { kind: target.kind, targetId: target.id, version: row.version, note },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', REVIEW_MESSAGES.changeAlreadyAsked);
    throw error;
  }
  if (inserted.length === 0) throw new ApiError('CONFLICT', REVIEW_MESSAGES.changeLimit);
  return Math.max(0, CHANGE_REQUESTS_PER_ORDER - existing.length - 1);
}
