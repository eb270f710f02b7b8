/** What a `/v1` handler receives and returns. */
import type { Emulator, RequestMeta } from './emulator.ts';
import type { JsonObject } from './json.ts';

export type KeyKind = 'publishable' | 'secret';

export interface ApiRequest {
  method: string;
  path: string;
  params: JsonObject;
  pathParams: Record<string, string>;
  keyKind: KeyKind;
  meta: RequestMeta;
}

/** Answers 200 with the returned object, or throws a `StripeApiError`. */
export type ApiHandler = (emulator: Emulator, request: ApiRequest) => JsonObject;

/** The path parameter a route template declared (`:id`). */
export function pathParam(request: ApiRequest, name: string): string {
  return request.pathParams[name] ?? '';
}
