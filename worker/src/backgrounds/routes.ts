import { BackgroundListQuerySchema } from '@dtm/shared/backgrounds';
import { MARKETPLACE_MESSAGES } from '@dtm/shared/marketplace';
import { MESSAGES } from '@dtm/shared/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { cachedCatalog, catalogResponse } from '../marketplace/catalog-cache';
import { itemPurchaseRoutes } from '../marketplace/item-purchase-routes';
import { presentOwnedBackground } from '../user/present';
import { ownedBackground } from '../user/service';
import { findBackgroundForSale, findOwnedBackground, listActiveBackgrounds } from './service';

/** The background marketplace: active backgrounds with prices in dollars (cached briefly per isolate), and their purchase. */
export const backgroundRoutes = new Hono<AppEnv>()
  .get('/', validate('query', BackgroundListQuerySchema), async (c) => {
    const { category } = c.req.valid('query');
    const list = await cachedCatalog(`backgrounds:${category ?? ''}`, () =>
      listActiveBackgrounds(c.get('db'), category),
    );
    return catalogResponse(c, list);
  })
  .route(
    '/',
    itemPurchaseRoutes({
      kind: 'background',
      signInMessage: MESSAGES.signInToPurchaseBackgrounds,
      unavailableMessage: MARKETPLACE_MESSAGES.backgroundUnavailable,
      withdrawnMessage: MARKETPLACE_MESSAGES.withdrawn.background,
      findForSale: findBackgroundForSale,
      findOwned: findOwnedBackground,
      presentOwned: async (db, userId, ownedId) => {
        const { owned, background } = await ownedBackground(db, userId, ownedId);
        return presentOwnedBackground(owned, background);
      },
    }),
  );
