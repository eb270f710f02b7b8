import { BackgroundListQuerySchema } from '@dtm/shared/backgrounds';
import { IdSchema } from '@dtm/shared/common';
import { CompletePurchaseInputSchema } from '@dtm/shared/marketplace';
import { MESSAGES } from '@dtm/shared/messages';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import { backgrounds, userBackgrounds } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { ALREADY_OWNED, completePurchase, startPurchase } from '../marketplace/purchase';
import { requireBuyer } from '../marketplace/require-buyer';
import { createStripe } from '../payments/stripe';
import { presentOwnedBackground } from '../user/present';
import { ownedBackground } from '../user/service';

export const BACKGROUND_UNAVAILABLE = 'This background is not available.';
const IdParamSchema = z.object({ id: IdSchema });

/** The background marketplace: active backgrounds with prices in dollars, and their purchase. */
export const backgroundRoutes = new Hono<AppEnv>()
  .get('/', validate('query', BackgroundListQuerySchema), async (c) => {
    const { category } = c.req.valid('query');
    const rows = await c
      .get('db')
      .select()
      .from(backgrounds)
      .where(and(eq(backgrounds.active, true), category ? eq(backgrounds.category, category) : undefined))
      .orderBy(asc(backgrounds.createdAt), asc(backgrounds.name));
    // fileUrl (what is sold) stays out: its owners download it through /api/user/backgrounds/:id/file.
    return c.json(rows.map(({ priceCents, fileUrl: _sold, ...row }) => ({ ...row, price: formatDollars(priceCents) })));
  })
  .post(
    '/:id/purchase',
    requireBuyer(MESSAGES.signInToPurchaseBackgrounds),
    validate('param', IdParamSchema, 'NOT_FOUND'),
    async (c) => {
      const db = c.get('db');
      const user = currentUser(c);
      const { id } = c.req.valid('param');
      const background = await db.query.backgrounds.findFirst({
        where: and(eq(backgrounds.id, id), eq(backgrounds.active, true)),
      });
      if (!background) throw new ApiError('NOT_FOUND', BACKGROUND_UNAVAILABLE);
      const owned = await db.query.userBackgrounds.findFirst({
        where: and(eq(userBackgrounds.userId, user.id), eq(userBackgrounds.backgroundId, id)),
      });
      if (owned) throw new ApiError('CONFLICT', ALREADY_OWNED.background, { userBackgroundId: owned.id });
      const intent = await startPurchase(db, createStripe(c.env), {
        kind: 'background',
        userId: user.id,
        email: user.email,
        itemId: background.id,
        amountCents: background.priceCents,
        description: `Background: ${background.name}`,
      });
      return c.json(intent, 201);
    },
  )
  .post(
    '/:id/complete-purchase',
    requireBuyer(MESSAGES.signInToPurchaseBackgrounds),
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CompletePurchaseInputSchema),
    async (c) => {
      const db = c.get('db');
      const user = currentUser(c);
      const ownedId = await completePurchase(db, createStripe(c.env), {
        kind: 'background',
        userId: user.id,
        itemId: c.req.valid('param').id,
        paymentIntentId: c.req.valid('json').paymentIntentId,
      });
      const { owned, background } = await ownedBackground(db, user.id, ownedId);
      return c.json(presentOwnedBackground(owned, background));
    },
  );
