import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AuditSnapshot, auditEvents } from '../db/schema';
import type { SessionUser } from '../env';

export type AuditEntity =
  | 'order'
  | 'voucher'
  | 'support_request'
  | 'return'
  | 'frame'
  | 'character'
  | 'variation'
  | 'animation'
  | 'background';

export type AuditEntry = {
  actor: Pick<SessionUser, 'id' | 'email'> | null;
  action: string;
  entityType: AuditEntity;
  entityId: string;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
};

/**
 * The insert that records one change. Returned unexecuted so callers put it in the same
 * `db.batch([...])` right after the change: both are written or neither, and the row is only
 * written when that preceding statement changed something (`changes()`), so a conditional
 * update that lost a race leaves no false history.
 */
export function auditInsert(db: Db, entry: AuditEntry) {
  const json = (value: AuditSnapshot | null | undefined) => (value ? JSON.stringify(value) : null);
  // Column order of the table: id, actor, action, entity, before, after, created_at.
  return db.insert(auditEvents).select(
    sql`SELECT ${crypto.randomUUID()}, ${entry.actor?.id ?? null}, ${entry.actor?.email ?? null}, ${entry.action},
      ${entry.entityType}, ${entry.entityId}, ${json(entry.before)}, ${json(entry.after)}, ${Date.now()}
    WHERE changes() > 0`,
  );
}

/** The fields of `row` named in `keys`, as the audit table keeps them (dates as ISO text). */
export function snapshot<Row extends Record<string, unknown>>(row: Row, keys: readonly (keyof Row & string)[]) {
  const picked: AuditSnapshot = {};
  for (const key of keys) {
    const value = row[key];
    picked[key] = value instanceof Date ? value.toISOString() : value;
  }
  return picked;
}

/** Everything recorded about one row, oldest first. */
export async function eventsFor(db: Db, entityType: AuditEntity, entityId: string) {
  // Events of the same millisecond (a trigger's and the write that fired it) in the order they were written.
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.createdAt), sql`rowid`);
}

type AuditRow = typeof auditEvents.$inferSelect;

/** An audit row as the API shows it. */
export function presentAuditEvent(row: AuditRow) {
  return {
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
