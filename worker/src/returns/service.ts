import { SHOP } from '@dtm/shared/constants';
import { type CreateReturnRequestInput, RETURN_MESSAGES } from '@dtm/shared/returns';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { type OrderRow, orders, returns } from '../db/schema';
import { storeFormRequest } from '../forms/store-request';
import { ApiError } from '../lib/errors';

const DAY_MS = 86_400_000;
const SHORT_ID = /^[0-9a-f]{8}$/;
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The order number as typed ("#A1B2C3D4", " a1b2c3d4 ", the full id): lower-case, no '#', no spaces. */
function normalOrderNumber(typed: string): string {
  return typed.trim().replace(/^#/, '').replace(/\s+/g, '').toLowerCase();
}

/**
 * The one paid order with this number (the mails' 8 characters or the full id) and this customer
 * e-mail (any case). Undefined for every other case alike, so the answer never tells whether an
 * order exists for someone else's address.
 */
export async function findReturnableOrder(db: Db, orderNumber: string, email: string): Promise<OrderRow | undefined> {
  const number = normalOrderNumber(orderNumber);
  const byId = FULL_ID.test(number)
    ? eq(orders.id, number)
    : SHORT_ID.test(number)
      ? sql`substr(${orders.id}, 1, 8) = ${number}`
      : undefined;
  if (!byId) return undefined;
  const found = await db
    .select()
    .from(orders)
    .where(
      and(byId, eq(orders.paymentStatus, 'paid'), sql`lower(${orders.customerEmail}) = ${email.trim().toLowerCase()}`),
    )
    .limit(2);
  // Two paid orders of one address sharing 8 characters: only the full id tells them apart.
  return found.length === 1 ? found[0] : undefined;
}

/** The last day a delivered order may be returned, or null while it is not delivered (always returnable). */
export function returnWindowEnd(order: Pick<OrderRow, 'fulfillmentStatus' | 'deliveredAt' | 'updatedAt'>): Date | null {
  if (order.fulfillmentStatus !== 'delivered') return null;
  const delivered = order.deliveredAt ?? order.updatedAt;
  return new Date(delivered.getTime() + SHOP.returnDays * DAY_MS);
}

/** "27 January 2027": the date as the refusal names it (UTC, so the answer is the same everywhere). */
function dayName(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The order a return may be made for, or the refusal the form shows. Nothing is stored here. */
export async function orderForReturn(db: Db, input: CreateReturnRequestInput, now = Date.now()): Promise<OrderRow> {
  const order = await findReturnableOrder(db, input.orderNumber, input.customerEmail);
  if (!order)
    throw new ApiError('NOT_FOUND', RETURN_MESSAGES.orderNotFound, {
      fields: { orderNumber: [RETURN_MESSAGES.orderNotFound] },
    });
  const end = returnWindowEnd(order);
  if (end && end.getTime() < now) {
    const message = RETURN_MESSAGES.windowClosed(dayName(end));
    throw new ApiError('CONFLICT', message, { fields: { orderNumber: [message] } });
  }
  return order;
}

/**
 * Stores a return request for a checked order once per idempotency key, after the per-client
 * limit (see store-request.ts), and puts it on the order's timeline in the same batch.
 */
export function storeReturnRequest(
  db: Db,
  input: { request: CreateReturnRequestInput; order: OrderRow; actor: AuditEntry['actor'] },
  limitKey: string,
) {
  const { request, order, actor } = input;
  const id = crypto.randomUUID();
  return storeFormRequest(db, {
    idempotencyKey: request.idempotencyKey,
    limitKey,
    find: (key) => db.select().from(returns).where(eq(returns.idempotencyKey, key)).get(),
    insert: async () => {
      const [inserted] = await db.batch([
        db
          .insert(returns)
          .values({ ...request, id, orderId: order.id, orderNumber: order.id.slice(0, SHOP.orderShortIdLength) })
          .onConflictDoNothing({ target: returns.idempotencyKey })
          .returning(),
        auditInsert(db, {
          actor,
          action: 'return.requested',
          entityType: 'order',
          entityId: order.id,
          after: { returnId: id, reason: request.reason ?? null },
        }),
      ]);
      return inserted[0];
    },
  });
}
