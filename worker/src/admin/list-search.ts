import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/** `column LIKE %search%` over several columns, case-insensitive, with LIKE's wildcards taken literally. */
export function containsAny(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((column) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`));
}
