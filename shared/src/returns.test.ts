import { describe, expect, it } from 'vitest';
import { RETURN_POSTAGE_TEXT, RETURN_POSTAGES } from './constants.ts';
import {
  CreateReturnRequestInputSchema,
  RETURN_MESSAGES,
  ReturnRequestSchema,
  returnCode,
  UpdateReturnRequestInputSchema,
} from './returns.ts';
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

  it('accepts a return request, with its order and whether it has a label', () => {
    const linked = {
      ...request,
      orderId: '3f2b8c1e-0000-4000-8000-000000000001',
      hasLabel: true,
      orderLeftToRefund: '129.00',
    };
    expect(accepted(ReturnRequestSchema, linked)).toEqual(linked);
  });

  it('reads a return stored before returns were linked as one with no order and no label', () => {
    expect(accepted(ReturnRequestSchema, request)).toEqual({
      ...request,
      orderId: null,
      hasLabel: false,
      orderLeftToRefund: null,
    });
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

describe('returns tied to orders', () => {
  it('refuses a missing order and another address with one sentence, and names the day a window closed', () => {
    expect(RETURN_MESSAGES.orderNotFound).toBe(
      'We could not find a paid order with this number and e-mail address. Check both in your confirmation e-mail.',
    );
    expect(RETURN_MESSAGES.windowClosed('26 January 2027')).toMatch(
      /^The 60-day return window .* closed on 26 January 2027\./,
    );
  });

  it('codes a return RET- and the first 8 characters of its id, in capitals', () => {
    expect(returnCode('3f2b8c1e-0000-4000-8000-000000000000')).toBe('RET-3F2B8C1E');
  });

  it('states who pays the return postage for each setting', () => {
    expect(RETURN_POSTAGES.map((who) => RETURN_POSTAGE_TEXT[who])).toEqual([
      'Postage is paid by Drawings-to-Magic: you pay nothing. Hand the parcel in at any post office or parcel shop.',
      'Postage is paid by the sender. Hand the parcel in at any post office or parcel shop.',
    ]);
  });
});
