import { formatDollars } from '@dtm/shared/money';
import { orderState } from '@dtm/shared/order-state';
import type { UpdateReturnRequestInput } from '@dtm/shared/returns';
import { desc, eq, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert, snapshot } from '../audit/record';
import type { Db } from '../db/client';
import { type OrderRow, orders, returns } from '../db/schema';

/** Spec order: pending, approved, shipped, completed; newest first within each. */
const STATUS_RANK = sql`CASE ${returns.status} WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 WHEN 'shipped' THEN 2 ELSE 3 END`;

/** Every return request in the spec's order, with what is left to refund on its order. */
export async function listReturnRequests(db: Db) {
  const rows = await db
    .select({ row: returns, order: orders })
    .from(returns)
    .leftJoin(orders, eq(orders.id, returns.orderId))
    .orderBy(STATUS_RANK, desc(returns.createdAt));
  return rows.map(({ row, order }) => presentReturnRequest(row, order));
}

/**
 * A return as the back office sees it: the customer's label link stays the customer's (it is in
 * their mail); what is left to refund on its order decides whether "Refund order" is offered.
 */
export function presentReturnRequest(row: ReturnRow, order?: OrderRow | null) {
  const { labelToken, ...shown } = row;
  const left = order ? formatDollars(orderState(order).leftToRefundCents) : null;
  return { ...shown, hasLabel: labelToken !== null, orderLeftToRefund: left };
}

/** One return request by id, or undefined. */
export function findReturnRequest(db: Db, id: string) {
  return db.query.returns.findFirst({ where: eq(returns.id, id) });
}

type ReturnRow = typeof returns.$inferSelect;

/** Applies the admin's change and records it in one batch. Undefined when the row is gone. */
export async function updateReturnRequest(
  db: Db,
  input: { actor: AuditEntry['actor']; before: ReturnRow; change: UpdateReturnRequestInput },
) {
  const { actor, before, change: requested } = input;
  const change = {
    ...(requested.status ? { status: requested.status } : {}),
    ...(requested.returnLabelSent !== undefined ? { returnLabelSent: requested.returnLabelSent } : {}),
  };
  const keys = Object.keys(change) as (keyof typeof change)[];
  const [[updated]] = await db.batch([
    db.update(returns).set(change).where(eq(returns.id, before.id)).returning(),
    auditInsert(db, {
      actor,
      action: 'return.updated',
      entityType: 'return',
      entityId: before.id,
      before: snapshot(before, keys),
      after: change,
    }),
  ]);
  return updated;
}
