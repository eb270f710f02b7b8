/** Stripe's error object and the statuses it travels with, so the SDK raises the same error classes. */

import { nowSeconds } from './ids.ts';
import type { JsonObject } from './json.ts';

export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** The fields of `{ error: {...} }`; only the ones that apply are sent, as Stripe does. */
export interface StripeErrorFields {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  charge?: string;
  payment_intent?: JsonObject;
  payment_method?: JsonObject;
}

/** An error answered with Stripe's shape; `status` is 400, 401, 402, 403 or 404 like Stripe's. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly fields: StripeErrorFields,
  ) {
    super(fields.message);
  }

  /** The response body, with the request's id in `request_log_url` as Stripe adds it. */
  toBody(requestId: string): JsonObject {
    const error: JsonObject = {};
    const { fields } = this;
    if (fields.charge !== undefined) error.charge = fields.charge;
    if (fields.code !== undefined) error.code = fields.code;
    if (fields.decline_code !== undefined) error.decline_code = fields.decline_code;
    if (fields.code !== undefined) error.doc_url = docUrl(fields.code);
    error.message = fields.message;
    if (fields.param !== undefined) error.param = fields.param;
    if (fields.payment_intent !== undefined) error.payment_intent = fields.payment_intent;
    if (fields.payment_method !== undefined) error.payment_method = fields.payment_method;
    error.request_log_url = `https://dashboard.stripe.com/test/logs/${requestId}?t=${nowSeconds()}`;
    error.type = fields.type;
    return { error };
  }
}

/** Stripe's documentation page for an error code (`card_declined` -> `.../card-declined`). */
export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
}

/** A 400 invalid_request_error. */
export function invalidRequest(message: string, extra: { code?: string; param?: string } = {}): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
}

/** Stripe's 404 for an id that does not exist: `No such payment_intent: 'pi_123'`. */
export function resourceMissing(resource: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${resource}: '${id}'`,
    ...(param === undefined ? {} : { param }),
  });
}

/** Stripe's 400 for an action the object's status does not allow. */
export function unexpectedState(message: string): StripeApiError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state' });
}

/** Stripe's 401 answers: no key, a malformed key, or a live key the emulator refuses. */
export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

/** Stripe's 404 for a path it does not know. */
export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}
