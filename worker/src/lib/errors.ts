import { ERROR_MESSAGES } from '@dtm/shared/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode, UnofficialStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';

/** The closed set of failures the API answers with, and their statuses. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOCKED: 423,
  /** tus checksum extension: the body did not match its Upload-Checksum. */
  CHECKSUM_MISMATCH: 460 as UnofficialStatusCode,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

/** Sent as Retry-After on a 429 whose limit did not say when it lifts. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The one error type routes throw; `app.onError` turns it into the API's JSON shape. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { fields?: FieldErrors; [key: string]: unknown },
    /** For TOO_MANY_REQUESTS: seconds until the limit lifts (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export type ErrorBody = {
  error: string;
  code: ErrorCode;
  requestId: string;
  fields?: FieldErrors;
  [key: string]: unknown;
};

/** Answers every failure with `{ error, code, requestId, ... }`; unknown errors are logged, never shown. */
export function handleError(err: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId') ?? crypto.randomUUID();
  if (err instanceof ApiError) {
    const body: ErrorBody = { ...err.details, error: err.message, code: err.code, requestId };
    return c.json(body, err.status, retryAfter(err.status, err.retryAfterSeconds));
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own refusals (a malformed JSON body, say) get the same shape as ours.
    const message = err.message || ERROR_MESSAGES.unreadable;
    const body: ErrorBody = { error: message, code: codeForStatus(err.status), requestId };
    return c.json(body, err.status, retryAfter(err.status));
  }
  console.error(JSON.stringify({ level: 'error', requestId, message: err.message, stack: err.stack }));
  const body: ErrorBody = {
    error: ERROR_MESSAGES.internal,
    code: 'INTERNAL',
    requestId,
  };
  return c.json(body, 500);
}

export function notFoundBody(c: Context<AppEnv>): ErrorBody {
  return {
    error: `There is no API route ${c.req.method} ${new URL(c.req.url).pathname}.`,
    code: 'NOT_FOUND',
    requestId: c.get('requestId') ?? crypto.randomUUID(),
  };
}

/** The error code for a status (BAD_REQUEST or INTERNAL when the set has no exact match). */
export function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_STATUS).find(([, value]) => value === status);
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** Every 429 says when to come back (RFC 9110 Retry-After, in seconds). */
export function retryAfter(status: number, seconds?: number): Record<string, string> {
  if (status !== 429) return {};
  return { 'Retry-After': String(Math.max(1, Math.ceil(seconds ?? DEFAULT_RETRY_AFTER_SECONDS))) };
}
