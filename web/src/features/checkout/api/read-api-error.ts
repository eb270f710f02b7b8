import { ApiError } from '../../../lib/api';

/** What a failed API call said, read from `ApiError`'s "<status>: <body>" message. */
export type ApiFailure = {
  /** null when the request never got an answer (offline, server down). */
  status: number | null;
  /** The API's `error` text, when it sent one. */
  message: string | null;
  /** Field messages of a 400, keyed by the field path ("voucherCode", "shippingAddress.city"). */
  fields: Record<string, string[]>;
  /** The 409 of a voucher that was used up after the order was made. */
  canContinueWithoutVoucher: boolean;
  /** The browser is offline or the request could not be sent. */
  offline: boolean;
};

type ErrorBody = { error?: unknown; fields?: unknown; canContinueWithoutVoucher?: unknown };

function parseBody(text: string): ErrorBody {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as ErrorBody) : {};
  } catch {
    return {};
  }
}

function readFields(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null) return {};
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[key] = messages.filter((m): m is string => typeof m === 'string');
  }
  return fields;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Reads any error thrown by `apiRequest` (or by fetch itself) into one shape. */
export function readApiError(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    const prefix = `${error.status}: `;
    const bodyText = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    const body = parseBody(bodyText);
    return {
      status: error.status,
      message: typeof body.error === 'string' ? body.error : null,
      fields: readFields(body.fields),
      canContinueWithoutVoucher: body.canContinueWithoutVoucher === true,
      offline: false,
    };
  }
  // fetch rejects with a TypeError when no answer came back at all.
  return {
    status: null,
    message: null,
    fields: {},
    canContinueWithoutVoucher: false,
    offline: isOffline() || error instanceof TypeError,
  };
}

/** Said whenever checkout or payment is tried without a connection (decisions.md "Offline"). */
export const OFFLINE_MESSAGE =
  'You are offline. Checkout and payment need an internet connection: please reconnect and try again.';
