import { ADMIN_MESSAGES } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import {
  CreateVoucherInputSchema,
  formatDiscountValue,
  ToggleVoucherInputSchema,
  VOUCHER_MESSAGES,
} from '@dtm/shared/vouchers';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { createVoucher, setVoucherActive, type VoucherRow, vouchersWithUsage } from './voucher-service';

const VoucherParamSchema = z.object({ id: IdSchema });

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

/** /api/admin/vouchers: list, create, activate/deactivate. */
export const adminVoucherRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await vouchersWithUsage(c.get('db'));
    return c.json(rows.map((row) => presentVoucher(row.voucher, row.used)));
  })
  .post('/', validate('json', CreateVoucherInputSchema), async (c) => {
    const input = c.req.valid('json');
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      const message = VOUCHER_MESSAGES.expiryPast;
      throw new ApiError('BAD_REQUEST', message, { fields: { expiresAt: [message] } });
    }
    const created = await createVoucher(c.get('db'), { actor: currentUser(c), voucher: input, expiresAt });
    if (!created) {
      const message = VOUCHER_MESSAGES.codeTaken;
      throw new ApiError('CONFLICT', message, { fields: { code: [message] } });
    }
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
      if (!current) throw new ApiError('NOT_FOUND', ADMIN_MESSAGES.voucherNotFound);
      if (current.voucher.active === active) return c.json(presentVoucher(current.voucher, current.used));
      const before = current.voucher.active;
      const updated = await setVoucherActive(db, { actor: currentUser(c), id, before, active });
      return c.json(presentVoucher(updated ?? { ...current.voucher, active }, current.used));
    },
  );
