import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api';

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function contextFor(queryKey: readonly unknown[]): QueryFunctionContext {
  return { client: new QueryClient(), queryKey, signal: new AbortController().signal, meta: undefined };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    await apiRequest('POST', '/api/returns', { orderNumber: 'A1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/returns', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"orderNumber":"A1"}',
    });
  });

  it('raises "status: body" when the call fails', async () => {
    answer(409, 'This voucher has been used up');
    const failure = apiRequest('POST', '/api/orders/1/payment-intent');
    await expect(failure).rejects.toThrow('409: This voucher has been used up');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/animations')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('reads the URL joined from the query key', async () => {
    const fetchMock = answer(200, '{"firstName":"Ada"}');
    const read = getQueryFn<{ firstName: string }>({ on401: 'throw' });
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
