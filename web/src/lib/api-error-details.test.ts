import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { apiErrorDetails, firstFieldMessage } from './api-error-details';

describe('apiErrorDetails', () => {
  it("reads the server's sentence and field messages from the error text", () => {
    const body = {
      error: 'Please enter a valid email address',
      code: 'BAD_REQUEST',
      fields: { email: ['Please enter a valid email address'] },
    };
    const details = apiErrorDetails(new ApiError(400, `400: ${JSON.stringify(body)}`));
    expect(details).toEqual({
      status: 400,
      message: 'Please enter a valid email address',
      fields: { email: ['Please enter a valid email address'] },
    });
    expect(firstFieldMessage(details, 'email')).toBe('Please enter a valid email address');
    expect(firstFieldMessage(details, 'returnTo')).toBeUndefined();
  });

  it('keeps the status but shows no message when the body is not the API shape', () => {
    expect(apiErrorDetails(new ApiError(502, '502: <html>Bad gateway</html>'))).toEqual({
      status: 502,
      message: null,
      fields: {},
    });
    expect(apiErrorDetails(new ApiError(500, '500: "boom"'))).toEqual({ status: 500, message: null, fields: {} });
  });

  it('has neither status nor message for a failure that never reached the server', () => {
    expect(apiErrorDetails(new TypeError('Failed to fetch'))).toEqual({ status: null, message: null, fields: {} });
  });
});
