import { AnimationListQuerySchema } from '@dtm/shared/animations';
import { MARKETPLACE_MESSAGES } from '@dtm/shared/marketplace';
import { MESSAGES } from '@dtm/shared/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { cachedCatalog, catalogResponse } from '../marketplace/catalog-cache';
import { itemPurchaseRoutes } from '../marketplace/item-purchase-routes';
import { presentOwnedAnimation } from '../user/present';
import { ownedAnimation } from '../user/service';
import { findAnimationForSale, findOwnedAnimation, listActiveAnimations } from './service';

/** The animation marketplace: active animations with prices in dollars (cached briefly per isolate), and their purchase. */
export const animationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AnimationListQuerySchema), async (c) => {
    const { category } = c.req.valid('query');
    const list = await cachedCatalog(`animations:${category ?? ''}`, () => listActiveAnimations(c.get('db'), category));
    return catalogResponse(c, list);
  })
  .route(
    '/',
    itemPurchaseRoutes({
      kind: 'animation',
      signInMessage: MESSAGES.signInToPurchaseAnimations,
      unavailableMessage: MARKETPLACE_MESSAGES.animationUnavailable,
      withdrawnMessage: MARKETPLACE_MESSAGES.withdrawn.animation,
      findForSale: findAnimationForSale,
      findOwned: findOwnedAnimation,
      presentOwned: async (db, userId, ownedId) => {
        const { owned, animation } = await ownedAnimation(db, userId, ownedId);
        return presentOwnedAnimation(owned, animation);
      },
    }),
  );
