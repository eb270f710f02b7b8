import type { CreateVoucherInput } from '@dtm/shared/vouchers';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { vouchers, voucherUsage } from '../db/schema';

export type VoucherRow = typeof vouchers.$inferSelect;
type Actor = AuditEntry['actor'];

/** Voucher rows with how often they were used (voucher_usage rows = paid orders). */
export async function vouchersWithUsage(db: Db, id?: string) {
  const used = db
    .select({ voucherId: voucherUsage.voucherId, used: sql<number>`count(*)`.as('used') })
    .from(voucherUsage)
    .groupBy(voucherUsage.voucherId)
    .as('used');
  return db
    .select({ voucher: vouchers, used: sql<number>`coalesce(${used.used}, 0)` })
    .from(vouchers)
    .leftJoin(used, eq(used.voucherId, vouchers.id))
    .where(id ? eq(vouchers.id, id) : undefined)
    .orderBy(desc(vouchers.createdAt));
}

const auditFields = (voucher: VoucherRow) => ({
  code: voucher.code,
  discountType: voucher.discountType,
  discountValue: voucher.discountValue,
  usageLimit: voucher.usageLimit,
  expiresAt: voucher.expiresAt?.toISOString() ?? null,
  applicableProducts: voucher.applicableProducts,
  active: voucher.active,
});

/** Creates the voucher and records it in one batch. Undefined when its code is taken (codes are case-insensitive). */
export async function createVoucher(
  db: Db,
  input: { actor: Actor; voucher: CreateVoucherInput; expiresAt: Date | null },
): Promise<VoucherRow | undefined> {
  const { voucher } = input;
  const values = {
    id: crypto.randomUUID(),
    code: voucher.code,
    discountType: voucher.discountType,
    discountValue: voucher.discountValue,
    usageLimit: voucher.usageLimit ?? null,
    expiresAt: input.expiresAt,
    applicableProducts: voucher.applicableProducts,
    active: voucher.active,
    createdAt: new Date(),
    usedCount: 0,
  } satisfies VoucherRow;
  const [[created]] = await db.batch([
    db.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning(),
    auditInsert(db, {
      actor: input.actor,
      action: 'voucher.created',
      entityType: 'voucher',
      entityId: values.id,
      after: auditFields(values),
    }),
  ]);
  return created;
}

/** Turns the voucher on or off and records it in one batch, conditional on the state read before. */
export async function setVoucherActive(db: Db, input: { actor: Actor; id: string; before: boolean; active: boolean }) {
  const [[updated]] = await db.batch([
    db
      .update(vouchers)
      .set({ active: input.active })
      .where(and(eq(vouchers.id, input.id), eq(vouchers.active, input.before)))
      .returning(),
    auditInsert(db, {
      actor: input.actor,
      action: 'voucher.active',
      entityType: 'voucher',
      entityId: input.id,
      before: { active: input.before },
      after: { active: input.active },
    }),
  ]);
  return updated;
}
