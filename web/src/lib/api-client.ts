import type { ApiErrorBody } from '@dtm/shared/errors';
import type { QueryFunction } from '@tanstack/react-query';
import { CACHED_COPY_HEADER, noteApiReachable } from './connection';

/**
 * Said when a call got no answer at all (no connection, or the server unreachable). Checkout
 * says it in its own words (features/checkout/offline-message.ts); everything else says this.
 */
export const NO_CONNECTION_MESSAGE =
  'You are offline. This needs an internet connection: please reconnect and try again.';

/**
 * Why a call failed: the server answered with a failure status (`http`), no answer came back
 * (`offline`), or a success answer was not what the shared schema promises (`invalid-response`).
 */
export type ApiErrorKind = 'http' | 'offline' | 'invalid-response';

/** Anything with zod's `parse`: a shared schema (zod) or a zod/mini mirror. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

type ApiErrorInit = {
  kind: ApiErrorKind;
  status: number;
  message: string;
  body?: ApiErrorBody | null;
  extra?: Record<string, unknown>;
  cause?: unknown;
};

/**
 * Every failed API call. For an HTTP failure the message is "<status>: <body text or status
 * text>" (spec section 7) and `body` is the API's error JSON parsed once with the shared schema.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The answer's status; 0 when no answer came back. */
  readonly status: number;
  /** The API's `{ error, code, requestId, fields }`, or null when the body was not that shape. */
  readonly body: ApiErrorBody | null;
  /** The error JSON's other keys (`canContinueWithoutVoucher`, say). */
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body ?? null;
    this.extra = init.extra ?? {};
  }

  /** True when the request never got an answer: the person is offline (or the server is unreachable). */
  get offline(): boolean {
    return this.kind === 'offline';
  }

  /** The server's sentence for a person, when it sent one. */
  get serverMessage(): string | null {
    return this.body?.error ?? null;
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }

  get requestId(): string | null {
    return this.body?.requestId ?? null;
  }

  /** Messages per field ("email", "shippingAddress.city") of a refused body. */
  get fields(): Record<string, string[]> {
    return this.body?.fields ?? {};
  }

  /** The first message the server gave for one field, if any. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

/** The error as an `ApiError`, or null for anything else (a bug, a cancelled request). */
export function asApiError(error: unknown): ApiError | null {
  return error instanceof ApiError ? error : null;
}

/**
 * What to tell a person about a failed call beside a failure toast's own words: the server's
 * sentence, or that it needs a connection; undefined when there is nothing better to say.
 */
export function apiErrorText(error: unknown): string | undefined {
  const apiError = asApiError(error);
  if (!apiError) return undefined;
  if (apiError.offline) return apiError.message;
  return apiError.serverMessage ?? undefined;
}

/** The "needs a connection" sentence when the call got no answer; undefined otherwise (the toast keeps its words). */
export function offlineText(error: unknown): string | undefined {
  const apiError = asApiError(error);
  return apiError?.offline ? apiError.message : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** Reads a failure answer once: its text for the message, its JSON through the shared schema. */
async function httpError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorFromText(response.status, response.statusText, text);
}

/**
 * The `ApiError` for a failure answer already read as text (fetch, or an XHR that reports upload
 * progress): "<status>: <body text or status text>", and the error JSON parsed with the shared schema.
 */
export async function apiErrorFromText(status: number, statusText: string, text: string): Promise<ApiError> {
  const message = `${status}: ${text || statusText}`;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, plain text): no sentence we can trust to show.
  }
  if (!isRecord(json)) return new ApiError({ kind: 'http', status, message });
  // Loaded only on a failure, so the first page does not carry the full zod (see auth/api/get-user.ts).
  const { ApiErrorBodySchema } = await import('@dtm/shared/errors');
  const parsed = ApiErrorBodySchema.safeParse(json);
  const { error: _error, code: _code, requestId: _requestId, fields: _fields, ...extra } = json;
  return new ApiError({ kind: 'http', status, message, body: parsed.success ? parsed.data : null, extra });
}

/** Parses a successful answer's JSON text with the schema; a changed API fails loudly, as an `ApiError`. */
export function parseAnswerText<T>(status: number, text: string, schema: ResponseSchema<T>, what: string): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch (error) {
    throw new ApiError({
      kind: 'invalid-response',
      status,
      message: `${status}: the answer to ${what} is not what the app expects`,
      cause: error,
    });
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Sent as JSON. */
  body?: unknown;
  /** Instead of `body`: bytes sent as they are (application/octet-stream). */
  bytes?: Uint8Array<ArrayBuffer>;
  signal?: AbortSignal | undefined;
};

/** Sends the request; only "no answer at all" throws here (as an `offline` ApiError). */
async function send(method: HttpMethod, url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  } else if (options.bytes) {
    headers['Content-Type'] = 'application/octet-stream';
    init.body = options.bytes;
  }
  if (options.signal) init.signal = options.signal;
  try {
    const response = await fetch(url, init);
    // The service worker's saved copy is no news about the connection.
    if (!response.headers.has(CACHED_COPY_HEADER)) noteApiReachable(true);
    return response;
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    // fetch rejects (a TypeError) only when no answer came back at all.
    noteApiReachable(false);
    throw new ApiError({ kind: 'offline', status: 0, message: NO_CONNECTION_MESSAGE, cause: error });
  }
}

/**
 * Calls the API with the session cookie and returns the successful answer. Every failure is an
 * `ApiError`: a failure status, or no answer at all (`offline`). A cancelled request stays an AbortError.
 */
export async function apiFetch(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<Response> {
  const response = await send(method, url, options);
  if (!response.ok) throw await httpError(response);
  return response;
}

/** Parses a successful answer's JSON with the schema; a changed API fails loudly here, as an `ApiError`. */
async function readParsed<T>(response: Response, schema: ResponseSchema<T>, what: string): Promise<T> {
  try {
    return schema.parse(await response.json());
  } catch (error) {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: `${response.status}: the answer to ${what} is not what the app expects`,
      cause: error,
    });
  }
}

/** Calls the API and parses the answer with the shared schema. */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiFetch(method, url, options);
  return readParsed(response, schema, `${method} ${url}`);
}

/** GET `url` and parse the answer with the shared schema. */
export function apiGet<T>(url: string, schema: ResponseSchema<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest('GET', url, schema, { signal });
}

/** Sends a JSON body and parses the answer with the shared schema. */
export function apiSend<T>(
  method: Exclude<HttpMethod, 'GET'>,
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
): Promise<T> {
  return apiRequest(method, url, schema, { body });
}

/** Sends a change whose answer is not read (sign-out, linking orders, deleting). */
export async function apiCommand(method: Exclude<HttpMethod, 'GET'>, url: string, body?: unknown): Promise<void> {
  await apiFetch(method, url, body === undefined ? {} : { body });
}

/** What a 401 means to a query: no data (`returnNull`), or an error like any other (`throw`). */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * GET `url` with the session cookie; the JSON comes back unparsed (callers parse it), null for a
 * 401 when asked. The default data read below, and the sign-in check before the query client is there.
 */
export async function getJson(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal | undefined },
): Promise<unknown> {
  const response = await send('GET', url, { signal: options.signal });
  // Signed out is the common case on the first page: answered without reading the error body.
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  if (!response.ok) throw await httpError(response);
  return response.json();
}

/**
 * The default data read (spec section 7): the query key's segments joined with '/' are the URL
 * of a GET; the JSON comes back unparsed (callers parse it), null for a 401 when asked.
 */
export function getQueryFn(options: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return ({ queryKey, signal }) => getJson(queryKey.map(String).join('/'), { on401: options.on401, signal });
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
