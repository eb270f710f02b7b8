import type { ReturnStatus, SupportStatus } from '@dtm/shared/constants';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';

export const supportRequests = sqliteTable(
  'support_requests',
  {
    id: id(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    adminResponse: text('admin_response'),
    orderId: text('order_id'),
    /** The client's idempotency key: a retried submit never creates a second row. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('support_requests_status_idx').on(t.status, t.createdAt)],
);

export const returns = sqliteTable(
  'returns',
  {
    id: id(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    orderNumber: text('order_number').notNull(),
    /** The paid order the form's number and e-mail matched (null for requests stored before 0009). */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason'),
    additionalInfo: text('additional_info'),
    status: text('status').$type<ReturnStatus>().notNull().default('pending'),
    returnLabelSent: integer('return_label_sent', { mode: 'boolean' }).notNull().default(false),
    /** The unguessable key of the customer's label link (GET /api/returns/label/:token); set once, with the label. */
    labelToken: text('label_token').unique(),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('returns_status_idx').on(t.status, t.createdAt)],
);
