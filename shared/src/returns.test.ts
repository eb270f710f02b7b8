import { describe, expect, it } from 'vitest';
import { CreateReturnRequestInputSchema, ReturnRequestSchema, UpdateReturnRequestInputSchema } from './returns.ts';
import { accepted, messageAt, NOW } from './testing.ts';

const body = { customerName: 'Anna Berg', customerEmail: 'anna@example.com', orderNumber: '3F2B8C1E' };

describe('ReturnRequestSchema', () => {
  const request = {
    id: 'ret_1',
    ...body,
    reason: null,
    additionalInfo: null,
    status: 'pending',
    returnLabelSent: false,
    createdAt: NOW,
    updatedAt: NOW,
  };

  it('accepts a return request', () => {
    expect(accepted(ReturnRequestSchema, request)).toEqual(request);
  });

  it('refuses an unknown status', () => {
    expect(messageAt(ReturnRequestSchema, { ...request, status: 'refunded' }, 'status')).toBe('Invalid input');
  });
});

describe('CreateReturnRequestInputSchema', () => {
  it('accepts a return with the optional fields left blank', () => {
    expect(accepted(CreateReturnRequestInputSchema, { ...body, reason: '', additionalInfo: ' ' })).toEqual({
      ...body,
      reason: undefined,
      additionalInfo: undefined,
    });
  });

  it('takes the outbox idempotency key only as a uuid', () => {
    const idempotencyKey = '5c2e8a41-3b7d-4f0e-8a6c-1d9b2e4f7a10';
    expect(accepted(CreateReturnRequestInputSchema, { ...body, idempotencyKey }).idempotencyKey).toBe(idempotencyKey);
    expect(messageAt(CreateReturnRequestInputSchema, { ...body, idempotencyKey: '1' }, 'idempotencyKey')).toBe(
      'Invalid input',
    );
  });

  it('refuses a blank order number with the spec message', () => {
    expect(messageAt(CreateReturnRequestInputSchema, { ...body, orderNumber: '  ' }, 'orderNumber')).toBe(
      'Order number is required',
    );
    expect(messageAt(CreateReturnRequestInputSchema, { ...body, orderNumber: undefined }, 'orderNumber')).toBe(
      'Order number is required',
    );
  });

  it('refuses a short name and a broken e-mail with the spec messages', () => {
    expect(messageAt(CreateReturnRequestInputSchema, { ...body, customerName: 'A' }, 'customerName')).toBe(
      'Name must be at least 2 characters',
    );
    expect(messageAt(CreateReturnRequestInputSchema, { ...body, customerEmail: 'x' }, 'customerEmail')).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('UpdateReturnRequestInputSchema', () => {
  it('accepts the status, the label flag, or both', () => {
    expect(accepted(UpdateReturnRequestInputSchema, { status: 'approved' })).toEqual({ status: 'approved' });
    expect(accepted(UpdateReturnRequestInputSchema, { returnLabelSent: true })).toEqual({ returnLabelSent: true });
    expect(accepted(UpdateReturnRequestInputSchema, { status: 'shipped', returnLabelSent: false })).toEqual({
      status: 'shipped',
      returnLabelSent: false,
    });
  });

  it('refuses an empty update and a text flag', () => {
    expect(messageAt(UpdateReturnRequestInputSchema, {}, 'status')).toBe('Required');
    expect(messageAt(UpdateReturnRequestInputSchema, { returnLabelSent: 'true' }, 'returnLabelSent')).toBe(
      'Invalid input',
    );
  });
});
