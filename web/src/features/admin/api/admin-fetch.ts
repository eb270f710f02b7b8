import { ApiError, apiRequest } from '../../../lib/api';

/** GET an admin endpoint and read its JSON; a failure is the app's `ApiError` ("<status>: <body>"). */
export async function adminGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`);
  }
  return (await response.json()) as T;
}

/** Send a change to an admin endpoint and read its JSON answer. */
export async function adminSend<T>(method: 'POST' | 'PATCH', url: string, body: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** The query string of a search (blank values left out). */
export function searchParams(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
