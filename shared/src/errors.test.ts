import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from './errors.ts';
import { accepted, messageAt } from './testing.ts';

describe('ApiErrorBodySchema', () => {
  it('accepts the error shape with request id and field messages', () => {
    const body = {
      error: 'Please check your information and try again.',
      code: 'validation_failed',
      requestId: 'req_1',
      fields: { customerName: ['Name must be at least 2 characters'] },
    };
    expect(accepted(ApiErrorBodySchema, body)).toEqual(body);
  });

  it('refuses a body without the error text', () => {
    expect(messageAt(ApiErrorBodySchema, { code: 'x' }, 'error')).toBe('Required');
    expect(messageAt(ApiErrorBodySchema, { error: 'x', fields: { name: 'short' } }, 'fields.name')).toBe(
      'Invalid input',
    );
  });
});
