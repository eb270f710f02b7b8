import type { AnimationRecipe } from '@dtm/shared/recipe';
import { REVIEW_MESSAGES, recipeObjectKey } from '@dtm/shared/review';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { animationChangeRequests, animationRecipes, auditEvents } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { ReviewTarget } from './targets';

export type RecipeRow = typeof animationRecipes.$inferSelect;
type Actor = NonNullable<AuditEntry['actor']>;

const ofTarget = (target: Pick<ReviewTarget, 'kind' | 'id'>) =>
  and(eq(animationRecipes.targetKind, target.kind), eq(animationRecipes.targetId, target.id));

/** The versions of the target's recipe, newest first. */
export function listRecipes(db: Db, target: ReviewTarget) {
  return db.select().from(animationRecipes).where(ofTarget(target)).orderBy(desc(animationRecipes.version));
}

/** One version, or undefined. */
export async function findRecipe(db: Db, target: ReviewTarget, version: number) {
  const [row] = await db
    .select()
    .from(animationRecipes)
    .where(and(ofTarget(target), eq(animationRecipes.version, version)))
    .limit(1);
  return row;
}

/** The newest saved version number, or null before the first save. */
export async function latestVersion(db: Db, target: ReviewTarget): Promise<number | null> {
  const [row] = await db
    .select({ version: sql<number | null>`max(${animationRecipes.version})` })
    .from(animationRecipes)
    .where(ofTarget(target));
  return row?.version ?? null;
}

/** The preview the customer sees: the version sent last (a newer send replaces it). */
export async function currentPreview(db: Db, target: Pick<ReviewTarget, 'kind' | 'id'>) {
  const [row] = await db
    .select()
    .from(animationRecipes)
    .where(and(ofTarget(target), isNotNull(animationRecipes.previewSentAt)))
    .orderBy(desc(animationRecipes.previewSentAt), desc(animationRecipes.version))
    .limit(1);
  return row;
}

/** The customer's change requests on the target, newest first. */
export function listChangeRequests(db: Db, target: Pick<ReviewTarget, 'kind' | 'id'>) {
  return db
    .select()
    .from(animationChangeRequests)
    .where(and(eq(animationChangeRequests.targetKind, target.kind), eq(animationChangeRequests.targetId, target.id)))
    .orderBy(desc(animationChangeRequests.createdAt));
}

/** True for a D1 error that is a unique index refusing a second row (wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof Error && e.message.includes('UNIQUE constraint failed')) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

async function conflict(db: Db, target: ReviewTarget, baseVersion: number | null): Promise<never> {
  const latest = (await latestVersion(db, target)) ?? 0;
  throw new ApiError(
    'CONFLICT',
    baseVersion === null ? REVIEW_MESSAGES.recipeFirstExists(latest) : REVIEW_MESSAGES.recipeConflict(latest),
    { latestVersion: latest },
  );
}

/**
 * Saves a new version on top of `baseVersion`: refused (409, nothing saved) when that is not the
 * newest one any more. The version is claimed in D1 first (a unique index, so two admins saving at
 * once cannot both get it), then the JSON is written to R2; if R2 fails the claim is taken back.
 * The order's timeline records it only once both are stored.
 */
export async function saveRecipe(
  db: Db,
  bucket: R2Bucket,
  input: { target: ReviewTarget; recipe: AnimationRecipe; baseVersion: number | null; note?: string; actor: Actor },
): Promise<RecipeRow> {
  const { target, recipe, baseVersion, actor } = input;
  if ((await latestVersion(db, target)) !== baseVersion) return conflict(db, target, baseVersion);
  const version = (baseVersion ?? 0) + 1;
  const key = recipeObjectKey(target.kind, target.id, version);
  let row: RecipeRow | undefined;
  try {
    [row] = await db
      .insert(animationRecipes)
      .values({
        targetKind: target.kind,
        targetId: target.id,
        orderId: target.orderId,
        version,
        schemaVersion: recipe.schemaVersion,
        recipe,
        r2Key: key,
        note: input.note ?? null,
        createdById: actor.id,
        createdByEmail: actor.email,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(db, target, baseVersion);
    throw error;
  }
  if (!row) return conflict(db, target, baseVersion);
  try {
    await bucket.put(key, JSON.stringify(recipe), {
      httpMetadata: { contentType: 'application/json' },
      customMetadata: { kind: target.kind, id: target.id, version: String(version) },
    });
  } catch (error) {
    await db.delete(animationRecipes).where(eq(animationRecipes.id, row.id));
    console.error(JSON.stringify({ level: 'error', message: 'recipe not stored in R2', error: String(error) }));
    throw new ApiError('SERVICE_UNAVAILABLE', REVIEW_MESSAGES.recipeStoreFailed);
  }
  await db.insert(auditEvents).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'recipe.saved',
    entityType: 'order',
    entityId: target.orderId,
    after: { kind: target.kind, targetId: target.id, version, schemaVersion: recipe.schemaVersion },
  });
  return row;
}

/**
 * Points the version at its rendered video (or a character's square for sharing) and records it,
 * in one batch; false when the version is gone. `uploadId` is the studio's id of the upload, so a
 * Cancel can withdraw exactly this upload.
 */
export async function setRecipeVideo(
  db: Db,
  input: {
    actor: Actor;
    target: ReviewTarget;
    row: RecipeRow;
    video: { key: string; contentType: string; size: number; sha256: string };
    uploadId?: string;
    slot?: 'video' | 'square';
  },
): Promise<boolean> {
  const { actor, target, row, video } = input;
  const square = input.slot === 'square';
  const uploadId = input.uploadId ?? null;
  const [updated] = await db.batch([
    db
      .update(animationRecipes)
      .set(
        square
          ? { squareKey: video.key, squareSize: video.size, squareSha256: video.sha256, squareUploadId: uploadId }
          : {
              videoKey: video.key,
              videoContentType: video.contentType,
              videoSize: video.size,
              videoSha256: video.sha256,
              videoUploadId: uploadId,
            },
      )
      .where(eq(animationRecipes.id, row.id))
      .returning({ id: animationRecipes.id }),
    auditInsert(db, {
      actor,
      action: square ? 'recipe.square' : 'recipe.rendered',
      entityType: 'order',
      entityId: target.orderId,
      before: {
        kind: target.kind,
        targetId: target.id,
        version: row.version,
        [square ? 'squareKey' : 'videoKey']: square ? row.squareKey : row.videoKey,
      },
      after: {
        kind: target.kind,
        targetId: target.id,
        version: row.version,
        [square ? 'squareKey' : 'videoKey']: video.key,
        contentType: video.contentType,
        size: video.size,
        sha256: video.sha256,
      },
    }),
  ]);
  return updated.length > 0;
}
