/**
 * Stripe's idempotent requests: a POST repeated with the same `Idempotency-Key` and the same
 * parameters gets the first answer again (`Idempotent-Replayed: true`); other parameters get a 400
 * `idempotency_error`. Keys live 24 hours and belong to the API key that used them.
 */
import { StripeApiError } from './errors.ts';
import type { JsonObject } from './json.ts';
import { stableStringify } from './json.ts';

const TTL_MS = 24 * 60 * 60 * 1000;

export interface SavedResponse {
  status: number;
  body: JsonObject;
  requestId: string;
}

interface Entry extends SavedResponse {
  endpoint: string;
  params: string;
  savedAt: number;
}

export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();

  /** A saved answer to replay, undefined for a new key, or a thrown 400 when the key was used differently. */
  lookup(apiKey: string, key: string, endpoint: string, params: JsonObject): SavedResponse | undefined {
    const entry = this.entries.get(`${apiKey}\n${key}`);
    if (!entry) return undefined;
    if (Date.now() - entry.savedAt > TTL_MS) {
      this.entries.delete(`${apiKey}\n${key}`);
      return undefined;
    }
    if (entry.endpoint !== endpoint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (entry.params !== stableStringify(params)) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return entry;
  }

  /**
   * Saves an answer. Like Stripe, only requests that ran are saved: successes and card errors,
   * not requests refused while their parameters were checked.
   */
  save(apiKey: string, key: string, endpoint: string, params: JsonObject, response: SavedResponse): void {
    if (response.status >= 400 && response.status !== 402) return;
    this.entries.set(`${apiKey}\n${key}`, {
      ...response,
      endpoint,
      params: stableStringify(params),
      savedAt: Date.now(),
    });
  }

  clear(): void {
    this.entries.clear();
  }
}
