import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { assertSellable, type VatEnv } from '../invoices/vat';
import { buyerCountry } from '../marketplace/orders';

/**
 * A character's payment set-up: the buyer's country, which its invoice's VAT follows (a frame's is
 * its shipping address's). The one chosen at checkout, else the one the order kept from a first
 * try, else the country of the buyer's latest order. None, or one the shop cannot invoice, is
 * refused with the clear 400 before anything is charged; an unpaid order keeps the country.
 */
export async function characterBuyerCountry(
  db: Db,
  env: VatEnv,
  order: OrderRow,
  chosen: string | undefined,
): Promise<OrderRow> {
  const country =
    chosen ?? order.billingCountry ?? (order.userId ? await buyerCountry(db, order.userId, undefined) : undefined);
  assertSellable(env, country);
  const settled = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || order.cancelledAt !== null;
  if (!country || country === order.billingCountry || settled) return order;
  await db.update(orders).set({ billingCountry: country }).where(eq(orders.id, order.id));
  return { ...order, billingCountry: country };
}
