import type { AdminSupportListQuery } from '@dtm/shared/admin';
import type { UpdateSupportRequestInput } from '@dtm/shared/support-requests';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert, snapshot } from '../audit/record';
import type { Db } from '../db/client';
import { supportRequests } from '../db/schema';
import { containsAny } from './list-search';

/** Spec order: open, in progress, resolved; newest first within each. */
const STATUS_RANK = sql`CASE ${supportRequests.status} WHEN 'open' THEN 0 WHEN 'in_progress' THEN 1 ELSE 2 END`;

/** The support requests that match the search (name, e-mail, subject) and status, in the spec's order. */
export function listSupportRequests(db: Db, query: AdminSupportListQuery = { search: undefined }) {
  const { customerName, customerEmail, subject, status } = supportRequests;
  return db
    .select()
    .from(supportRequests)
    .where(
      and(
        containsAny(query.search, [customerName, customerEmail, subject]),
        query.status ? eq(status, query.status) : undefined,
      ),
    )
    .orderBy(STATUS_RANK, desc(supportRequests.createdAt));
}

/** One support request by id, or undefined. */
export function findSupportRequest(db: Db, id: string) {
  return db.query.supportRequests.findFirst({ where: eq(supportRequests.id, id) });
}

type SupportRequestRow = typeof supportRequests.$inferSelect;

/** Applies the admin's change (status, answer) and records it in one batch. Undefined when the row is gone. */
export async function updateSupportRequest(
  db: Db,
  input: { actor: AuditEntry['actor']; before: SupportRequestRow; change: UpdateSupportRequestInput },
) {
  const { actor, before, change: requested } = input;
  const change = {
    ...(requested.status ? { status: requested.status } : {}),
    ...(requested.adminResponse ? { adminResponse: requested.adminResponse } : {}),
  };
  const keys = Object.keys(change) as (keyof typeof change)[];
  const [[updated]] = await db.batch([
    db.update(supportRequests).set(change).where(eq(supportRequests.id, before.id)).returning(),
    auditInsert(db, {
      actor,
      action: 'support_request.updated',
      entityType: 'support_request',
      entityId: before.id,
      before: snapshot(before, keys),
      after: change,
    }),
  ]);
  return updated;
}
