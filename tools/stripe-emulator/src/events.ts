/** `/v1/events`: every event the emulator sent, newest first, as Stripe keeps them for 30 days. */
import type { ApiHandler } from './api.ts';
import { pathParam } from './api.ts';
import { resourceMissing } from './errors.ts';
import { cloneJson } from './json.ts';
import { LIST_PARAMS, listPage } from './lists.ts';
import { Params } from './params.ts';

/** `payment_intent.*` matches every payment_intent event, as in Stripe's `type` filter. */
function matchesType(type: string, pattern: string): boolean {
  return pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

export const listEvents: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, [...LIST_PARAMS, 'delivery_success', 'type', 'types']);
  const type = params.string('type');
  const types = params.stringList('types');
  const delivered = params.boolean('delivery_success');
  const events = [...emulator.store.events.values()]
    .map((event) => ({ id: String(event.id), created: Number(event.created), type: String(event.type), event }))
    .filter((item) => type === undefined || matchesType(item.type, type))
    .filter((item) => types === undefined || types.some((pattern) => matchesType(item.type, pattern)))
    .filter((item) => delivered === undefined || (item.event.pending_webhooks === 0) === delivered);
  return listPage(params, '/v1/events', events, (item) => cloneJson(item.event));
};

export const retrieveEvent: ApiHandler = (emulator, request) => {
  new Params(request.params, ['expand']);
  const id = pathParam(request, 'id');
  const event = emulator.store.events.get(id);
  if (!event) throw resourceMissing('event', id, 'id');
  return cloneJson(event);
};
