import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api';

/** GET `url` with the session cookie and parse the answer with the shared schema (a changed API fails loudly here). */
export async function getParsed<S extends z.ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) {
    // Same error text as every other call (spec section 7).
    throw new ApiError(response.status, `${response.status}: ${(await response.text()) || response.statusText}`);
  }
  return schema.parse(await response.json());
}

/** POST/PATCH a JSON body and parse the answer. */
export async function sendParsed<S extends z.ZodType>(
  method: 'POST' | 'PATCH',
  url: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const response = await apiRequest(method, url, body);
  return schema.parse(await response.json());
}
