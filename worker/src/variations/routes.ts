import { PurchaseVariationInputSchema } from '@dtm/shared/animations';
import { IdSchema } from '@dtm/shared/common';
import { CompletePurchaseInputSchema } from '@dtm/shared/marketplace';
import type { AnimationVariations } from '@dtm/shared/user';
import { VARIATION_MESSAGES } from '@dtm/shared/variations';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { assertSellable } from '../invoices/vat';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { buyerCountry } from '../marketplace/orders';
import { completePurchase, startPurchase } from '../marketplace/purchase';
import { purchaseContext } from '../marketplace/purchase-context';
import { createStripe } from '../payments/stripe';
import { presentOwnedAnimation, presentVariation } from '../user/present';
import { backgroundNames, ownedAnimation, ownedVariation } from '../user/service';
import { serveOwnedFile } from '../user/stored-files';
import { backgroundIdOf, listCustomerVariations, listVariations, priceVariation } from './service';

const IdParamSchema = z.object({ id: IdSchema });

/** A bought variation is a task for the admins: they are mailed once, when its row is created. */
/** /api/user/animations/:id/variations...: paid variations of an animation the customer owns. */
export const variationRoutes = new Hono<AppEnv>()
  .get('/:id/variations', validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const { owned, animation } = await ownedAnimation(db, currentUser(c).id, c.req.valid('param').id);
    const variations = await listVariations(db, owned.id);
    const names = await backgroundNames(
      db,
      variations.flatMap((variation) => backgroundIdOf(variation.parameters) ?? []),
    );
    const body: AnimationVariations = {
      animation: presentOwnedAnimation(owned, animation),
      variations: variations.map((variation) =>
        presentVariation(variation, names.get(backgroundIdOf(variation.parameters) ?? '') ?? null),
      ),
    };
    return c.json(body);
  })
  .post(
    '/:id/variations/purchase',
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', PurchaseVariationInputSchema),
    async (c) => {
      const db = c.get('db');
      const user = currentUser(c);
      const { owned, animation } = await ownedAnimation(db, user.id, c.req.valid('param').id);
      const input = c.req.valid('json');
      const price = await priceVariation(db, { userId: user.id, userAnimationId: owned.id }, animation, input);
      // The invoice's VAT follows the buyer's country (chosen now, else their latest order's); none, or one the
      // shop cannot invoice, is refused before anything is charged.
      const country = await buyerCountry(db, user.id, input.country);
      assertSellable(c.env, country);
      const intent = await startPurchase(
        db,
        createStripe(c.env),
        {
          kind: 'variation',
          userId: user.id,
          email: user.email,
          itemId: owned.id,
          amountCents: price.amountCents,
          description: `Variation "${input.variationName}" of ${animation.name}${price.background ? ` with ${price.background.name}${price.backgroundOwned ? ' (already owned)' : ''}` : ''}`,
          variationName: input.variationName,
          country,
          ...(price.background ? { backgroundId: price.background.id } : {}),
        },
        purchaseContext(c),
      );
      return c.json(intent, 201);
    },
  )
  .post(
    '/:id/variations/complete-purchase',
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CompletePurchaseInputSchema),
    async (c) => {
      const db = c.get('db');
      const user = currentUser(c);
      const { owned } = await ownedAnimation(db, user.id, c.req.valid('param').id);
      const variationId = await completePurchase(
        db,
        createStripe(c.env),
        {
          kind: 'variation',
          userId: user.id,
          itemId: owned.id,
          paymentIntentId: c.req.valid('json').paymentIntentId,
        },
        purchaseContext(c),
      );
      const { variation } = await ownedVariation(db, user.id, variationId);
      const backgroundId = backgroundIdOf(variation.parameters);
      const names = await backgroundNames(db, backgroundId ? [backgroundId] : []);
      return c.json(presentVariation(variation, names.get(backgroundId ?? '') ?? null));
    },
  );

/**
 * /api/user/variations: every variation of the customer's (the dashboard shows each under its
 * animation, "Being made" until delivered) and the download of a delivered one's own video.
 */
export const ownedVariationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const db = c.get('db');
    const variations = await listCustomerVariations(db, currentUser(c).id);
    const names = await backgroundNames(
      db,
      variations.flatMap((variation) => backgroundIdOf(variation.parameters) ?? []),
    );
    return c.json(
      variations.map((variation) =>
        presentVariation(variation, names.get(backgroundIdOf(variation.parameters) ?? '') ?? null),
      ),
    );
  })
  .get('/:id/file', validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
    const { variation, animationName } = await ownedVariation(c.get('db'), currentUser(c).id, c.req.valid('param').id);
    // Until its own video is delivered there is nothing to give: never the animation it is made from.
    if (variation.status !== 'ready' || !variation.fileUrl)
      throw new ApiError('CONFLICT', VARIATION_MESSAGES.beingMade);
    return serveOwnedFile(c, variation.fileUrl, `${animationName} ${variation.variationName}`);
  });
