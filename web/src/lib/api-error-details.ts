import { ApiError } from './api';

/** What the API's error JSON (`{ error, code, fields }`) says, read back from an `ApiError`. */
export type ApiErrorDetails = {
  status: number | null;
  /** The server's sentence for a person, when it sent one. */
  message: string | null;
  /** Messages per field ("email", "shippingAddress.city"), when the body was refused. */
  fields: Record<string, string[]>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[key] = messages.filter((m): m is string => typeof m === 'string');
  }
  return fields;
}

/**
 * The status, message and field messages of a failed call. `ApiError`'s text is
 * "<status>: <body>" (spec section 7), so the body is whatever follows the first ": ".
 * Anything else (a network failure) has no status and no server message.
 */
export function apiErrorDetails(error: unknown): ApiErrorDetails {
  if (!(error instanceof ApiError)) return { status: null, message: null, fields: {} };
  const prefix = `${error.status}: `;
  const bodyText = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  let body: unknown = null;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // Not JSON (a proxy's HTML page, plain text): no sentence we can trust to show.
  }
  if (!isRecord(body)) return { status: error.status, message: null, fields: {} };
  const message = typeof body.error === 'string' && body.error.trim() ? body.error : null;
  return { status: error.status, message, fields: readFields(body.fields) };
}

/** The first message the server gave for one field, if any. */
export function firstFieldMessage(details: ApiErrorDetails, field: string): string | undefined {
  return details.fields[field]?.[0];
}
