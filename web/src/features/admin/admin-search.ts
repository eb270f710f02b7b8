import { ORDER_KINDS, type OrderKind } from '@dtm/shared/constants';

/**
 * The back office lists' query (`?search=...&page=...`), read without zod: route search parsers
 * run in the first bundle, which every shop visitor downloads. A value that does not fit is
 * dropped (as zod's `.catch(undefined)` did), never an error page.
 */
export type AdminSearch = { search?: string | undefined };
export type AdminPagedSearch = AdminSearch & { page?: number | undefined };

const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 100_000;

/**
 * The search text, trimmed; absent when it is not text or is too long. The address hands it over
 * as text (`lib/search-params.ts`); a number or yes/no passed in-app is a search for that text
 * too (an order number of digits only).
 */
function searchText(value: unknown): string | undefined {
  const raw =
    typeof value === 'string'
      ? value
      : (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean'
        ? String(value)
        : undefined;
  if (raw === undefined) return undefined;
  const text = raw.trim();
  return text.length <= MAX_SEARCH_LENGTH ? text : undefined;
}

/** A whole page number from 1 to 100 000 (`page=2` arrives as the text 2, in-app as the number). */
function pageNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || typeof value === 'boolean' || value === '') return undefined;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/** `validateSearch` of the admin lists that search only. */
export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  return { search: searchText(search.search) };
}

/** `validateSearch` of the admin lists that search and page (orders). */
export function parseAdminPagedSearch(search: Record<string, unknown>): AdminPagedSearch {
  return { search: searchText(search.search), page: pageNumber(search.page) };
}

export type AdminOrderSearch = AdminPagedSearch & { type?: OrderKind | undefined };

/** `validateSearch` of the orders list: the search, the page and one kind of order (anything else is dropped). */
export function parseAdminOrderSearch(search: Record<string, unknown>): AdminOrderSearch {
  return { ...parseAdminPagedSearch(search), type: ORDER_KINDS.find((kind) => kind === search.type) };
}

const SUPPORT_STATUS_VALUES = ['open', 'in_progress', 'resolved'] as const;
export type AdminSupportSearch = AdminSearch & { status?: (typeof SUPPORT_STATUS_VALUES)[number] | undefined };

/** `validateSearch` of the support requests list: the search and one status (anything else is dropped). */
export function parseAdminSupportSearch(search: Record<string, unknown>): AdminSupportSearch {
  const status = SUPPORT_STATUS_VALUES.find((value) => value === search.status);
  return { search: searchText(search.search), status };
}
