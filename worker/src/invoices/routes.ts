import { UuidSchema } from '@dtm/shared/common';
import { CreditNoteParamSchema } from '@dtm/shared/invoices';
import { ORDER_MESSAGES } from '@dtm/shared/orders';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { browserOrderIds } from '../orders/access';
import { findAccessibleOrder, findOrder } from '../orders/service';
import { creditNoteDownload, invoiceDownload, orderDocuments } from './documents';

const OrderParamSchema = z.object({ id: UuidSchema });

/** The caller's own order (signed-in owner, or the browser that created a guest order); else 404. */
async function ownOrder(c: Context<AppEnv>, id: string) {
  return findAccessibleOrder(c.get('db'), id, c.get('user')?.id ?? null, await browserOrderIds(c));
}

async function anyOrder(c: Context<AppEnv>, id: string) {
  const order = await findOrder(c.get('db'), id);
  if (!order) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return order;
}

/** /api/orders/:id/...: the customer's invoice and credit notes (anyone else's answer 404). */
export const invoiceRoutes = new Hono<AppEnv>()
  .get('/:id/documents', validate('param', OrderParamSchema, 'NOT_FOUND'), async (c) => {
    const order = await ownOrder(c, c.req.valid('param').id);
    return c.json(await orderDocuments(c.env, c.get('db'), order, 'customer'));
  })
  .get('/:id/invoice', validate('param', OrderParamSchema, 'NOT_FOUND'), async (c) => {
    const order = await ownOrder(c, c.req.valid('param').id);
    return invoiceDownload(c.env, c.get('db'), order);
  })
  .get('/:id/credit-notes/:number', validate('param', CreditNoteParamSchema, 'NOT_FOUND'), async (c) => {
    const { id, number } = c.req.valid('param');
    return creditNoteDownload(c.env, c.get('db'), await ownOrder(c, id), number);
  });

/** /api/admin/orders/:id/...: every order's invoice and credit notes (behind requireAdmin). */
export const adminInvoiceRoutes = new Hono<AppEnv>()
  .get('/:id/documents', validate('param', OrderParamSchema, 'NOT_FOUND'), async (c) => {
    const order = await anyOrder(c, c.req.valid('param').id);
    return c.json(await orderDocuments(c.env, c.get('db'), order, 'admin'));
  })
  .get('/:id/invoice', validate('param', OrderParamSchema, 'NOT_FOUND'), async (c) =>
    invoiceDownload(c.env, c.get('db'), await anyOrder(c, c.req.valid('param').id)),
  )
  .get('/:id/credit-notes/:number', validate('param', CreditNoteParamSchema, 'NOT_FOUND'), async (c) => {
    const { id, number } = c.req.valid('param');
    return creditNoteDownload(c.env, c.get('db'), await anyOrder(c, id), number);
  });
