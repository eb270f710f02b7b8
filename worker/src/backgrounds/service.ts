import type { BackgroundListQuery } from '@dtm/shared/backgrounds';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backgrounds, userBackgrounds } from '../db/schema';

/**
 * The background marketplace's list: active backgrounds (of a category), prices in dollars, in
 * the back office's order. This is the one place backgrounds are sold (issue 22).
 */
export async function listActiveBackgrounds(db: Db, category: BackgroundListQuery['category']) {
  const rows = await db
    .select()
    .from(backgrounds)
    .where(and(eq(backgrounds.active, true), category ? eq(backgrounds.category, category) : undefined))
    .orderBy(asc(backgrounds.sortOrder), asc(backgrounds.createdAt), asc(backgrounds.name));
  // fileUrl (what is sold) stays out: its owners download it through /api/user/backgrounds/:id/file.
  return rows.map(({ priceCents, fileUrl: _sold, sortOrder: _order, ...row }) => ({
    ...row,
    price: formatDollars(priceCents),
  }));
}

/** A background by id as the purchase flow needs it (with whether it is still on sale), or undefined. */
export async function findBackgroundForSale(db: Db, id: string) {
  const found = await db.query.backgrounds.findFirst({ where: eq(backgrounds.id, id) });
  return found && { id: found.id, name: found.name, priceCents: found.priceCents, onSale: found.active };
}

/** The customer's copy of a background, or undefined. */
export function findOwnedBackground(db: Db, userId: string, backgroundId: string) {
  return db.query.userBackgrounds.findFirst({
    where: and(eq(userBackgrounds.userId, userId), eq(userBackgrounds.backgroundId, backgroundId)),
  });
}
