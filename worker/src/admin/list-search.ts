import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/**
 * The search as the database should see it: lower case, without control characters (a NUL
 * ends an FTS5 string early and means nothing in a name anyway).
 */
export function searchText(search: string): string {
  return search.replace(/\p{Cc}/gu, '').toLowerCase();
}

/**
 * `column contains search` over several columns, case-insensitive. `instr()` instead of LIKE:
 * no wildcards to escape and no pattern-length limit (D1 refuses LIKE patterns over 50 bytes).
 */
export function containsAny(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const needle = search ? searchText(search) : '';
  if (!needle) return undefined;
  return or(...columns.map((column) => sql`instr(lower(${column}), ${needle}) > 0`));
}
