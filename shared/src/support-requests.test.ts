import { describe, expect, it } from 'vitest';
import {
  ContactFormSchema,
  CreateSupportRequestInputSchema,
  contactFormToSupportRequest,
  SupportRequestSchema,
  UpdateSupportRequestInputSchema,
} from './support-requests.ts';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';

const contact = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.com',
  subject: 'shipping',
  message: 'Where is my frame, please?',
};

describe('SupportRequestSchema', () => {
  const request = {
    id: 'sr_1',
    customerName: 'Anna Berg',
    customerEmail: 'anna@example.com',
    subject: 'order',
    message: 'Where is my frame, please?',
    status: 'open',
    adminResponse: null,
    orderId: ORDER_ID,
    createdAt: NOW,
    updatedAt: NOW,
  };

  it('accepts a request', () => {
    expect(accepted(SupportRequestSchema, request)).toEqual(request);
  });

  it('refuses an unknown status', () => {
    expect(messageAt(SupportRequestSchema, { ...request, status: 'closed' }, 'status')).toBe('Invalid input');
  });
});

describe('ContactFormSchema', () => {
  it('accepts a filled-in form', () => {
    expect(accepted(ContactFormSchema, contact)).toEqual(contact);
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', ' B ', 'Last name must be at least 2 characters'],
    ['email', 'anna@example', 'Please enter a valid email address'],
    ['subject', '', 'Please select a subject'],
    ['subject', 'billing', 'Please select a subject'],
    ['message', 'Help me!', 'Message must be at least 10 characters'],
    ['message', '   help     ', 'Message must be at least 10 characters'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messageAt(ContactFormSchema, { ...contact, [field]: value }, field)).toBe(message);
  });

  it('joins first and last name for the request body', () => {
    const form = accepted(ContactFormSchema, { ...contact, firstName: ' Anna ' });
    const body = contactFormToSupportRequest(form);
    expect(body).toEqual({
      customerName: 'Anna Berg',
      customerEmail: 'anna@example.com',
      subject: 'shipping',
      message: 'Where is my frame, please?',
    });
    expect(accepted(CreateSupportRequestInputSchema, body)).toEqual({ ...body, orderId: undefined });
  });
});

describe('CreateSupportRequestInputSchema', () => {
  const body = {
    customerName: 'Anna Berg',
    customerEmail: 'anna@example.com',
    subject: 'other',
    message: 'x'.repeat(10),
  };

  it('accepts a request about an order', () => {
    expect(accepted(CreateSupportRequestInputSchema, { ...body, orderId: ORDER_ID }).orderId).toBe(ORDER_ID);
  });

  it('takes the outbox idempotency key only as a uuid', () => {
    const idempotencyKey = '0b7f4d1e-6c1a-4a8e-9d4e-2f7c5b9a1e33';
    expect(accepted(CreateSupportRequestInputSchema, { ...body, idempotencyKey }).idempotencyKey).toBe(idempotencyKey);
    expect(messageAt(CreateSupportRequestInputSchema, { ...body, idempotencyKey: 'again' }, 'idempotencyKey')).toBe(
      'Invalid input',
    );
  });

  it('refuses without a subject, with the spec message', () => {
    expect(messageAt(CreateSupportRequestInputSchema, { ...body, subject: undefined }, 'subject')).toBe(
      'Please select a subject',
    );
    expect(messageAt(CreateSupportRequestInputSchema, { ...body, customerName: 'A' }, 'customerName')).toBe(
      'Name must be at least 2 characters',
    );
  });
});

describe('UpdateSupportRequestInputSchema', () => {
  it('trims the response and leaves out a blank one', () => {
    expect(accepted(UpdateSupportRequestInputSchema, { status: 'resolved', adminResponse: '  ' })).toEqual({
      status: 'resolved',
      adminResponse: undefined,
    });
    expect(accepted(UpdateSupportRequestInputSchema, { adminResponse: ' On its way. ' })).toEqual({
      adminResponse: 'On its way.',
    });
  });

  it('refuses an update that changes nothing, and an unknown status', () => {
    expect(messageAt(UpdateSupportRequestInputSchema, { adminResponse: '' }, 'status')).toBe('Required');
    expect(messageAt(UpdateSupportRequestInputSchema, { status: 'done' }, 'status')).toBe('Invalid input');
  });
});
