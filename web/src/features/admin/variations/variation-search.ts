import type { VariationStatus } from '@dtm/shared/variations';
import { parseAdminSearch } from '../admin-search';

/** `?status=being_made&search=...` of the Variations page (no zod: route parsers are in the first bundle). */
export type AdminVariationSearch = { search?: string | undefined; status?: VariationStatus | undefined };

const STATUSES: readonly VariationStatus[] = ['being_made', 'ready'];

/** `validateSearch` of /admin/variations: an unknown status shows them all. */
export function parseAdminVariationSearch(search: Record<string, unknown>): AdminVariationSearch {
  const status = STATUSES.find((value) => value === search.status);
  return { ...parseAdminSearch(search), status };
}
