import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { releaseClaim } from './paid';

const UNPAID = ['pending', 'failed'] as const;

/**
 * Unpaid orders whose customer deleted the account before this was done at deletion (issue #37):
 * nobody is left to pay them, so they are cancelled (cron), on their timeline, their voucher use
 * given back, instead of waiting as "pending" forever. New deletions cancel them at once.
 */
export async function cancelOrphanedOrders(db: Db, now = new Date()): Promise<number> {
  const orphaned = await db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, [...UNPAID]),
        isNull(orders.cancelledAt),
        isNull(orders.userId),
        like(orders.customerEmail, '%@deleted.invalid'),
      ),
    );
  for (const order of orphaned) {
    await db.batch([
      db
        .update(orders)
        .set({ cancelledAt: now })
        .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, [...UNPAID]), isNull(orders.cancelledAt))),
      auditInsert(db, {
        actor: null,
        action: 'order.cancelled',
        entityType: 'order',
        entityId: order.id,
        before: { paymentStatus: order.paymentStatus },
        after: { cancelled: true, reason: 'account deleted' },
      }),
    ]);
    await releaseClaim(db, order.id);
  }
  return orphaned.length;
}
