import { describe, expect, it } from 'vitest';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';
import {
  applyDiscount,
  CreateVoucherInputSchema,
  describeDiscount,
  discountValueToInternal,
  formatDiscountValue,
  ToggleVoucherInputSchema,
  VoucherCodeInputSchema,
  VoucherCodeSchema,
  VoucherSchema,
  VoucherUsageSchema,
  voucherState,
} from './vouchers.ts';

const voucher = {
  id: 'vch_1',
  code: 'SUMMER10',
  discountType: 'percentage',
  discountValue: '10.00',
  usageLimit: 100,
  usedCount: 3,
  expiresAt: null,
  applicableProducts: ['7'],
  active: true,
  createdAt: NOW,
};

describe('VoucherSchema', () => {
  it('accepts a voucher as the API returns it, with unlimited use', () => {
    expect(accepted(VoucherSchema, { ...voucher, usageLimit: null })).toMatchObject({ usageLimit: null });
  });

  it('refuses a usage limit of zero', () => {
    expect(messageAt(VoucherSchema, { ...voucher, usageLimit: 0 }, 'usageLimit')).toBe('Invalid input');
  });
});

describe('VoucherUsageSchema', () => {
  it('accepts a recorded use', () => {
    const usage = { id: 'use_1', voucherId: 'vch_1', orderId: ORDER_ID, usedAt: NOW };
    expect(accepted(VoucherUsageSchema, usage)).toEqual(usage);
  });

  it('refuses a use without an order', () => {
    expect(messageAt(VoucherUsageSchema, { id: 'use_1', voucherId: 'vch_1', usedAt: NOW }, 'orderId')).toBe('Required');
  });
});

describe('VoucherCodeSchema', () => {
  it('upper-cases a code so uniqueness ignores case', () => {
    expect(accepted(VoucherCodeSchema, ' spring-25_a ')).toBe('SPRING-25_A');
  });

  it('refuses spaces inside and a blank code', () => {
    expect(messageAt(VoucherCodeSchema, 'SPRING 25')).toBe('Invalid input');
    expect(messageAt(VoucherCodeSchema, '')).toBe('Required');
  });
});

describe('VoucherCodeInputSchema', () => {
  it('normalises what the customer typed', () => {
    expect(accepted(VoucherCodeInputSchema, ' summer10 ')).toBe('SUMMER10');
    expect(accepted(VoucherCodeInputSchema, '')).toBeUndefined();
    expect(accepted(VoucherCodeInputSchema, null)).toBeUndefined();
  });

  it('refuses an absurdly long code', () => {
    expect(messageAt(VoucherCodeInputSchema, 'X'.repeat(41))).toBe('Invalid input');
  });
});

describe('CreateVoucherInputSchema', () => {
  const base = { code: ' summer10 ', discountType: 'percentage', discountValue: '10' };

  it('fills the defaults: unlimited, no expiry, every product, active', () => {
    expect(accepted(CreateVoucherInputSchema, base)).toEqual({
      code: 'SUMMER10',
      discountType: 'percentage',
      discountValue: 10,
      usageLimit: undefined,
      expiresAt: undefined,
      applicableProducts: [],
      active: true,
    });
  });

  it('reads empty form fields as "not set"', () => {
    const input = { ...base, usageLimit: '', expiresAt: '', applicableProducts: ['5', '5', 'character'] };
    expect(accepted(CreateVoucherInputSchema, input)).toMatchObject({
      usageLimit: undefined,
      expiresAt: undefined,
      applicableProducts: ['5', 'character'],
    });
    expect(accepted(CreateVoucherInputSchema, { ...base, usageLimit: null }).usageLimit).toBeUndefined();
  });

  it('turns a fixed amount in dollars into cents', () => {
    const input = { ...base, discountType: 'fixed', discountValue: '5.50', usageLimit: '20', expiresAt: NOW };
    expect(accepted(CreateVoucherInputSchema, input)).toMatchObject({
      discountValue: 550,
      usageLimit: 20,
      expiresAt: NOW,
    });
    expect(accepted(CreateVoucherInputSchema, { ...input, discountValue: 12.9 }).discountValue).toBe(1290);
  });

  it('refuses a missing code', () => {
    expect(messageAt(CreateVoucherInputSchema, { ...base, code: '  ' }, 'code')).toBe('Required');
    expect(messageAt(CreateVoucherInputSchema, { ...base, code: 'SUMMER 10' }, 'code')).toBe('Invalid input');
  });

  it.each([
    ['percentage', '0'],
    ['percentage', '101'],
    ['percentage', '12.5'],
    ['percentage', '-5'],
    ['fixed', '0'],
    ['fixed', '5.555'],
    ['fixed', 'abc'],
  ])('refuses a %s discount of %s', (discountType, discountValue) => {
    expect(messageAt(CreateVoucherInputSchema, { ...base, discountType, discountValue }, 'discountValue')).toBe(
      'Invalid input',
    );
  });

  it('refuses an unknown discount type, a usage limit below 1 and a product that does not exist', () => {
    expect(messageAt(CreateVoucherInputSchema, { ...base, discountType: 'bogo' }, 'discountType')).toBe(
      'Invalid input',
    );
    expect(messageAt(CreateVoucherInputSchema, { ...base, usageLimit: 0 }, 'usageLimit')).toBe('Invalid input');
    expect(messageAt(CreateVoucherInputSchema, { ...base, usageLimit: '2.5' }, 'usageLimit')).toBe('Invalid input');
    expect(messageAt(CreateVoucherInputSchema, { ...base, applicableProducts: ['10'] }, 'applicableProducts.0')).toBe(
      'Invalid input',
    );
    expect(messageAt(CreateVoucherInputSchema, { ...base, expiresAt: 'next week' }, 'expiresAt')).toBe('Invalid input');
  });
});

