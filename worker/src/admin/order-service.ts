import type { FulfillmentStatus } from '@dtm/shared/constants';
import { and, eq } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { type OrderRow, orders } from '../db/schema';

/**
 * Sets the fulfilment status and records it in one batch. Conditional on the status read before,
 * so two admins changing it at once cannot log a false "before": undefined when the order changed meanwhile.
 */
export async function setFulfillmentStatus(
  db: Db,
  input: { actor: AuditEntry['actor']; id: string; before: FulfillmentStatus; fulfillmentStatus: FulfillmentStatus },
): Promise<OrderRow | undefined> {
  const { actor, id, before, fulfillmentStatus } = input;
  const [[updated]] = await db.batch([
    db
      .update(orders)
      // The return window runs from delivery; a delivery taken back (set to another status) has no date.
      .set({ fulfillmentStatus, deliveredAt: fulfillmentStatus === 'delivered' ? new Date() : null })
      .where(and(eq(orders.id, id), eq(orders.fulfillmentStatus, before)))
      .returning(),
    auditInsert(db, {
      actor,
      action: 'order.fulfillment_status',
      entityType: 'order',
      entityId: id,
      before: { fulfillmentStatus: before },
      after: { fulfillmentStatus },
    }),
  ]);
  return updated;
}
