import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusalText } from './outbox';

const NO_ORDER = 'We could not find a paid order with this number and e-mail address.';

function refused(error: string, fields: Record<string, string[]> = {}) {
  return new ApiError({
    kind: 'http',
    status: 404,
    message: `404: ${error}`,
    body: { error, code: 'NOT_FOUND', requestId: 'r-1', fields },
  });
}

describe('why a queued form was refused', () => {
  it('says a sentence the server gave for the form and a field once', () => {
    expect(refusalText(refused(NO_ORDER, { orderNumber: [NO_ORDER] }))).toBe(NO_ORDER);
  });

  it("keeps the form's sentence and each different field message", () => {
    expect(refusalText(refused('Please check the form.', { email: ['Enter a valid e-mail.'] }))).toBe(
      'Please check the form. Enter a valid e-mail.',
    );
  });

  it('asks to send it again when nothing was said', () => {
    expect(refusalText(new Error('bug'))).toBe('Please send it again.');
  });
});
