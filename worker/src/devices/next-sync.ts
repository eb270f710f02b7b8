import {
  DEVICE_RECENT_CHANGE_SECONDS,
  DEVICE_SYNC_NORMAL_SECONDS,
  DEVICE_SYNC_SOON_SECONDS,
} from '@dtm/shared/devices';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { animationRecipes, animationVariations, userAnimations, userCharacters, userFrames } from '../db/schema';

/**
 * When a paired frame should ask for its library again (issue #36: an approval reaches the frame
 * within a minute). Soon while one of the account's frames or characters has a preview waiting for
 * the customer (status `awakening`: the approval may come any moment) or something reached the
 * account in the last few minutes (an approved or final version, a delivered variation, a purchase);
 * the normal period otherwise. One batch of indexed, one-row lookups.
 */
export async function nextSyncSeconds(db: Db, userId: string, now = Date.now()): Promise<number> {
  const since = new Date(now - DEVICE_RECENT_CHANGE_SECONDS * 1000);
  const results = await db.batch([
    db
      .select({ id: userFrames.id })
      .from(userFrames)
      .where(and(eq(userFrames.userId, userId), eq(userFrames.status, 'awakening')))
      .limit(1),
    db
      .select({ id: userCharacters.id })
      .from(userCharacters)
      .where(and(eq(userCharacters.userId, userId), eq(userCharacters.status, 'awakening')))
      .limit(1),
    db
      .select({ id: animationRecipes.id })
      .from(animationRecipes)
      .innerJoin(
        userFrames,
        and(eq(animationRecipes.targetKind, 'frame'), eq(userFrames.id, animationRecipes.targetId)),
      )
      .where(and(eq(userFrames.userId, userId), gt(animationRecipes.deliveredAt, since)))
      .limit(1),
    db
      .select({ id: animationRecipes.id })
      .from(animationRecipes)
      .innerJoin(
        userCharacters,
        and(eq(animationRecipes.targetKind, 'character'), eq(userCharacters.id, animationRecipes.targetId)),
      )
      .where(and(eq(userCharacters.userId, userId), gt(animationRecipes.deliveredAt, since)))
      .limit(1),
    db
      .select({ id: animationVariations.id })
      .from(animationVariations)
      .innerJoin(userAnimations, eq(userAnimations.id, animationVariations.userAnimationId))
      .where(and(eq(userAnimations.userId, userId), gt(animationVariations.deliveredAt, since)))
      .limit(1),
    db
      .select({ id: userAnimations.id })
      .from(userAnimations)
      .where(and(eq(userAnimations.userId, userId), gt(userAnimations.createdAt, since)))
      .limit(1),
  ]);
  return results.some((rows) => rows.length > 0) ? DEVICE_SYNC_SOON_SECONDS : DEVICE_SYNC_NORMAL_SECONDS;
}
