import { BackgroundListQuerySchema } from '@dtm/shared/backgrounds';
import { MESSAGES } from '@dtm/shared/messages';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { backgrounds, userBackgrounds } from '../db/schema';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { itemPurchaseRoutes } from '../marketplace/item-purchase-routes';
import { presentOwnedBackground } from '../user/present';
import { ownedBackground } from '../user/service';

export const BACKGROUND_UNAVAILABLE = 'This background is not available.';

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
  .route(
    '/',
    itemPurchaseRoutes({
      kind: 'background',
      signInMessage: MESSAGES.signInToPurchaseBackgrounds,
      unavailableMessage: BACKGROUND_UNAVAILABLE,
      findActive: async (db, id) => {
        const found = await db.query.backgrounds.findFirst({
          where: and(eq(backgrounds.id, id), eq(backgrounds.active, true)),
        });
        return found && { id: found.id, name: found.name, priceCents: found.priceCents };
      },
      findOwned: (db, userId, backgroundId) =>
        db.query.userBackgrounds.findFirst({
          where: and(eq(userBackgrounds.userId, userId), eq(userBackgrounds.backgroundId, backgroundId)),
        }),
      presentOwned: async (db, userId, ownedId) => {
        const { owned, background } = await ownedBackground(db, userId, ownedId);
        return presentOwnedBackground(owned, background);
      },
    }),
  );
