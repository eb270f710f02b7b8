/** Stripe's list objects and cursor pagination (`limit`, `starting_after`, `ending_before`). */
import { invalidRequest } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import type { Params } from './params.ts';

/** The parameters every list endpoint takes, besides its own filters. */
export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand', 'created'] as const;

interface Listed {
  id: string;
  created: number;
}

function createdFilter(params: Params): (created: number) => boolean {
  const range = params.nested('created', ['gt', 'gte', 'lt', 'lte']);
  if (range === undefined) {
    const exact = params.has('created') ? params.integer('created') : undefined;
    return exact === undefined ? () => true : (created) => created === exact;
  }
  const gt = range.integer('gt');
  const gte = range.integer('gte');
  const lt = range.integer('lt');
  const lte = range.integer('lte');
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/**
 * One page of `items` (given oldest first, answered newest first), rendered with `render`.
 * Cursor ids that do not exist are refused like Stripe's `resource_missing`.
 */
export function listPage<T extends Listed>(
  params: Params,
  url: string,
  items: Iterable<T>,
  render: (item: T) => JsonObject,
): JsonObject {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be greater than or equal to 1 and less than or equal to 100.', {
      param: 'limit',
    });
  }
  const matchesCreated = createdFilter(params);
  const newestFirst = [...items].reverse().filter((item) => matchesCreated(item.created));
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  let page: T[];
  let hasMore: boolean;
  if (after !== undefined) {
    const index = newestFirst.findIndex((item) => item.id === after);
    if (index === -1)
      throw invalidRequest(`No such object: '${after}'`, { code: 'resource_missing', param: 'starting_after' });
    page = newestFirst.slice(index + 1, index + 1 + limit);
    hasMore = newestFirst.length > index + 1 + limit;
  } else if (before !== undefined) {
    const index = newestFirst.findIndex((item) => item.id === before);
    if (index === -1)
      throw invalidRequest(`No such object: '${before}'`, { code: 'resource_missing', param: 'ending_before' });
    page = newestFirst.slice(Math.max(0, index - limit), index);
    hasMore = index - limit > 0;
  } else {
    page = newestFirst.slice(0, limit);
    hasMore = newestFirst.length > limit;
  }
  const data: Json[] = page.map(render);
  return { object: 'list', data, has_more: hasMore, url };
}
