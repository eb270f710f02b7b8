import { ADMIN_MESSAGES, AdminOrderFilterSchema, AdminOrderListQuerySchema } from '@dtm/shared/admin';
import { UuidSchema } from '@dtm/shared/common';
import { formatDollars } from '@dtm/shared/money';
import { ORDER_MESSAGES, UpdateFulfillmentInputSchema } from '@dtm/shared/orders';
import { CreateRefundInputSchema, REFUND_MESSAGES } from '@dtm/shared/refunds';
import { AdminUploadLinkInputSchema, UPLOAD_LINK_MESSAGES } from '@dtm/shared/uploads';
import { Hono } from 'hono';
import { z } from 'zod';
import { presentAuditEvent } from '../audit/record';
import { publicOrigin } from '../auth/auth';
import { currentUser } from '../auth/session';
import type { ShippingAddress } from '../db/schema/orders';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { sendMail } from '../mail/mailer';
import { itemsOf } from '../marketplace/orders';
import { presentOrder } from '../orders/present';
import { findOrder } from '../orders/service';
import { hasOpenUploadLink, renewUploadLink, uploadLinkMail } from '../uploads/link-renewal';
import { csvLine } from './csv';
import { fulfillmentMail, notifiesCustomer } from './fulfillment-mail';
import { allMatchingOrders, searchOrders } from './order-search';
import { setFulfillmentStatus } from './order-service';
import { orderTimeline } from './order-timeline';
import { presentRefund, refundOrder } from './refund-service';

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
  'Refunded (USD)',
  'Voucher',
  'Payment status',
  'Fulfillment status',
  'Payment id',
  'Ship to name',
  'Ship to address line 1',
  'Ship to address line 2',
  'Ship to city',
  'Ship to state',
  'Ship to postal code',
  'Ship to country',
  'Ship to phone',
];

/** The shipping address in the CSV's last columns (empty for characters and orders without one). */
function shippingColumns(address: ShippingAddress | null): (string | null)[] {
  if (!address) return Array(8).fill(null);
  const { name, line1, line2, city, state, postalCode, country, phone } = address;
  return [name, line1, line2 ?? null, city, state ?? null, postalCode, country, phone ?? null];
}

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
  .get('/export.csv', validate('query', AdminOrderFilterSchema), async (c) => {
    const { search, type } = c.req.valid('query');
    const db = c.get('db');
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`));
        for await (const rows of allMatchingOrders(db, search, 1000, type)) {
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
                formatDollars(order.refundedCents),
                order.voucherCode,
                order.paymentStatus,
                order.fulfillmentStatus,
                order.stripePaymentIntentId,
                ...shippingColumns(order.shippingAddress),
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
    const order = await findOrder(db, id);
    if (!order) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
    const [events, items] = await Promise.all([orderTimeline(db, id), itemsOf(db, id)]);
    return c.json({
      order: presentOrder(order, { withUploadToken: false }),
      events: events.map(presentAuditEvent),
      items: items.map((item) => ({
        kind: item.kind,
        description: item.description,
        quantity: item.quantity,
        unitPrice: formatDollars(item.unitCents),
        total: formatDollars(item.totalCents),
      })),
    });
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
      const before = await findOrder(db, id);
      if (!before) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
      if (before.fulfillmentStatus === fulfillmentStatus) {
        return c.json(presentOrder(before, { withUploadToken: false }));
      }
      const updated = await setFulfillmentStatus(db, {
        actor: admin,
        id,
        before: before.fulfillmentStatus,
        fulfillmentStatus,
      });
      if (!updated) throw new ApiError('CONFLICT', ADMIN_MESSAGES.orderChanged);
      if (notifiesCustomer(fulfillmentStatus)) {
        await sendMail(c.env, db, fulfillmentMail(updated, fulfillmentStatus, publicOrigin(c.env, c.req.url)));
      }
      return c.json(presentOrder(updated, { withUploadToken: false }));
    },
  )
  .post(
    '/:id/upload-link',
    validate('param', OrderParamSchema, 'NOT_FOUND'),
    validate('json', AdminUploadLinkInputSchema),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const { action } = c.req.valid('json');
      const order = await findOrder(db, id);
      if (!order) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
      if (!hasOpenUploadLink(order)) throw new ApiError('CONFLICT', UPLOAD_LINK_MESSAGES.notRenewable);
      let sent = order;
      if (action === 'extend') {
        const extended = await renewUploadLink(db, order, currentUser(c), { keepToken: true });
        if (!extended) throw new ApiError('CONFLICT', ADMIN_MESSAGES.orderChanged);
        sent = extended;
      } else if (!order.uploadExpiresAt || order.uploadExpiresAt.getTime() <= Date.now()) {
        throw new ApiError('CONFLICT', UPLOAD_LINK_MESSAGES.resendExpired);
      }
      await sendMail(c.env, db, uploadLinkMail(sent, publicOrigin(c.env, c.req.url)));
      return c.json({
        order: presentOrder(sent, { withUploadToken: false }),
        message: action === 'extend' ? UPLOAD_LINK_MESSAGES.extended : UPLOAD_LINK_MESSAGES.resent,
      });
    },
  )
  .post(
    '/:id/refunds',
    validate('param', OrderParamSchema, 'NOT_FOUND'),
    validate('json', CreateRefundInputSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const outcome = await refundOrder(c.get('db'), c.env, { ...input, orderId: id, actor: currentUser(c) });
      const { order, refund, created } = outcome;
      const message =
        refund.status === 'succeeded' ? REFUND_MESSAGES.done(refund.amountCents) : REFUND_MESSAGES.pending;
      return c.json(
        { order: presentOrder(order, { withUploadToken: false }), refund: presentRefund(refund), message },
        created ? 201 : 200,
      );
    },
  );
