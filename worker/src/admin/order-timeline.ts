import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents, returns } from '../db/schema';

/**
 * An order's timeline: its own events and those of the returns linked to it (approval, label,
 * shipping, completion: recorded on the return), oldest first, so the back office reads the whole
 * story of the order, refund included, in one list.
 */
export async function orderTimeline(db: Db, orderId: string) {
  const linked = db.select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId));
  return db
    .select()
    .from(auditEvents)
    .where(
      or(
        and(eq(auditEvents.entityType, 'order'), eq(auditEvents.entityId, orderId)),
        and(eq(auditEvents.entityType, 'return'), inArray(auditEvents.entityId, linked)),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), sql`rowid`);
}
