import type { PurchaseVariationInput } from '@dtm/shared/animations';
import { MARKETPLACE_MESSAGES } from '@dtm/shared/marketplace';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type animations, animationVariations, backgrounds, userAnimations, userBackgrounds } from '../db/schema';
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

/** Every variation of the customer's animations, newest first. */
export async function listCustomerVariations(db: Db, userId: string) {
  const rows = await db
    .select({ variation: animationVariations })
    .from(animationVariations)
    .innerJoin(userAnimations, eq(userAnimations.id, animationVariations.userAnimationId))
    .where(eq(userAnimations.userId, userId))
    .orderBy(desc(animationVariations.createdAt));
  return rows.map((row) => row.variation);
}

/** The background a variation was bought with, from its parameters. */
export function backgroundIdOf(parameters: Record<string, unknown> | null): string | undefined {
  const id = parameters?.backgroundId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The price of a new variation from the server's rows: the animation's variation price ($4.99)
 * plus the chosen background's price, unless the customer already owns that background (then it
 * costs nothing more). A name the customer already used for this animation is refused, so a
 * second click can never buy the same variation twice.
 */
export async function priceVariation(
  db: Db,
  owner: { userId: string; userAnimationId: string },
  animation: typeof animations.$inferSelect,
  input: PurchaseVariationInput,
) {
  const { userId, userAnimationId } = owner;
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
  const backgroundOwned = background
    ? Boolean(
        await db.query.userBackgrounds.findFirst({
          where: and(eq(userBackgrounds.userId, userId), eq(userBackgrounds.backgroundId, background.id)),
          columns: { id: true },
        }),
      )
    : false;
  const backgroundCents = background && !backgroundOwned ? background.priceCents : 0;
  return { amountCents: animation.variationPriceCents + backgroundCents, background, backgroundOwned };
}
