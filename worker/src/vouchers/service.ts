import type { VoucherProduct } from '@dtm/shared/constants';
import { applyDiscount, VOUCHER_MESSAGES } from '@dtm/shared/vouchers';
import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vouchers, voucherUsage } from '../db/schema';
import { ApiError } from '../lib/errors';

type Voucher = typeof vouchers.$inferSelect;

/** The checks at order creation: exists, active, not expired, product matches, limit not reached. */
export async function checkVoucher(db: Db, code: string, product: VoucherProduct, now = new Date()): Promise<Voucher> {
  const voucher = await db.query.vouchers.findFirst({ where: eq(vouchers.code, code.toUpperCase()) });
  if (!voucher)
    throw new ApiError('BAD_REQUEST', VOUCHER_MESSAGES.notFound, {
      fields: { voucherCode: [VOUCHER_MESSAGES.notFound] },
    });
  const refuse = (message: string) => {
    throw new ApiError('BAD_REQUEST', message, { fields: { voucherCode: [message] } });
  };
  if (!voucher.active) refuse(VOUCHER_MESSAGES.inactive);
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= now.getTime()) refuse(VOUCHER_MESSAGES.expired);
  if (voucher.applicableProducts.length > 0 && !voucher.applicableProducts.includes(product))
    refuse(VOUCHER_MESSAGES.wrongProduct);
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) refuse(VOUCHER_MESSAGES.usedUp);
  return voucher;
}

/** Price after the voucher, in cents (never below zero; under the card minimum becomes the minimum). */
export function priceWithVoucher(priceCents: number, voucher: Voucher | null) {
  if (!voucher) return { discountCents: 0, totalCents: priceCents };
  return applyDiscount(priceCents, voucher.discountType, voucher.discountValue);
}

/**
 * Claims one use with a single conditional UPDATE, so under any concurrency a voucher with
 * limit L is claimed at most L times. Unexecuted, for the caller's `db.batch([...])`; `also` is
 * a further condition the claim needs (the order still unclaimed, say). The statement changed a
 * row (`changes() > 0`) when a use was claimed.
 */
export function claimVoucherUse(db: Db, code: string, also?: SQL, now = new Date()) {
  return db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.code, code),
        eq(vouchers.active, true),
        or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit)),
        or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)),
        also,
      ),
    );
}

/** Gives a claimed use back (payment failed, cancelled, or abandoned). */
export async function releaseVoucherUse(db: Db, code: string): Promise<void> {
  await db
    .update(vouchers)
    .set({ usedCount: sql`max(${vouchers.usedCount} - 1, 0)` })
    .where(eq(vouchers.code, code));
}

/** One voucher_usage row per paid order (unique on order_id, so recording twice is a no-op). */
export async function recordVoucherUse(db: Db, code: string, orderId: string): Promise<void> {
  const voucher = await db.query.vouchers.findFirst({ where: eq(vouchers.code, code) });
  if (!voucher) return;
  await db.insert(voucherUsage).values({ voucherId: voucher.id, orderId }).onConflictDoNothing();
}
