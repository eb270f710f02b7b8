import type { AnimationListQuery } from '@dtm/shared/animations';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { animations, userAnimations } from '../db/schema';

/** The animation marketplace's list: active animations (of a category), prices in dollars, oldest first. */
export async function listActiveAnimations(db: Db, category: AnimationListQuery['category']) {
  const rows = await db
    .select()
    .from(animations)
    .where(and(eq(animations.active, true), category ? eq(animations.category, category) : undefined))
    .orderBy(asc(animations.createdAt), asc(animations.name));
  // fileUrl (what is sold) stays out: its owners download it through /api/user/animations/:id/file.
  return rows.map(({ basePriceCents, variationPriceCents, fileUrl: _sold, ...row }) => ({
    ...row,
    basePrice: formatDollars(basePriceCents),
    variationPrice: formatDollars(variationPriceCents),
  }));
}

/** An active animation by id, as the purchase flow needs it, or undefined. */
export async function findActiveAnimation(db: Db, id: string) {
  const found = await db.query.animations.findFirst({
    where: and(eq(animations.id, id), eq(animations.active, true)),
  });
  return found && { id: found.id, name: found.name, priceCents: found.basePriceCents };
}

/** The customer's copy of an animation, or undefined. */
export function findOwnedAnimation(db: Db, userId: string, animationId: string) {
  return db.query.userAnimations.findFirst({
    where: and(eq(userAnimations.userId, userId), eq(userAnimations.animationId, animationId)),
  });
}
