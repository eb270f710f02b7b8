import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { readApiError } from './read-api-error';

describe('readApiError', () => {
  it('reads the message and field errors of a 400', () => {
    const body = { error: 'This voucher has expired', fields: { voucherCode: ['This voucher has expired'] } };
    expect(readApiError(new ApiError(400, `400: ${JSON.stringify(body)}`))).toEqual({
      status: 400,
      message: 'This voucher has expired',
      fields: { voucherCode: ['This voucher has expired'] },
      canContinueWithoutVoucher: false,
      offline: false,
    });
  });

  it('knows the used-up voucher 409 that may continue without it', () => {
    const body = { error: 'This voucher has been used up', canContinueWithoutVoucher: true };
    expect(readApiError(new ApiError(409, `409: ${JSON.stringify(body)}`))).toMatchObject({
      status: 409,
      canContinueWithoutVoucher: true,
    });
  });

  it('copes with a body that is not JSON, and with no answer at all', () => {
    expect(readApiError(new ApiError(502, '502: Bad Gateway'))).toMatchObject({ status: 502, message: null });
    expect(readApiError(new TypeError('Failed to fetch'))).toMatchObject({ status: null, offline: true });
  });
});
