import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, json } from './columns';

/** What the audit table records about a row: a few fields before and after the change. */
export type AuditSnapshot = Record<string, unknown>;

/**
 * Every admin mutation (who, what, before, after) and the order's own milestones (created, paid,
 * artwork uploaded; written by triggers in migrations/0005_admin_audit.sql with no actor). The
 * order timeline in the back office is this table filtered to one order.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: id(),
    /** null: the shop itself (a payment webhook, a customer's upload). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. `order.fulfillment_status`, `voucher.created`, `character.animation_video`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: json<AuditSnapshot>('before'),
    after: json<AuditSnapshot>('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_events_created_at_idx').on(t.createdAt),
  ],
);
