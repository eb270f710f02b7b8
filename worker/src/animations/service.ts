import type { AnimationListQuery } from '@dtm/shared/animations';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { animations, userAnimations } from '../db/schema';

type AnimationRow = typeof animations.$inferSelect;

/**
 * True while the animation marketplace sells it: active, and not one of the old "background"
 * rows. Backgrounds are sold in one place only, the background marketplace, at one price
 * (issue 22): those rows stay readable and downloadable for their owners, never sold again.
 */
export function animationOnSale(row: Pick<AnimationRow, 'active' | 'category'>): boolean {
  return row.active && row.category !== 'background';
}

/** The animation marketplace's list: what is on sale (of a category), prices in dollars, in the back office's order. */
export async function listActiveAnimations(db: Db, category: AnimationListQuery['category']) {
  const rows = await db
    .select()
    .from(animations)
    .where(
      and(
        eq(animations.active, true),
        ne(animations.category, 'background'),
        category ? eq(animations.category, category) : undefined,
      ),
    )
    .orderBy(asc(animations.sortOrder), asc(animations.createdAt), asc(animations.name));
  // fileUrl (what is sold) stays out: its owners download it through /api/user/animations/:id/file.
  return rows.map(({ basePriceCents, variationPriceCents, fileUrl: _sold, sortOrder: _order, ...row }) => ({
    ...row,
    basePrice: formatDollars(basePriceCents),
    variationPrice: formatDollars(variationPriceCents),
  }));
}

/** An animation by id as the purchase flow needs it (with whether it is still on sale), or undefined. */
export async function findAnimationForSale(db: Db, id: string) {
  const found = await db.query.animations.findFirst({ where: eq(animations.id, id) });
  return found && { id: found.id, name: found.name, priceCents: found.basePriceCents, onSale: animationOnSale(found) };
}

/** The customer's copy of an animation, or undefined. */
export function findOwnedAnimation(db: Db, userId: string, animationId: string) {
  return db.query.userAnimations.findFirst({
    where: and(eq(userAnimations.userId, userId), eq(userAnimations.animationId, animationId)),
  });
}
