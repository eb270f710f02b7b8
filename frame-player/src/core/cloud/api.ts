// No Node imports: this client also runs inside workerd, where the Worker tests drive it.
import type { z } from 'zod';

/** Where the shop's API is and how to reach it (a test passes the Worker's own fetch). */
export interface ApiTarget {
  baseUrl: string;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/** The API answered with a status the caller did not expect; `message` is the API's own text. */
export class ApiStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiStatusError';
  }
}

/** Calls the API and returns the raw response (the caller decides which statuses are fine). */
export function apiFetch(api: ApiTarget, path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, api.baseUrl).href;
  // A redirect is never part of this API: it surfaces as an unexpected status instead of being followed.
  return (api.fetch ?? fetch)(url, { ...init, redirect: 'manual' });
}

/** The `error` text of an API failure, or the status line when the body is not the API's JSON. */
export async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: a proxy's error page, say.
  }
  return `HTTP ${response.status}`;
}

/** Parses a JSON body with the shared schema, so a malformed answer is refused, never half-used. */
export async function parseBody<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await response.json());
  if (!result.success) throw new ApiStatusError(response.status, `unexpected answer: ${result.error.message}`);
  return result.data;
}

export function bearer(token: string): HeadersInit {
  return { authorization: `Bearer ${token}` };
}
