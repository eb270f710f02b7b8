import { describe, expect, it } from 'vitest';
import { CreateRefundInputSchema, CreateRefundResponseSchema, REFUND_MESSAGES, RefundSchema } from './refunds.ts';
import { accepted, messageAt, NOW, ORDER_ID, OTHER_ORDER_ID } from './testing.ts';

const KEY = 'a8b5c0de-1234-4d2f-9e8a-7b6c5d4e3f21';

describe('CreateRefundInputSchema', () => {
  it('accepts a partial refund with a reason, cleaned and trimmed', () => {
    expect(
      accepted(CreateRefundInputSchema, { amountCents: 1250, reason: '  Scratched\u200B frame ', idempotencyKey: KEY }),
    ).toEqual({ amountCents: 1250, reason: 'Scratched frame', idempotencyKey: KEY });
  });

  it('refunds everything left when the amount is omitted, and drops a blank reason', () => {
    expect(accepted(CreateRefundInputSchema, { reason: '   ', idempotencyKey: KEY })).toEqual({ idempotencyKey: KEY });
  });

  it('refuses an amount of zero, below zero or with a fraction of a cent', () => {
    for (const amountCents of [0, -100, 12.5, '100']) {
      expect(messageAt(CreateRefundInputSchema, { amountCents, idempotencyKey: KEY }, 'amountCents')).toBe(
        REFUND_MESSAGES.amountInvalid,
      );
    }
  });

  it('refuses a reason over 500 characters and a key that is too short or missing', () => {
    expect(messageAt(CreateRefundInputSchema, { reason: 'x'.repeat(501), idempotencyKey: KEY }, 'reason')).toBe(
      'Invalid input',
    );
    expect(messageAt(CreateRefundInputSchema, { idempotencyKey: 'short' }, 'idempotencyKey')).toBe('Invalid input');
    expect(messageAt(CreateRefundInputSchema, {}, 'idempotencyKey')).toBe('Required');
  });
});

describe('RefundSchema and CreateRefundResponseSchema', () => {
  const refund = {
    id: OTHER_ORDER_ID,
    orderId: ORDER_ID,
    amount: '12.50',
    reason: null,
    status: 'succeeded',
    stripeRefundId: 're_123',
    createdBy: 'usr_1',
    createdAt: NOW,
  };

  it('accepts a refund and refuses an unknown status', () => {
    expect(accepted(RefundSchema, refund)).toEqual(refund);
    expect(messageAt(RefundSchema, { ...refund, status: 'failed' }, 'status')).toBe('Invalid input');
  });

  it('refuses an answer without the order', () => {
    expect(messageAt(CreateRefundResponseSchema, { refund, message: 'ok' }, 'order')).toBe('Required');
  });

  it('says how much is left when a refund is too large', () => {
    expect(REFUND_MESSAGES.tooMuch(4250)).toBe('The refund is more than what is left to refund ($42.50).');
  });
});
