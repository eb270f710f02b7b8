import { env } from 'cloudflare:workers';
import { call, signIn } from './helpers';

let adminCookie: string | undefined;

/** Forgets the session: test/apply-migrations.ts calls it before each file, whose database starts empty. */
export function resetAdminSession() {
  adminCookie = undefined;
}

/** One admin session per test file (the magic link is real; the flag is set like the admin command does). */
export async function adminSession(): Promise<string> {
  adminCookie ??= await signIn(`admin-${crypto.randomUUID().slice(0, 8)}@example.com`, { admin: true });
  return adminCookie;
}

export async function adminCall(path: string, init: Parameters<typeof call>[1] = {}) {
  return call(path, { ...init, cookie: await adminSession() });
}

type OrderSeed = {
  /** Chosen by the test when its order number matters (returns); a random uuid otherwise. */
  id?: string;
  customerName?: string;
  customerEmail?: string;
  amountCents?: number;
  paymentStatus?: 'pending' | 'paid' | 'failed' | 'refunded';
  fulfillmentStatus?: 'pending' | 'processing' | 'shipped' | 'delivered';
  type?: 'frame' | 'character';
  createdAt?: number;
  userId?: string | null;
  uploadToken?: string | null;
};

/** Inserts an order as checkout would leave it (the triggers record it and index it for search). */
export async function insertOrder(seed: OrderSeed = {}): Promise<string> {
  const id = seed.id ?? crypto.randomUUID();
  const now = seed.createdAt ?? Date.now();
  await env.DB.prepare(
    `INSERT INTO orders (id, type, customer_email, customer_name, frame_size, amount_cents, discount_cents,
      payment_status, fulfillment_status, user_id, upload_token, upload_expires_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      seed.type ?? 'frame',
      seed.customerEmail ?? `${id.slice(0, 8)}@example.com`,
      seed.customerName ?? 'Pat Parent',
      seed.type === 'character' ? null : '7',
      seed.amountCents ?? 12900,
      seed.paymentStatus ?? 'pending',
      seed.fulfillmentStatus ?? 'pending',
      seed.userId ?? null,
      seed.uploadToken ?? null,
      seed.uploadToken ? now + 86_400_000 : null,
      now,
      now,
    )
    .run();
  return id;
}

/**
 * A paid order of `email` whose number (the mails' first 8 characters of the id) is `shortId`:
 * what the return form needs. The rest of the id is random, so one number may serve many addresses.
 */
export async function returnableOrder(email: string, shortId = 'f00dcafe'): Promise<string> {
  return insertOrder({ id: `${shortId}${crypto.randomUUID().slice(8)}`, customerEmail: email, paymentStatus: 'paid' });
}

/** A signed-in customer's id (the users row the magic link created). */
export async function userId(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export type AuditRow = {
  actor_email: string | null;
  action: string;
  before: string | null;
  after: string | null;
};

/** The audit rows of one entity, oldest first. */
export async function auditRows(entityType: string, entityId: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT actor_email, action, before, after FROM audit_events WHERE entity_type = ? AND entity_id = ? ORDER BY created_at, rowid',
  )
    .bind(entityType, entityId)
    .all<AuditRow>();
  return results;
}

/** Mails sent to `to`, newest first. */
export async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const { results } = await env.DB.prepare(
    'SELECT subject, text FROM outbox_mails WHERE "to" = ? ORDER BY created_at DESC, rowid DESC',
  )
    .bind(to)
    .all<{ subject: string; text: string }>();
  return results;
}
