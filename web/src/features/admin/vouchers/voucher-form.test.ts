import { describe, expect, it } from 'vitest';
import { EMPTY_VOUCHER_FORM, localDateTimeToIso, voucherBody, voucherFormErrors } from './voucher-form';

describe('the Create Voucher form', () => {
  it('turns the local expiry into an instant and leaves blank fields out', () => {
    expect(localDateTimeToIso('')).toBeUndefined();
    expect(localDateTimeToIso('2030-01-02T03:04')).toBe(new Date('2030-01-02T03:04').toISOString());
    expect(voucherBody({ ...EMPTY_VOUCHER_FORM, code: 'x', discountValue: '5' })).toMatchObject({
      usageLimit: undefined,
      expiresAt: undefined,
      applicableProducts: [],
      active: true,
    });
  });

  it('says what the shared schema says, one message per field', () => {
    expect(voucherFormErrors(EMPTY_VOUCHER_FORM)).toEqual({ code: 'Required', discountValue: 'Required' });
    expect(voucherFormErrors({ ...EMPTY_VOUCHER_FORM, code: 'SPRING', discountValue: '101' })).toEqual({
      discountValue: 'Invalid input',
    });
    expect(voucherFormErrors({ ...EMPTY_VOUCHER_FORM, code: 'SPRING', discountValue: '15', usageLimit: '0' })).toEqual({
      usageLimit: 'Invalid input',
    });
    expect(voucherFormErrors({ ...EMPTY_VOUCHER_FORM, code: 'SPRING', discountValue: '15' })).toEqual({});
  });
});
