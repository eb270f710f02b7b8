import { formatDollars } from '@dtm/shared/money';
import {
  CompletePaymentInputSchema,
  CreateCharacterOrderInputSchema,
  CreateCharacterPaymentIntentInputSchema,
  CreateFrameOrderInputSchema,
  CreateFramePaymentIntentInputSchema,
  LinkOrdersInputSchema,
  ORDER_MESSAGES,
} from '@dtm/shared/orders';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { publicOrigin } from '../auth/auth';
import { currentUser, requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { assertSellable } from '../invoices/vat';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { createStripe } from '../payments/stripe';
import { browserOrderIds, rememberOrder } from './access';
import { characterBuyerCountry } from './buyer-country';
import { presentOrder } from './present';
import {
  cancelOrder,
  confirmWithStripe,
  createOrder,
  findAccessibleOrder,
  findOrder,
  linkOrdersToUser,
  setupPayment,
} from './service';

const IdParamSchema = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });

async function accessibleOrder(c: Context<AppEnv>, id: string, type?: 'frame' | 'character') {
  const order = await findAccessibleOrder(c.get('db'), id, c.get('user')?.id ?? null, await browserOrderIds(c));
  if (type && order.type !== type) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return order;
}

async function completePayment(c: Context<AppEnv>, id: string, paymentIntentId: string, type: 'frame' | 'character') {
  const order = await accessibleOrder(c, id, type);
  const updated = await confirmWithStripe(
    c.get('db'),
    c.env,
    createStripe(c.env),
    order,
    paymentIntentId,
    publicOrigin(c.env, c.req.url),
  );
  return {
    paymentStatus: updated.paymentStatus,
    uploadToken: updated.paymentStatus === 'paid' ? updated.uploadToken : null,
  };
}

async function paymentSetup(
  c: Context<AppEnv>,
  id: string,
  type: 'frame' | 'character',
  input: {
    withoutVoucher: boolean;
    shippingAddress?: z.infer<typeof CreateFramePaymentIntentInputSchema>['shippingAddress'];
    country?: string | undefined;
  },
) {
  const found = await accessibleOrder(c, id, type);
  // A country whose VAT the shop cannot invoice (an EU state without a configured rate, or none for a
  // character) is refused before any charge.
  if (input.shippingAddress) assertSellable(c.env, input.shippingAddress.country);
  const order = type === 'character' ? await characterBuyerCountry(c.get('db'), c.env, found, input.country) : found;
  const result = await setupPayment(
    c.get('db'),
    c.env,
    createStripe(c.env),
    order,
    input,
    publicOrigin(c.env, c.req.url),
  );
  return {
    clientSecret: result.clientSecret,
    amount: formatDollars(result.amountCents),
    uploadToken: result.uploadToken,
  };
}

export const orderRoutes = new Hono<AppEnv>()
  .post('/frame', validate('json', CreateFrameOrderInputSchema), async (c) => {
    const input = c.req.valid('json');
    const order = await createOrder(c.get('db'), { ...input, type: 'frame', userId: c.get('user')?.id ?? null });
    await rememberOrder(c, order.id);
    return c.json({ orderId: order.id }, 201);
  })
  .post('/character', validate('json', CreateCharacterOrderInputSchema), async (c) => {
    const input = c.req.valid('json');
    const order = await createOrder(c.get('db'), { ...input, type: 'character', userId: c.get('user')?.id ?? null });
    await rememberOrder(c, order.id);
    return c.json({ orderId: order.id }, 201);
  })
  .patch('/link-to-user', requireUser, validate('json', LinkOrdersInputSchema), async (c) => {
    const user = currentUser(c);
    const { orderIds, uploadToken } = c.req.valid('json');
    const db = c.get('db');
    const linked = await linkOrdersToUser(db, c.env.JOBS, user.id, orderIds, uploadToken);
    return c.json({ linked });
  })
  // "Cancel order" on the dashboard: the signed-in owner's unpaid order only (paid ones go to returns).
  .post('/:id/cancel', requireUser, validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
    const user = currentUser(c);
    const db = c.get('db');
    const order = await findOrder(db, c.req.valid('param').id);
    if (!order || order.userId !== user.id) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
    const cancelled = await cancelOrder(db, c.env, createStripe(c.env), order, user, publicOrigin(c.env, c.req.url));
    return c.json(presentOrder(cancelled, { withUploadToken: false }));
  })
  .get('/:id', validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
    const order = await accessibleOrder(c, c.req.valid('param').id);
    return c.json(presentOrder(order, { withUploadToken: true }));
  })
  .post(
    '/:id/payment-intent',
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CreateFramePaymentIntentInputSchema),
    async (c) => c.json(await paymentSetup(c, c.req.valid('param').id, 'frame', c.req.valid('json'))),
  )
  .post(
    '/:id/character-payment-intent',
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CreateCharacterPaymentIntentInputSchema),
    async (c) => c.json(await paymentSetup(c, c.req.valid('param').id, 'character', c.req.valid('json'))),
  )
  .patch(
    '/:id/complete-payment',
    requireUser,
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CompletePaymentInputSchema),
    async (c) =>
      c.json(await completePayment(c, c.req.valid('param').id, c.req.valid('json').paymentIntentId, 'frame')),
  )
  .patch(
    '/:id/complete-character-payment',
    requireUser,
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CompletePaymentInputSchema),
    async (c) =>
      c.json(await completePayment(c, c.req.valid('param').id, c.req.valid('json').paymentIntentId, 'character')),
  )
  .patch(
    '/:id/complete-payment-guest',
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CompletePaymentInputSchema),
    async (c) => {
      const result = await completePayment(c, c.req.valid('param').id, c.req.valid('json').paymentIntentId, 'frame');
      return c.json({ ...result, requiresRegistration: !c.get('user') });
    },
  )
  .patch(
    '/:id/complete-character-payment-guest',
    validate('param', IdParamSchema, 'NOT_FOUND'),
    validate('json', CompletePaymentInputSchema),
    async (c) => {
      const result = await completePayment(
        c,
        c.req.valid('param').id,
        c.req.valid('json').paymentIntentId,
        'character',
      );
      return c.json({ ...result, requiresRegistration: !c.get('user') });
    },
  );
