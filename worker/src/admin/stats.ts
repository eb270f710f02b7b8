import { ADMIN_CHART_DAYS } from '@dtm/shared/admin';
import { SHOP } from '@dtm/shared/constants';
import { formatDollars } from '@dtm/shared/money';
import { and, desc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { animationVariations, orders, returns, supportRequests, vouchers } from '../db/schema';
import { countNeedingCare } from '../devices/health';
import { presentOrder } from '../orders/present';
import { orderAwaitsPayment, orderGoesAhead } from '../orders/state-sql';
import { countWaiting, waitingCounts } from './waiting';

const DAY_MS = 86_400_000;

/** The first millisecond of the UTC day `days` days before `now`'s day. */
function startOfUtcDay(now: Date, daysBack: number): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS - daysBack * DAY_MS;
}

/**
 * The admin dashboard in one round trip: counts and the revenue sum are computed by SQLite over
 * integer cents (exact), the chart groups the last 30 UTC days through the created_at index.
 * Frames and characters waiting for an admin are counted as their lists flag them (waiting.ts).
 * Revenue is what paid orders kept: the amount less what was refunded (a fully refunded order is
 * 'refunded', so it counts nothing).
 */
export async function dashboardStats(db: Db, now = new Date()) {
  const chartStart = startOfUtcDay(now, ADMIN_CHART_DAYS - 1);
  const paid = sql`${orders.paymentStatus} = 'paid'`;
  const [
    [totals],
    [support],
    [returnCount],
    [voucherCount],
    recent,
    days,
    [variations],
    [frames],
    [characters],
    [care],
  ] = await db.batch([
    db
      .select({
        total: sql<number>`count(*)`,
        paid: sql<number>`coalesce(sum(${paid}), 0)`,
        pending: sql<number>`coalesce(sum(${orderAwaitsPayment}), 0)`,
        revenueCents: sql<number>`coalesce(sum(CASE WHEN ${paid} THEN ${orders.amountCents} - ${orders.refundedCents} END), 0)`,
        // Work in hand counts only orders going ahead; what went out stays counted after a refund (a return).
        processing: sql<number>`coalesce(sum(${orderGoesAhead} AND ${orders.fulfillmentStatus} = 'processing'), 0)`,
        shipped: sql<number>`coalesce(sum(${orders.cancelledAt} IS NULL AND ${orders.fulfillmentStatus} = 'shipped'), 0)`,
        delivered: sql<number>`coalesce(sum(${orders.cancelledAt} IS NULL AND ${orders.fulfillmentStatus} = 'delivered'), 0)`,
      })
      .from(orders),
    db.select({ open: sql<number>`count(*)` }).from(supportRequests).where(ne(supportRequests.status, 'resolved')),
    db.select({ pending: sql<number>`count(*)` }).from(returns).where(eq(returns.status, 'pending')),
    db
      .select({ active: sql<number>`count(*)` })
      .from(vouchers)
      .where(
        and(
          sql`${vouchers.active} = 1`,
          or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)),
          or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit)),
        ),
      ),
    db.select().from(orders).orderBy(desc(orders.createdAt)).limit(SHOP.recentOrdersOnDashboard),
    db
      .select({
        // Integer division by a literal: a bound number would arrive as a float and divide exactly.
        day: sql<number>`${orders.createdAt} / ${sql.raw(String(DAY_MS))}`.as('day'),
        orders: sql<number>`count(*)`,
        revenueCents: sql<number>`coalesce(sum(CASE WHEN ${paid} THEN ${orders.amountCents} - ${orders.refundedCents} END), 0)`,
      })
      .from(orders)
      .where(gte(orders.createdAt, new Date(chartStart)))
      .groupBy(sql`day`),
    db
      .select({ beingMade: sql<number>`count(*)` })
      .from(animationVariations)
      .where(eq(animationVariations.status, 'being_made')),
    countWaiting(db, 'frame'),
    countWaiting(db, 'character'),
    countNeedingCare(db, now.getTime()),
  ]);
  const byDay = new Map(days.map((row) => [row.day, row]));
  const daily = Array.from({ length: ADMIN_CHART_DAYS }, (_, index) => {
    const dayStart = chartStart + index * DAY_MS;
    const row = byDay.get(dayStart / DAY_MS);
    return {
      date: new Date(dayStart).toISOString().slice(0, 10),
      orders: row?.orders ?? 0,
      revenue: formatDollars(row?.revenueCents ?? 0),
    };
  });
  return {
    orders: { total: totals?.total ?? 0, paid: totals?.paid ?? 0, pending: totals?.pending ?? 0 },
    revenue: formatDollars(totals?.revenueCents ?? 0),
    openSupportRequests: support?.open ?? 0,
    pendingReturns: returnCount?.pending ?? 0,
    variationsBeingMade: variations?.beingMade ?? 0,
    framesNeedCare: care?.count ?? 0,
    waiting: { frames: waitingCounts(frames), characters: waitingCounts(characters) },
    activeVouchers: voucherCount?.active ?? 0,
    fulfillment: {
      processing: totals?.processing ?? 0,
      shipped: totals?.shipped ?? 0,
      delivered: totals?.delivered ?? 0,
    },
    recentOrders: recent.map((order) => presentOrder(order, { withUploadToken: false })),
    daily,
  };
}
