import { IdSchema } from '@dtm/shared/common';
import { CompletePurchaseInputSchema, StartPurchaseInputSchema } from '@dtm/shared/marketplace';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { assertSellable } from '../invoices/vat';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { createStripe } from '../payments/stripe';
import { buyerCountry } from './orders';
import { ALREADY_OWNED, completePurchase, startPurchase } from './purchase';
import { purchaseContext } from './purchase-context';
import { requireBuyer } from './require-buyer';

const IdParamSchema = z.object({ id: IdSchema });

/** What differs between buying an animation and buying a background. */
export type MarketplaceItem = {
  kind: 'animation' | 'background';
  /** The spec's "Please sign in to purchase ..." */
  signInMessage: string;
  /** For an id that is no catalog item at all (404). */
  unavailableMessage: string;
  /** For an item the back office took off sale, bought from a page opened before (410). */
  withdrawnMessage: string;
  /** The item with its server-side price and whether it is on sale, or undefined. */
  findForSale(
    db: Db,
    id: string,
  ): Promise<{ id: string; name: string; priceCents: number; onSale: boolean } | undefined>;
  /** The buyer's existing purchase of it, if any. */
  findOwned(db: Db, userId: string, itemId: string): Promise<{ id: string } | undefined>;
  /** The owned row as the completion answers it. */
  presentOwned(db: Db, userId: string, ownedId: string): Promise<unknown>;
};

/**
 * `POST /:id/purchase` and `POST /:id/complete-purchase` for one kind of marketplace item:
 * signed-in buyers only, the price from the server, a second purchase refused (409, with the
 * owned row's id), an item taken off sale refused (410), completion verified with Stripe and
 * recorded once.
 */
export function itemPurchaseRoutes(item: MarketplaceItem) {
  const buyer = requireBuyer(item.signInMessage);
  const ownedIdField = item.kind === 'animation' ? 'userAnimationId' : 'userBackgroundId';
  return new Hono<AppEnv>()
    .post(
      '/:id/purchase',
      buyer,
      validate('param', IdParamSchema, 'NOT_FOUND'),
      validate('json', StartPurchaseInputSchema),
      async (c) => {
        const db = c.get('db');
        const user = currentUser(c);
        const { id } = c.req.valid('param');
        const country = await buyerCountry(db, user.id, c.req.valid('json').country);
        // A country whose VAT the shop cannot invoice is refused before anything is charged.
        assertSellable(c.env, country);
        const found = await item.findForSale(db, id);
        if (!found) throw new ApiError('NOT_FOUND', item.unavailableMessage);
        // Buying the same item twice is refused: one purchase gives the file (and, for animations, its variations).
        const owned = await item.findOwned(db, user.id, id);
        if (owned) throw new ApiError('CONFLICT', ALREADY_OWNED[item.kind], { [ownedIdField]: owned.id });
        if (!found.onSale) throw new ApiError('GONE', item.withdrawnMessage);
        const intent = await startPurchase(
          db,
          createStripe(c.env),
          {
            kind: item.kind,
            userId: user.id,
            email: user.email,
            itemId: found.id,
            amountCents: found.priceCents,
            description: `${item.kind === 'animation' ? 'Animation' : 'Background'}: ${found.name}`,
            country,
          },
          purchaseContext(c),
        );
        return c.json(intent, 201);
      },
    )
    .post(
      '/:id/complete-purchase',
      buyer,
      validate('param', IdParamSchema, 'NOT_FOUND'),
      validate('json', CompletePurchaseInputSchema),
      async (c) => {
        const db = c.get('db');
        const user = currentUser(c);
        const ownedId = await completePurchase(
          db,
          createStripe(c.env),
          {
            kind: item.kind,
            userId: user.id,
            itemId: c.req.valid('param').id,
            paymentIntentId: c.req.valid('json').paymentIntentId,
          },
          purchaseContext(c),
        );
        return c.json(await item.presentOwned(db, user.id, ownedId));
      },
    );
}
