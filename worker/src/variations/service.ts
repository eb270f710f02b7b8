import type { PurchaseVariationInput } from '@dtm/shared/animations';
import { MARKETPLACE_MESSAGES } from '@dtm/shared/marketplace';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type animations, animationVariations, backgrounds } from '../db/schema';
import { ApiError } from '../lib/errors';
import { VARIATION_EXISTS } from '../marketplace/purchase';

const BACKGROUND_UNAVAILABLE = MARKETPLACE_MESSAGES.variationBackgroundUnavailable;

export function listVariations(db: Db, userAnimationId: string) {
  return db
    .select()
    .from(animationVariations)
    .where(eq(animationVariations.userAnimationId, userAnimationId))
    .orderBy(desc(animationVariations.createdAt));
}

/**
 * The price of a new variation from the server's rows: the animation's variation price ($4.99)
 * plus the chosen background's price. A name the customer already used for this animation is
 * refused, so a second click can never buy the same variation twice.
 */
export async function priceVariation(
  db: Db,
  userAnimationId: string,
  animation: typeof animations.$inferSelect,
  input: PurchaseVariationInput,
) {
  const existing = await listVariations(db, userAnimationId);
  const wanted = input.variationName.toLowerCase();
  if (existing.some((variation) => variation.variationName.trim().toLowerCase() === wanted)) {
    throw new ApiError('CONFLICT', VARIATION_EXISTS, { fields: { variationName: [VARIATION_EXISTS] } });
  }
  let background: typeof backgrounds.$inferSelect | undefined;
  if (input.backgroundId) {
    background = await db.query.backgrounds.findFirst({
      where: and(eq(backgrounds.id, input.backgroundId), eq(backgrounds.active, true)),
    });
    if (!background) {
      throw new ApiError('BAD_REQUEST', BACKGROUND_UNAVAILABLE, { fields: { backgroundId: [BACKGROUND_UNAVAILABLE] } });
    }
  }
  return { amountCents: animation.variationPriceCents + (background?.priceCents ?? 0), background };
}
