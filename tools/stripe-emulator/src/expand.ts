/** Stripe's `expand[]`: replaces an id in a response by the object it names. */
import { invalidRequest } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { isJsonObject } from './json.ts';
import type { RenderContext } from './render.ts';
import { renderPaymentIntent, renderPaymentMethod } from './render.ts';
import { renderCharge, renderRefund } from './render-charge.ts';

function resolve(ctx: RenderContext, id: string): JsonObject | undefined {
  const { store } = ctx;
  const pi = store.paymentIntents.get(id);
  if (pi) return renderPaymentIntent(ctx, pi);
  const charge = store.charges.get(id);
  if (charge) return renderCharge(ctx, charge);
  const refund = store.refunds.get(id);
  if (refund) return renderRefund(ctx, refund);
  const pm = store.paymentMethods.get(id);
  if (pm) return renderPaymentMethod(ctx, pm);
  return undefined;
}

function cannotExpand(name: string) {
  return invalidRequest(`This property cannot be expanded (${name}).`, { param: 'expand' });
}

function expandIn(ctx: RenderContext, target: JsonObject, segments: string[], path: string): void {
  const [head, ...rest] = segments;
  if (head === undefined || head === 'id' || head === 'object' || !(head in target)) throw cannotExpand(head ?? path);
  let value: Json | undefined = target[head];
  if (typeof value === 'string') {
    const resolved = resolve(ctx, value);
    if (!resolved) throw cannotExpand(head);
    target[head] = resolved;
    value = resolved;
  }
  if (rest.length === 0) {
    if (value !== null && !isJsonObject(value)) throw cannotExpand(head);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) if (isJsonObject(item)) expandIn(ctx, item, rest, path);
  } else if (isJsonObject(value)) {
    expandIn(ctx, value, rest, path);
  } else if (value !== null) {
    throw cannotExpand(head);
  }
}

/** Applies `expand[]` paths (`latest_charge`, `data.latest_charge`, `latest_charge.payment_method`). */
export function applyExpand(ctx: RenderContext, object: JsonObject, paths: readonly string[]): JsonObject {
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property (${path}).`);
    expandIn(ctx, object, segments, path);
  }
  return object;
}
