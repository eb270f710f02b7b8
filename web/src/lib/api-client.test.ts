import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiCommand,
  apiErrorFromText,
  apiErrorText,
  apiFetch,
  apiGet,
  apiSend,
  getQueryFn,
  NO_CONNECTION_MESSAGE,
  parseAnswerText,
  searchParams,
} from './api-client';

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function noAnswer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function contextFor(queryKey: readonly unknown[]): QueryFunctionContext {
  return { client: new QueryClient(), queryKey, signal: new AbortController().signal, meta: undefined };
}

const FrameSchema = z.object({ id: z.string(), frameName: z.string() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('sends JSON with the session cookie', async () => {
    const fetchMock = answer(200, '{"id":"f1","frameName":"Kitchen"}');
    await expect(apiSend('PATCH', '/api/user/frames/f1/name', { frameName: 'Kitchen' }, FrameSchema)).resolves.toEqual({
      id: 'f1',
      frameName: 'Kitchen',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/user/frames/f1/name', {
      method: 'PATCH',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"frameName":"Kitchen"}',
    });
  });

  it('reads a GET with the session cookie and no body', async () => {
    const fetchMock = answer(200, '[]');
    await expect(apiGet('/api/user/frames', z.array(FrameSchema))).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  });

  it('sends a command without reading its answer', async () => {
    const fetchMock = answer(204, '');
    await expect(apiCommand('POST', '/api/admin/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('builds a query string without blank values', () => {
    expect(searchParams({ search: 'ada', page: 2, empty: '', none: undefined })).toBe('?search=ada&page=2');
    expect(searchParams({ search: '' })).toBe('');
  });
});

describe('a JSON error body', () => {
  it("keeps the spec's text and carries the parsed body: message, code, fields and request id", async () => {
    const body = {
      error: 'Please enter a valid email address',
      code: 'BAD_REQUEST',
      requestId: 'req-123',
      fields: { email: ['Please enter a valid email address'] },
    };
    answer(400, JSON.stringify(body));
    const error = await failureOf(apiCommand('POST', '/api/auth/sign-in/magic-link', { email: 'x' }));
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error).toMatchObject({ kind: 'http', status: 400, offline: false, body });
    expect(error.serverMessage).toBe('Please enter a valid email address');
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.requestId).toBe('req-123');
    expect(error.fields).toEqual({ email: ['Please enter a valid email address'] });
    expect(error.fieldMessage('email')).toBe('Please enter a valid email address');
    expect(error.fieldMessage('returnTo')).toBeUndefined();
    expect(apiErrorText(error)).toBe('Please enter a valid email address');
  });

  it('keeps the keys beyond the shared shape, such as the used-up voucher that may continue without it', async () => {
    answer(
      409,
      JSON.stringify({ error: 'This voucher has been used up', code: 'CONFLICT', canContinueWithoutVoucher: true }),
    );
    const error = await failureOf(apiCommand('POST', '/api/orders/o1/payment-intent', {}));
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('This voucher has been used up');
    expect(error.extra).toEqual({ canContinueWithoutVoucher: true });
  });

  it('shows no sentence when the JSON is not the API shape', async () => {
    answer(500, '"boom"');
    const quoted = await failureOf(apiCommand('POST', '/api/returns', {}));
    expect(quoted).toMatchObject({ status: 500, body: null, message: '500: "boom"' });
    answer(400, JSON.stringify({ error: '', fields: { email: 'not a list' } }));
    const odd = await failureOf(apiCommand('POST', '/api/returns', {}));
    expect(odd.body).toBeNull();
    expect(odd.serverMessage).toBeNull();
    expect(odd.fields).toEqual({});
    expect(apiErrorText(odd)).toBeUndefined();
  });
});

describe('an error body that is not JSON', () => {
  it('raises "status: body" with the status and no server sentence', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failureOf(apiGet('/api/animations', z.array(z.unknown())));
    expect(error.message).toBe('502: <html>Bad gateway</html>');
    expect(error).toMatchObject({ kind: 'http', status: 502, body: null, serverMessage: null, code: null });
    expect(error.fields).toEqual({});
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiFetch('GET', '/api/animations')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('no answer at all', () => {
  it('is an offline ApiError that says the call needs a connection', async () => {
    noAnswer();
    const error = await failureOf(apiSend('POST', '/api/animations/a1/purchase', {}, FrameSchema));
    expect(error).toMatchObject({ kind: 'offline', status: 0, offline: true, body: null });
    expect(error.message).toBe(NO_CONNECTION_MESSAGE);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(apiErrorText(error)).toBe(NO_CONNECTION_MESSAGE);
  });

  it('leaves a cancelled request as the AbortError it is', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(apiGet('/api/user/frames', FrameSchema, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('a 200 answer that does not match the schema', () => {
  it('fails loudly as an invalid-response ApiError naming the call', async () => {
    answer(200, JSON.stringify([{ id: 'f1' }]));
    const error = await failureOf(apiGet('/api/user/frames', z.array(FrameSchema)));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, offline: false });
    expect(error.message).toContain('GET /api/user/frames');
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('treats a body that is not JSON the same way', async () => {
    answer(200, '<html>index</html>');
    const error = await failureOf(apiGet('/api/user/frames', z.array(FrameSchema)));
    expect(error.kind).toBe('invalid-response');
  });
});

describe('getQueryFn', () => {
  it('reads the URL joined from the query key', async () => {
    const fetchMock = answer(200, '{"firstName":"Ada"}');
    const read = getQueryFn({ on401: 'throw' });
    await expect(read(contextFor(['/api', 'auth', 'user']))).resolves.toEqual({ firstName: 'Ada' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
  });

  it('yields null for a 401 when asked to', async () => {
    answer(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })(contextFor(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws on a 401 otherwise, and on any other failure', async () => {
    answer(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'throw' })(contextFor(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
    answer(404, 'Not found');
    await expect(getQueryFn({ on401: 'returnNull' })(contextFor(['/api/auth/user']))).rejects.toThrow('404: Not found');
  });
});

describe('apiErrorText', () => {
  it('has nothing to add for an error that is not from the API', () => {
    expect(apiErrorText(new Error('bug'))).toBeUndefined();
  });
});

describe('an answer read as text (the admin video upload reads XHR for its progress)', () => {
  it('is the same ApiError as a fetch failure: spec text, server sentence and request id', async () => {
    const error = await apiErrorFromText(
      415,
      'Unsupported Media Type',
      JSON.stringify({ error: 'This file is not an MP4 or WebM video.', code: 'UNSUPPORTED_MEDIA', requestId: 'r-9' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(415);
    expect(error.serverMessage).toBe('This file is not an MP4 or WebM video.');
    expect(error.requestId).toBe('r-9');
    expect(apiErrorText(error)).toBe('This file is not an MP4 or WebM video.');
  });

  it('parses a success with the schema and fails loudly when it does not match', () => {
    const schema = z.object({ videoUrl: z.string() });
    expect(parseAnswerText(200, '{"videoUrl":"/api/files/v.mp4"}', schema, 'POST /upload')).toEqual({
      videoUrl: '/api/files/v.mp4',
    });
    expect(() => parseAnswerText(200, '{"url":1}', schema, 'POST /upload')).toThrow(
      '200: the answer to POST /upload is not what the app expects',
    );
  });
});
