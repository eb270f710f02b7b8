import type { OrderKind } from '@dtm/shared/constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { containsAny, searchText } from './list-search';

/** The trigram index only answers searches of 3 characters or more. */
const TRIGRAM_MIN = 3;

/** The search as one FTS5 phrase: any part of an id, name or e-mail, case-insensitive. */
function ftsPhrase(search: string): string {
  return `"${searchText(search).replaceAll('"', '""')}"`;
}

/**
 * Which orders match: through the trigram index (migrations/0005_admin_audit.sql) for 3+
 * characters, a plain scan for 1-2 characters (rare, and cheap enough on a page of rows).
 */
function usesTrigramIndex(search: string | undefined): boolean {
  return search !== undefined && search.length >= TRIGRAM_MIN;
}

export function orderSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (usesTrigramIndex(search)) {
    return sql`${orders.id} IN (SELECT order_id FROM orders_search WHERE orders_search MATCH ${ftsPhrase(search)})`;
  }
  return containsAny(search, [orders.id, orders.customerName, orders.customerEmail]);
}

export type OrderSearch = { search?: string | undefined; type?: OrderKind | undefined; page: number; pageSize: number };

/** The search and the kind together. */
function orderFilter(search: string | undefined, type: OrderKind | undefined): SQL | undefined {
  return and(orderSearchCondition(search), type ? eq(orders.type, type) : undefined);
}

/** One page of orders, newest first, and how many match in all. */
export async function searchOrders(db: Db, query: OrderSearch): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderFilter(query.search, query.type);
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      // created_at alone walks its index; ties (same millisecond) are rare and harmless on a page.
      .orderBy(desc(orders.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // One index row per order: counting the index alone skips a lookup per match.
    usesTrigramIndex(query.search) && !query.type
      ? db
          .select({ total: sql<number>`count(*)` })
          .from(sql`orders_search`)
          .where(sql`orders_search MATCH ${ftsPhrase(query.search ?? '')}`)
      : db.select({ total: sql<number>`count(*)` }).from(orders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every matching order, newest first, read in keyset pages so a large export never holds one huge result. */
export async function* allMatchingOrders(
  db: Db,
  search: string | undefined,
  batchSize = 1000,
  type?: OrderKind | undefined,
) {
  const where = orderFilter(search, type);
  let last: OrderRow | undefined;
  for (;;) {
    const after = last
      ? sql`(${orders.createdAt}, ${orders.id}) < (${last.createdAt.getTime()}, ${last.id})`
      : undefined;
    const rows = await db
      .select()
      .from(orders)
      .where(and(where, after))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}
