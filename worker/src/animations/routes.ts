import { AnimationListQuerySchema } from '@dtm/shared/animations';
import { MESSAGES } from '@dtm/shared/messages';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { animations, userAnimations } from '../db/schema';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { itemPurchaseRoutes } from '../marketplace/item-purchase-routes';
import { presentOwnedAnimation } from '../user/present';
import { ownedAnimation } from '../user/service';

const ANIMATION_UNAVAILABLE = 'This animation is not available.';

/** The animation marketplace: active animations with prices in dollars, and their purchase. */
export const animationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AnimationListQuerySchema), async (c) => {
    const { category } = c.req.valid('query');
    const db = c.get('db');
    const rows = await db
      .select()
      .from(animations)
      .where(and(eq(animations.active, true), category ? eq(animations.category, category) : undefined))
      .orderBy(asc(animations.createdAt), asc(animations.name));
    // fileUrl (what is sold) stays out: its owners download it through /api/user/animations/:id/file.
    return c.json(
      rows.map(({ basePriceCents, variationPriceCents, fileUrl: _sold, ...row }) => ({
        ...row,
        basePrice: formatDollars(basePriceCents),
        variationPrice: formatDollars(variationPriceCents),
      })),
    );
  })
  .route(
    '/',
    itemPurchaseRoutes({
      kind: 'animation',
      signInMessage: MESSAGES.signInToPurchaseAnimations,
      unavailableMessage: ANIMATION_UNAVAILABLE,
      findActive: async (db, id) => {
        const found = await db.query.animations.findFirst({
          where: and(eq(animations.id, id), eq(animations.active, true)),
        });
        return found && { id: found.id, name: found.name, priceCents: found.basePriceCents };
      },
      findOwned: (db, userId, animationId) =>
        db.query.userAnimations.findFirst({
          where: and(eq(userAnimations.userId, userId), eq(userAnimations.animationId, animationId)),
        }),
      presentOwned: async (db, userId, ownedId) => {
        const { owned, animation } = await ownedAnimation(db, userId, ownedId);
        return presentOwnedAnimation(owned, animation);
      },
    }),
  );
