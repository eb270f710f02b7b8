import type { DiscountType, VoucherProduct } from '@dtm/shared/constants';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, json, timestamp } from './columns';
import { orders } from './orders';

export const vouchers = sqliteTable('vouchers', {
  id: id(),
  /** Stored upper-case so codes are unique regardless of case. */
  code: text('code').notNull().unique(),
  discountType: text('discount_type').$type<DiscountType>().notNull(),
  /** Percent (1-100) for percentage vouchers, cents for fixed ones. */
  discountValue: integer('discount_value').notNull(),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  expiresAt: timestamp('expires_at'),
  applicableProducts: json<VoucherProduct[]>('applicable_products').notNull().default([]),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const voucherUsage = sqliteTable(
  'voucher_usage',
  {
    id: id(),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at')
      .notNull()
      .$defaultFn(() => new Date()),
  },
  // One row per order: recording a paid order twice is impossible.
  (t) => [uniqueIndex('voucher_usage_order_idx').on(t.orderId), index('voucher_usage_voucher_idx').on(t.voucherId)],
);
