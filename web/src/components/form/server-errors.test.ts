import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from './server-errors';

function refused(fields: Record<string, string[]>): ApiError {
  return new ApiError({
    kind: 'http',
    status: 400,
    message: '400: refused',
    body: { error: 'Validation failed', code: 'VALIDATION_ERROR', requestId: 'r1', fields },
  });
}

describe('applyServerErrors', () => {
  it('puts each API field message under the form field of the same name', () => {
    const setError = vi.fn();
    const shown = applyServerErrors<{ email: string; name: string }>(
      setError,
      refused({ email: ['Please enter a valid email address'], other: ['Not on this form'] }),
      ['email', 'name'],
    );
    expect(shown).toEqual(['email']);
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Please enter a valid email address' });
  });

  it('follows a map when the API names a field differently', () => {
    const setError = vi.fn();
    applyServerErrors<{ firstName: string }>(setError, refused({ customerName: ['Name is required'] }), {
      customerName: 'firstName',
    });
    expect(setError).toHaveBeenCalledWith('firstName', { type: 'server', message: 'Name is required' });
  });

  it('leaves the form alone for a failure that is not the API refusing fields', () => {
    const setError = vi.fn();
    expect(applyServerErrors(setError, new Error('bug'), ['email'])).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
