import { AnimationListQuerySchema } from '@dtm/shared/animations';
import { IdSchema } from '@dtm/shared/common';
import { CompletePurchaseInputSchema } from '@dtm/shared/marketplace';
import { MESSAGES } from '@dtm/shared/messages';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import { animations, userAnimations } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { ALREADY_OWNED, completePurchase, startPurchase } from '../marketplace/purchase';
import { requireBuyer } from '../marketplace/require-buyer';
import { createStripe } from '../payments/stripe';
import { presentOwnedAnimation } from '../user/present';
import { ownedAnimation } from '../user/service';

const ANIMATION_UNAVAILABLE = 'This animation is not available.';
const IdParamSchema = z.object({ id: IdSchema });

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
  .post(
    '/:id/purchase',
    requireBuyer(MESSAGES.signInToPurchaseAnimations),
    validate('param', IdParamSchema, 'NOT_FOUND'),
    async (c) => {
      const db = c.get('db');
      const user = currentUser(c);
      const { id } = c.req.valid('param');
      const animation = await db.query.animations.findFirst({
        where: and(eq(animations.id, id), eq(animations.active, true)),
      });
      if (!animation) throw new ApiError('NOT_FOUND', ANIMATION_UNAVAILABLE);
      // Buying the same animation twice is refused: one purchase gives the file and all its variations.
      const owned = await db.query.userAnimations.findFirst({
        where: and(eq(userAnimations.userId, user.id), eq(userAnimations.animationId, id)),
      });
      if (owned) throw new ApiError('CONFLICT', ALREADY_OWNED.animation, { userAnimationId: owned.id });
      const intent = await startPurchase(db, createStripe(c.env), {
        kind: 'animation',
        userId: user.id,
        email: user.email,
        itemId: animation.id,
        amountCents: animation.basePriceCents,
        description: `Animation: ${animation.name}`,
      });
      return c.json(intent, 201);
    },
  )
  .post(
    '/:id/complete-purchase',
    requireBuyer(MESSAGES.signInToPurchaseAnimations),
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CompletePurchaseInputSchema),
    async (c) => {
      const db = c.get('db');
      const user = currentUser(c);
      const ownedId = await completePurchase(db, createStripe(c.env), {
        kind: 'animation',
        userId: user.id,
        itemId: c.req.valid('param').id,
        paymentIntentId: c.req.valid('json').paymentIntentId,
      });
      const { owned, animation } = await ownedAnimation(db, user.id, ownedId);
      return c.json(presentOwnedAnimation(owned, animation));
    },
  );
