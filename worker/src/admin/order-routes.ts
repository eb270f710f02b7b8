import { AdminOrderListQuerySchema, AdminSearchQuerySchema } from '@dtm/shared/admin';
import { UuidSchema } from '@dtm/shared/common';
import { formatDollars } from '@dtm/shared/money';
import { UpdateFulfillmentInputSchema } from '@dtm/shared/orders';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { auditInsert, eventsFor, presentAuditEvent } from '../audit/record';
import { publicOrigin } from '../auth/auth';
import { currentUser } from '../auth/session';
import { orders } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { sendMail } from '../mail/mailer';
import { presentOrder } from '../orders/present';
import { ORDER_NOT_FOUND } from '../orders/service';
import { csvLine } from './csv';
import { fulfillmentMail, notifiesCustomer } from './fulfillment-mail';
import { allMatchingOrders, searchOrders } from './order-search';

const OrderParamSchema = z.object({ id: UuidSchema });

const CSV_HEADER = [
  'Order ID',
  'Created',
  'Type',
  'Customer name',
  'Customer email',
  'Frame size',
  'Character name',
  'Amount (USD)',
  'Discount (USD)',
  'Voucher',
  'Payment status',
  'Fulfillment status',
  'Payment id',
];

/** /api/admin/orders: search, details with timeline, CSV export and fulfilment changes. */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminOrderListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await searchOrders(c.get('db'), query);
    return c.json({
      orders: rows.map((order) => presentOrder(order, { withUploadToken: false })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  })
  .get('/export.csv', validate('query', AdminSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const db = c.get('db');
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`));
        for await (const rows of allMatchingOrders(db, search)) {
          const text = rows
            .map((order) =>
              csvLine([
                order.id,
                order.createdAt.toISOString(),
                order.type,
                order.customerName,
                order.customerEmail,
                order.frameSize,
                order.characterName,
                formatDollars(order.amountCents),
                formatDollars(order.discountCents),
                order.voucherCode,
                order.paymentStatus,
                order.fulfillmentStatus,
                order.stripePaymentIntentId,
              ]),
            )
            .join('');
          controller.enqueue(encoder.encode(text));
        }
        controller.close();
      },
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="orders-${stamp}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  })
  .get('/:id', validate('param', OrderParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
    if (!order) throw new ApiError('NOT_FOUND', ORDER_NOT_FOUND);
    const events = await eventsFor(db, 'order', id);
    return c.json({ order: presentOrder(order, { withUploadToken: false }), events: events.map(presentAuditEvent) });
  })
  .patch(
    '/:id/fulfillment',
    validate('param', OrderParamSchema, 'NOT_FOUND'),
    validate('json', UpdateFulfillmentInputSchema),
    async (c) => {
      const db = c.get('db');
      const admin = currentUser(c);
      const { id } = c.req.valid('param');
      const { fulfillmentStatus } = c.req.valid('json');
      const before = await db.query.orders.findFirst({ where: eq(orders.id, id) });
      if (!before) throw new ApiError('NOT_FOUND', ORDER_NOT_FOUND);
      if (before.fulfillmentStatus === fulfillmentStatus) {
        return c.json(presentOrder(before, { withUploadToken: false }));
      }
      // Conditional on the status read above, so two admins changing it at once cannot log a false "before".
      const [[updated]] = await db.batch([
        db
          .update(orders)
          .set({ fulfillmentStatus })
          .where(and(eq(orders.id, id), eq(orders.fulfillmentStatus, before.fulfillmentStatus)))
          .returning(),
        auditInsert(db, {
          actor: admin,
          action: 'order.fulfillment_status',
          entityType: 'order',
          entityId: id,
          before: { fulfillmentStatus: before.fulfillmentStatus },
          after: { fulfillmentStatus },
        }),
      ]);
      if (!updated) {
        throw new ApiError('CONFLICT', 'Someone else changed this order just now. Reload the list and try again.');
      }
      if (notifiesCustomer(fulfillmentStatus)) {
        await sendMail(c.env, db, fulfillmentMail(updated, fulfillmentStatus, publicOrigin(c.env, c.req.url)));
      }
      return c.json(presentOrder(updated, { withUploadToken: false }));
    },
  );
