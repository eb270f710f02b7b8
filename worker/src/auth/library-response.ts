import { AUTH_MESSAGES } from '@dtm/shared/auth';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { codeForStatus, type ErrorBody, retryAfter } from '../lib/errors';

const LIBRARY_FAILED = AUTH_MESSAGES.signInFailed;
/** Keys whose values are credentials: never in a body a page's scripts can read (the cookie is HttpOnly). */
const SECRET_KEYS = /^(token|accessToken|refreshToken|idToken)$/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEYS.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

async function libraryMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * A better-auth answer as the app's own: failures in the API's error shape (with the request
 * id), redirects untouched, and no credential in a JSON body.
 */
export async function libraryResponse(c: Context<AppEnv>, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.status >= 400) {
    const message = response.status >= 500 ? null : await libraryMessage(response);
    if (response.status >= 500)
      console.error(
        JSON.stringify({
          level: 'error',
          requestId: c.get('requestId'),
          status: response.status,
          source: 'better-auth',
        }),
      );
    const body: ErrorBody = {
      error: message ?? LIBRARY_FAILED,
      code: codeForStatus(response.status),
      requestId: c.get('requestId') ?? crypto.randomUUID(),
    };
    headers.set('content-type', 'application/json');
    for (const [name, value] of Object.entries(retryAfter(response.status))) {
      if (!headers.has(name)) headers.set(name, value);
    }
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }
  if (response.status >= 300 || !headers.get('content-type')?.includes('application/json')) return response;
  const body = withoutSecrets(await response.json());
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
