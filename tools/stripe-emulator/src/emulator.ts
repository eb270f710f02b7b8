/** The emulator's core: its records, the fixtures objects are built from, and the events it sends. */
import type { Fixtures } from './fixtures.ts';
import { fromFixture } from './fixtures.ts';
import { newId, nowSeconds } from './ids.ts';
import type { JsonObject } from './json.ts';
import type { RenderContext } from './render.ts';
import { Store } from './store.ts';
import type { WebhookOptions } from './webhooks.ts';
import { WebhookDispatcher } from './webhooks.ts';

/** The API request that caused an event (`event.request`); both null for the 3-D Secure page. */
export interface RequestMeta {
  id: string | null;
  idempotencyKey: string | null;
}

export const NO_REQUEST: RequestMeta = { id: null, idempotencyKey: null };

export class Emulator implements RenderContext {
  readonly store = new Store();
  readonly webhooks: WebhookDispatcher;

  constructor(
    readonly fixtures: Fixtures,
    readonly apiVersion: string,
    webhookOptions: WebhookOptions,
    readonly baseUrl: () => string,
  ) {
    this.webhooks = new WebhookDispatcher(webhookOptions);
  }

  /** Records an event (a snapshot of `object`) and hands it to the webhook endpoint, if one is set. */
  emit(type: string, object: JsonObject, meta: RequestMeta, previousAttributes?: JsonObject): JsonObject {
    const data: JsonObject = previousAttributes ? { object, previous_attributes: previousAttributes } : { object };
    const event = fromFixture(this.fixtures.event, {
      id: newId('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: nowSeconds(),
      data,
      livemode: false,
      pending_webhooks: this.webhooks.url === null ? 0 : 1,
      request: { id: meta.id, idempotency_key: meta.idempotencyKey },
      type,
    });
    this.store.events.set(String(event.id), event);
    this.webhooks.deliver(event, () => {
      event.pending_webhooks = 0;
    });
    return event;
  }

  /** Forgets every object, event and delivery; keeps the webhook endpoint and secret. */
  reset(): void {
    this.store.reset();
    this.webhooks.reset();
  }
}
