import { describe, expect, it } from 'vitest';
import { CONNECTION_LOST, readTusFailure, shouldRetryTus, UPLOAD_REFUSED } from './tus-failure';

const answered = (status: number, body: string) => ({
  message: `tus: unexpected response while creating upload, response code: ${status}, response text: ${body}`,
  originalResponse: { getStatus: () => status, getBody: () => body },
});

describe('readTusFailure', () => {
  it("shows the server's own sentence and keeps its reason", () => {
    const body = JSON.stringify({ error: 'Each artwork file must be 50 MB or less.', code: 'PAYLOAD_TOO_LARGE' });
    expect(readTusFailure(answered(413, body))).toEqual({
      status: 413,
      message: 'Each artwork file must be 50 MB or less.',
      reason: null,
    });
    const conflict = JSON.stringify({ error: 'Out of step', reason: 'offset-mismatch', offset: 0 });
    expect(readTusFailure(answered(409, conflict)).reason).toBe('offset-mismatch');
  });

  it('falls back to our words for a body that is not the API shape, or no answer at all', () => {
    expect(readTusFailure(answered(502, '<html>Bad gateway</html>')).message).toBe(UPLOAD_REFUSED);
    expect(readTusFailure(new Error('xhr failed'))).toEqual({ status: null, message: CONNECTION_LOST, reason: null });
  });
});

describe('shouldRetryTus', () => {
  it('retries lost connections, server errors and passing conflicts', () => {
    expect(shouldRetryTus({ status: null, message: '', reason: null })).toBe(true);
    expect(shouldRetryTus({ status: 503, message: '', reason: null })).toBe(true);
    expect(shouldRetryTus({ status: 423, message: '', reason: 'busy' })).toBe(true);
    expect(shouldRetryTus({ status: 409, message: '', reason: 'offset-mismatch' })).toBe(true);
  });

  it('does not retry refusals a person must act on', () => {
    for (const [status, reason] of [
      [404, 'link-invalid'],
      [410, 'link-expired'],
      [409, 'already-submitted'],
      [409, 'too-many-files'],
      [413, null],
      [415, null],
      [400, null],
      [403, null],
    ] as const) {
      expect(shouldRetryTus({ status, message: '', reason })).toBe(false);
    }
  });
});
