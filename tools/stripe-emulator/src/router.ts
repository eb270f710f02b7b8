/** The `/v1` routes the emulator answers, and the matching of a method and path against them. */
import type { ApiHandler } from './api.ts';
import { listEvents, retrieveEvent } from './events.ts';
import { cancelPaymentIntent, capturePaymentIntent, confirmPaymentIntentRoute } from './payment-intent-actions.ts';
import {
  createPaymentIntent,
  listPaymentIntents,
  retrievePaymentIntent,
  updatePaymentIntent,
} from './payment-intents.ts';
import {
  createRefund,
  listCharges,
  listRefunds,
  retrieveCharge,
  retrievePaymentMethod,
  retrieveRefund,
} from './refunds.ts';

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  names: string[];
  handler: ApiHandler;
  /** Routes a publishable key may call (with the client secret), as Stripe.js does. */
  publishable: boolean;
}

/** Compiles `/v1/payment_intents/:id/confirm` into a route. */
export function route(method: Route['method'], template: string, handler: ApiHandler, publishable = false): Route {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names, handler, publishable };
}

export const API_ROUTES: readonly Route[] = [
  route('POST', '/v1/payment_intents', createPaymentIntent),
  route('GET', '/v1/payment_intents', listPaymentIntents),
  route('GET', '/v1/payment_intents/:id', retrievePaymentIntent, true),
  route('POST', '/v1/payment_intents/:id', updatePaymentIntent),
  route('POST', '/v1/payment_intents/:id/confirm', confirmPaymentIntentRoute, true),
  route('POST', '/v1/payment_intents/:id/capture', capturePaymentIntent),
  route('POST', '/v1/payment_intents/:id/cancel', cancelPaymentIntent),
  route('POST', '/v1/refunds', createRefund),
  route('GET', '/v1/refunds', listRefunds),
  route('GET', '/v1/refunds/:id', retrieveRefund),
  route('GET', '/v1/charges', listCharges),
  route('GET', '/v1/charges/:id', retrieveCharge),
  route('GET', '/v1/payment_methods/:id', retrievePaymentMethod),
  route('GET', '/v1/events', listEvents),
  route('GET', '/v1/events/:id', retrieveEvent),
];

/** The route for a request, with its decoded path parameters. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; pathParams: Record<string, string> } | undefined {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const pathParams: Record<string, string> = {};
    candidate.names.forEach((name, index) => {
      pathParams[name] = safeDecode(match[index + 1] ?? '');
    });
    return { route: candidate, pathParams };
  }
  return undefined;
}

/** Decodes a path segment; malformed escapes are kept as typed (they then match no object). */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
