import type { QueryFunction } from '@tanstack/react-query';

/** An HTTP failure; its message is `${status}: ${body text or status text}` (spec section 7). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${bodyText}`);
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API with the session cookie; a JSON body when `data` is given. Throws `ApiError` when not OK. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (data !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}

/** What a 401 means to a query: no data (`returnNull`), or an error like any other (`throw`). */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default GET reader: the query key's segments joined with '/' are the URL. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join('/');
    const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
