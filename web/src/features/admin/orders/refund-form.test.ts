import { orderState } from '@dtm/shared/order-state';
import { describe, expect, it } from 'vitest';
import { initialRefundValues, leftToRefundCents, refundBody, refundFormErrors } from './refund-form';

const order = { amount: '129.00', refundedAmount: '29.00', paymentStatus: 'paid' as const };

describe('the Refund section of the order dialog', () => {
  it('offers what is left to refund, in dollars', () => {
    expect(leftToRefundCents(order)).toBe(10000);
    expect(initialRefundValues(order)).toEqual({ amount: '100.00', reason: '' });
    expect(initialRefundValues({ amount: '129.00', refundedAmount: '0.00' }).amount).toBe('129.00');
  });

  it('starts from the completed return when opened from one: everything left, the return code as the reason', () => {
    expect(initialRefundValues(order, 'Return RET-1A2B3C4D')).toEqual({
      amount: '100.00',
      reason: 'Return RET-1A2B3C4D',
    });
  });

  it('names a partly and a fully refunded order, and nothing for one without refunds', () => {
    const label = (o: { amount: string; refundedAmount: string; paymentStatus: 'paid' | 'refunded' }) =>
      orderState({ ...o, fulfillmentStatus: 'pending' }).paymentLabel;
    expect(label(order)).toBe('Partly refunded $29.00');
    expect(label({ ...order, paymentStatus: 'refunded', refundedAmount: '129.00' })).toBe('Refunded');
    expect(label({ ...order, refundedAmount: '0.00' })).toBe('Paid');
  });

  it('refuses an empty, zero, malformed or too large amount and too long a reason, with the API words', () => {
    expect(refundFormErrors({ amount: '', reason: '' }, 10000)).toEqual({ amount: 'Required' });
    expect(refundFormErrors({ amount: '0', reason: '' }, 10000).amount).toBe(
      'Enter an amount of at least $0.01, in dollars and cents.',
    );
    expect(refundFormErrors({ amount: '1.234', reason: '' }, 10000).amount).toMatch(/^Enter an amount/);
    expect(refundFormErrors({ amount: '100.01', reason: '' }, 10000).amount).toBe(
      'The refund is more than what is left to refund ($100.00).',
    );
    expect(refundFormErrors({ amount: '5', reason: 'x'.repeat(501) }, 10000)).toEqual({ reason: 'Invalid input' });
    expect(refundFormErrors({ amount: '100', reason: 'Scratched' }, 10000)).toEqual({});
  });

  it('sends the amount in cents, a trimmed reason (none when blank) and the key', () => {
    expect(refundBody({ amount: '12.5', reason: '  Scratched  ' }, 'key-12345678')).toEqual({
      amountCents: 1250,
      reason: 'Scratched',
      idempotencyKey: 'key-12345678',
    });
    expect(refundBody({ amount: '100', reason: ' ' }, 'key-12345678')).toEqual({
      amountCents: 10000,
      idempotencyKey: 'key-12345678',
    });
  });
});
