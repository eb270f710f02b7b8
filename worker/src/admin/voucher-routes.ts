import { IdSchema } from '@dtm/shared/common';
import { CreateVoucherInputSchema, formatDiscountValue, ToggleVoucherInputSchema } from '@dtm/shared/vouchers';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { auditInsert } from '../audit/record';
import { currentUser } from '../auth/session';
import type { Db } from '../db/client';
import { vouchers, voucherUsage } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';

const VoucherParamSchema = z.object({ id: IdSchema });
const VOUCHER_NOT_FOUND = 'This voucher does not exist any more. Reload the list.';
export const VOUCHER_CODE_TAKEN = 'A voucher with this code already exists. Codes are not case-sensitive.';
export const VOUCHER_EXPIRY_PAST = 'The expiration date must be in the future.';

type VoucherRow = typeof vouchers.$inferSelect;

/** Voucher rows with how often they were used (voucher_usage rows = paid orders). */
async function vouchersWithUsage(db: Db, id?: string) {
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

/** A voucher as the back office shows it. */
function presentVoucher(voucher: VoucherRow, used: number) {
  return {
    id: voucher.id,
    code: voucher.code,
    discountType: voucher.discountType,
    discountValue: formatDiscountValue(voucher.discountType, voucher.discountValue),
    usageLimit: voucher.usageLimit,
    usedCount: used,
    reservedCount: Math.max(0, voucher.usedCount - used),
    expiresAt: voucher.expiresAt?.toISOString() ?? null,
    applicableProducts: voucher.applicableProducts,
    active: voucher.active,
    createdAt: voucher.createdAt.toISOString(),
  };
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

/** /api/admin/vouchers: list, create, activate/deactivate. */
export const adminVoucherRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await vouchersWithUsage(c.get('db'));
    return c.json(rows.map((row) => presentVoucher(row.voucher, row.used)));
  })
  .post('/', validate('json', CreateVoucherInputSchema), async (c) => {
    const db = c.get('db');
    const input = c.req.valid('json');
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw new ApiError('BAD_REQUEST', VOUCHER_EXPIRY_PAST, { fields: { expiresAt: [VOUCHER_EXPIRY_PAST] } });
    }
    const values = {
      id: crypto.randomUUID(),
      code: input.code,
      discountType: input.discountType,
      discountValue: input.discountValue,
      usageLimit: input.usageLimit ?? null,
      expiresAt,
      applicableProducts: input.applicableProducts,
      active: input.active,
      createdAt: new Date(),
      usedCount: 0,
    } satisfies VoucherRow;
    const [[created]] = await db.batch([
      db.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning(),
      auditInsert(db, {
        actor: currentUser(c),
        action: 'voucher.created',
        entityType: 'voucher',
        entityId: values.id,
        after: auditFields(values),
      }),
    ]);
    if (!created) throw new ApiError('CONFLICT', VOUCHER_CODE_TAKEN, { fields: { code: [VOUCHER_CODE_TAKEN] } });
    return c.json(presentVoucher(created, 0), 201);
  })
  .patch(
    '/:id/toggle',
    validate('param', VoucherParamSchema, 'NOT_FOUND'),
    validate('json', ToggleVoucherInputSchema),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const { active } = c.req.valid('json');
      const [current] = await vouchersWithUsage(db, id);
      if (!current) throw new ApiError('NOT_FOUND', VOUCHER_NOT_FOUND);
      if (current.voucher.active === active) return c.json(presentVoucher(current.voucher, current.used));
      const [[updated]] = await db.batch([
        db
          .update(vouchers)
          .set({ active })
          .where(and(eq(vouchers.id, id), eq(vouchers.active, current.voucher.active)))
          .returning(),
        auditInsert(db, {
          actor: currentUser(c),
          action: 'voucher.active',
          entityType: 'voucher',
          entityId: id,
          before: { active: current.voucher.active },
          after: { active },
        }),
      ]);
      return c.json(presentVoucher(updated ?? { ...current.voucher, active }, current.used));
    },
  );
