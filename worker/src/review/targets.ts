import type { MagicStatus } from '@dtm/shared/constants';
import type { ReviewKind } from '@dtm/shared/review';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userCharacters, userFrames } from '../db/schema';

/** What the review loop needs of a frame or a character, whichever table it lives in. */
export type ReviewTarget = {
  kind: ReviewKind;
  id: string;
  orderId: string;
  /** null for a guest's order not linked to an account yet. */
  userId: string | null;
  status: MagicStatus;
  animationVideoUrl: string | null;
};

/** The finished video as a recipe version keeps it. */
export type DeliveredVideo = { key: string; size: number; sha256: string; squareKey?: string | null };

const tableOf = (kind: ReviewKind) => (kind === 'frame' ? userFrames : userCharacters);

/** The frame or character by id (any owner: the back office), or undefined. */
export async function findTarget(db: Db, kind: ReviewKind, id: string): Promise<ReviewTarget | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select({
      id: table.id,
      orderId: table.orderId,
      userId: table.userId,
      status: table.status,
      animationVideoUrl: table.animationVideoUrl,
    })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? { kind, ...row } : undefined;
}

/** The customer's own frame or character, or undefined (anyone else's is not found). */
export async function findOwnedTarget(db: Db, kind: ReviewKind, userId: string, id: string) {
  const target = await findTarget(db, kind, id);
  return target && target.userId === userId ? target : undefined;
}

/** True while the target is not finished (status ready): the guard of a preview racing an approval. */
export function notFinished(target: Pick<ReviewTarget, 'kind' | 'id'>): SQL {
  const table = tableOf(target.kind);
  return sql`NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${target.id} AND ${table.status} = 'ready')`;
}

/** The statement that sets the status, when `guard` (if any) still holds. */
export function setTargetStatus(db: Db, target: ReviewTarget, status: MagicStatus, guard?: SQL) {
  const table = tableOf(target.kind);
  return db
    .update(table)
    .set({ status })
    .where(and(eq(table.id, target.id), guard))
    .returning({ id: table.id });
}

/**
 * The statement that makes `video` the finished animation (status ready), when `guard` still holds:
 * a frame keeps the size and SHA-256 a paired frame verifies, as the 0008 upload path does.
 */
export function setTargetAnimation(db: Db, target: ReviewTarget, video: DeliveredVideo, guard?: SQL) {
  if (target.kind === 'frame') {
    return db
      .update(userFrames)
      .set({ animationVideoUrl: video.key, animationSha256: video.sha256, animationSize: video.size, status: 'ready' })
      .where(and(eq(userFrames.id, target.id), guard))
      .returning({ id: userFrames.id });
  }
  return db
    .update(userCharacters)
    .set({ animationVideoUrl: video.key, shareSquareKey: video.squareKey ?? null, status: 'ready' })
    .where(and(eq(userCharacters.id, target.id), guard))
    .returning({ id: userCharacters.id });
}
