import { sql } from 'drizzle-orm';
import { orders } from '../db/schema';

/**
 * The database's twin of `orderState(order).goesAhead` (shared/order-state.ts), for lists and
 * counts: paid (perhaps partly refunded; a full refund sets `refunded`) and not cancelled. A
 * refunded or cancelled order's frame or character is no longer in the production queue.
 */
export const orderGoesAhead = sql<boolean>`(${orders.paymentStatus} = 'paid' AND ${orders.cancelledAt} IS NULL)`;

/** Unpaid and still payable: the dashboard's "pending" (a cancelled order is not waiting for anything). */
export const orderAwaitsPayment = sql<boolean>`(${orders.paymentStatus} = 'pending' AND ${orders.cancelledAt} IS NULL)`;