describe('ToggleVoucherInputSchema', () => {
  it('accepts the new state', () => {
    expect(accepted(ToggleVoucherInputSchema, { active: false })).toEqual({ active: false });
  });

  it('refuses a missing one', () => {
    expect(messageAt(ToggleVoucherInputSchema, {}, 'active')).toBe('Required');
  });
});

describe('discount helpers', () => {
  it('converts discount values both ways', () => {
    expect(discountValueToInternal('percentage', 100)).toBe(100);
    expect(discountValueToInternal('fixed', '0.01')).toBe(1);
    expect(formatDiscountValue('percentage', 15)).toBe('15.00');
    expect(formatDiscountValue('fixed', 550)).toBe('5.50');
  });

  it('describes a discount as the admin list shows it', () => {
    expect(describeDiscount('percentage', 15)).toBe('15% off');
    expect(describeDiscount('fixed', 500)).toBe('$5.00 off');
  });
});

describe('applyDiscount', () => {
  it('takes a percentage off the catalog price', () => {
    expect(applyDiscount(12900, 'percentage', 10)).toEqual({ discountCents: 1290, totalCents: 11610 });
    expect(applyDiscount(9900, 'percentage', 33)).toEqual({ discountCents: 3267, totalCents: 6633 });
  });

  it('never goes below zero: a full discount is a free order', () => {
    expect(applyDiscount(7900, 'fixed', 10000)).toEqual({ discountCents: 7900, totalCents: 0 });
    expect(applyDiscount(7900, 'percentage', 100)).toEqual({ discountCents: 7900, totalCents: 0 });
  });

  it('charges the card minimum when the total would be below it', () => {
    expect(applyDiscount(7900, 'fixed', 7880)).toEqual({ discountCents: 7850, totalCents: 50 });
    expect(applyDiscount(7900, 'fixed', 7850)).toEqual({ discountCents: 7850, totalCents: 50 });
  });

  it('keeps discount plus total equal to the price', () => {
    for (const value of [1, 7, 33, 50, 99]) {
      const { discountCents, totalCents } = applyDiscount(12900, 'percentage', value);
      expect(discountCents + totalCents).toBe(12900);
    }
  });
});

describe('the state an admin sees for a voucher', () => {
  const base = { active: true, expiresAt: null, usageLimit: null, usedCount: 0 };
  const now = new Date('2026-11-24T12:00:00.000Z');
  it.each([
    [{}, 'active'],
    [{ active: false }, 'inactive'],
    [{ active: false, expiresAt: '2026-01-01T00:00:00.000Z' }, 'inactive'],
    [{ expiresAt: '2026-03-31T23:59:59.000Z' }, 'expired'],
    [{ expiresAt: '2026-12-31T23:59:59.000Z' }, 'active'],
    [{ usageLimit: 1, usedCount: 1 }, 'used_up'],
    [{ usageLimit: 5, usedCount: 4 }, 'active'],
    [{ usageLimit: 1, usedCount: 1, expiresAt: '2026-03-31T23:59:59.000Z' }, 'expired'],
  ] as const)('%j is %s', (change, state) => {
    expect(voucherState({ ...base, ...change }, now)).toBe(state);
  });
});
