import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase, SQLiteTable } from 'drizzle-orm/sqlite-core';

type AnyDb = BaseSQLiteDatabase<'async', unknown, Record<string, unknown>>;

/** D1 binds at most 100 parameters per statement. */
const D1_MAX_PARAMS = 100;

/**
 * Insert rows or, when the id exists, overwrite every column: running it twice changes nothing.
 * Returns one statement per chunk so each stays under D1's parameter limit.
 */
export function upsert<T extends SQLiteTable>(db: AnyDb, table: T, rows: T['$inferInsert'][]): BatchItem<'sqlite'>[] {
  const columns = getTableColumns(table);
  const idColumn = columns.id;
  if (!idColumn) throw new Error('upsert needs a table with an id column');
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (key !== 'id') set[key] = sql.raw(`excluded."${column.name}"`);
  }
  const perChunk = Math.max(1, Math.floor(D1_MAX_PARAMS / Object.keys(columns).length));
  const statements: BatchItem<'sqlite'>[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    statements.push(db.insert(table).values(chunk).onConflictDoUpdate({ target: idColumn, set }));
  }
  return statements;
}
