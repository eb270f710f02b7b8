import { REVIEW_MESSAGES } from '@dtm/shared/review';
import { and, eq } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { animationRecipes, userCharacters } from '../db/schema';
import { ApiError } from '../lib/errors';
import { findRecipe, type RecipeRow } from './recipe-service';
import type { ReviewTarget } from './targets';

type Actor = NonNullable<AuditEntry['actor']>;

/** Markers older than this are swept (an upload cut off midway never comes back to read its own). */
const MARKER_TTL_MS = 24 * 60 * 60 * 1000;
const MARKER_PREFIX = 'studio-upload-cancels/';
const markerKey = (targetId: string, uploadId: string) => `${MARKER_PREFIX}${targetId}/${uploadId}`;

/**
 * A studio upload can be cancelled at any moment, also after its last byte was sent, while the
 * Worker is still storing it. Cancel writes a marker, then looks at the version; the upload saves
 * the version, then looks for the marker. Both stores are strongly consistent, so at least one of
 * the two sees the other and withdraws the upload: it never stays half-saved.
 */
export async function markCancelled(bucket: R2Bucket, targetId: string, uploadId: string): Promise<void> {
  await bucket.put(markerKey(targetId, uploadId), '', { customMetadata: { cancelledAt: new Date().toISOString() } });
  // Sweeps old markers of any target (at most a page of them per cancel).
  const old = await bucket.list({ prefix: MARKER_PREFIX, limit: 100 });
  const expired = old.objects
    .filter((object) => Date.now() - object.uploaded.getTime() > MARKER_TTL_MS)
    .map((object) => object.key);
  if (expired.length > 0) await bucket.delete(expired);
}

/** Throws 409 (the stored file is then deleted by the upload) when the studio cancelled this upload. */
export async function refuseIfCancelled(bucket: R2Bucket, targetId: string, uploadId: string | undefined) {
  if (!uploadId) return;
  const marker = markerKey(targetId, uploadId);
  if (!(await bucket.head(marker))) return;
  await bucket.delete(marker);
  throw new ApiError('CONFLICT', REVIEW_MESSAGES.uploadCancelled);
}

/** Which of the version's files `uploadId` stored, if either. */
function slotOf(row: RecipeRow, uploadId: string): 'video' | 'square' | null {
  if (row.videoUploadId === uploadId && row.videoKey) return 'video';
  if (row.squareUploadId === uploadId && row.squareKey) return 'square';
  return null;
}

/**
 * Takes back what the upload `uploadId` stored on the version: its columns cleared and its R2 object
 * deleted. A video the customer was already sent (or that was delivered) is kept whole instead:
 * 'kept'. 'none' when the upload saved nothing (cut off midway, or cancelled before its save).
 */
export async function withdrawUpload(
  db: Db,
  bucket: R2Bucket,
  input: { actor: Actor; target: ReviewTarget; version: number; uploadId: string },
): Promise<'withdrawn' | 'kept' | 'none'> {
  const { actor, target, version, uploadId } = input;
  const row = await findRecipe(db, target, version);
  const slot = row ? slotOf(row, uploadId) : null;
  if (!row || !slot) return 'none';
  const key = slot === 'video' ? row.videoKey : row.squareKey;
  if (slot === 'video' && (row.previewSentAt || row.deliveredAt)) return 'kept';
  if (slot === 'square' && key && (await squareDelivered(db, key))) return 'kept';
  const [updated] = await db.batch([
    db
      .update(animationRecipes)
      .set(
        slot === 'video'
          ? { videoKey: null, videoContentType: null, videoSize: null, videoSha256: null, videoUploadId: null }
          : { squareKey: null, squareSize: null, squareSha256: null, squareUploadId: null },
      )
      .where(
        and(
          eq(animationRecipes.id, row.id),
          slot === 'video'
            ? eq(animationRecipes.videoUploadId, uploadId)
            : eq(animationRecipes.squareUploadId, uploadId),
        ),
      )
      .returning({ id: animationRecipes.id }),
    auditInsert(db, {
      actor,
      action: 'recipe.upload_cancelled',
      entityType: 'order',
      entityId: target.orderId,
      before: { kind: target.kind, targetId: target.id, version, [`${slot}Key`]: key },
      after: { kind: target.kind, targetId: target.id, version, [`${slot}Key`]: null },
    }),
  ]);
  if (updated.length > 0 && key) await bucket.delete(key);
  await bucket.delete(markerKey(target.id, uploadId));
  return updated.length > 0 ? 'withdrawn' : 'none';
}

/** True when a character's delivered animation offers this square for sharing (kept when replaced). */
export async function squareDelivered(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userCharacters.id })
    .from(userCharacters)
    .where(eq(userCharacters.shareSquareKey, key))
    .limit(1);
  return Boolean(row);
}
