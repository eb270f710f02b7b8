import { env } from 'cloudflare:workers';
import { ACCOUNT_MESSAGES, DELETED_CUSTOMER_NAME, deletedCustomerEmail } from '@dtm/shared/account';
import { AdminStatsSchema } from '@dtm/shared/admin';
import { OrderSchema } from '@dtm/shared/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastAdminGuard } from '../src/account/deletion-service';
import { createDb } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { downloadZip, exists, type RichAccount, readyExport, richAccount } from './account-fixtures';
import { adminCall } from './admin-helpers';
import { call, signIn } from './helpers';
import { newCustomer } from './user-fixtures';

type Json = Record<string, unknown> & { error?: string; message?: string };

/** Asks for the deletion and returns the token from the mailed link. */
async function deletionToken(cookie: string, email: string): Promise<string> {
  const res = await call('/api/user/delete-request', { cookie, method: 'POST' });
  expect(res.status).toBe(202);
  expect(((await res.json()) as Json).message).toBe(ACCOUNT_MESSAGES.deletionRequested);
  const mails = (await (await call('/dev/mailbox.json')).json()) as { to: string; subject: string; links: string[] }[];
  const link = mails.find((m) => m.to === email && m.subject.startsWith('Confirm the deletion'))?.links[0] ?? '';
  const url = new URL(link);
  expect(url.pathname).toBe('/account/delete');
  return url.searchParams.get('token') ?? '';
}

const confirm = (token: string) => call('/api/user/delete', { json: { token } });
const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;

let alice: RichAccount;
let bob: RichAccount;

describe('account deletion (#22)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    alice = await richAccount('alice');
    bob = await richAccount('bob');
  });

  it('changes nothing until the mailed link is confirmed', async () => {
    await deletionToken(alice.cookie, alice.email);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', alice.userId)).toBe(1);
    expect((await call('/api/user/orders', { cookie: alice.cookie })).status).toBe(200);
  });

  it('deletes the profile, files and sessions, keeps the orders and invoices anonymised', async () => {
    const token = await deletionToken(alice.cookie, alice.email);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).message).toBe(ACCOUNT_MESSAGES.deleted);

    // Signed out everywhere, frames unpaired.
    expect((await call('/api/user/orders', { cookie: alice.cookie })).status).toBe(401);
    const { userId } = alice;
    for (const [table, column] of [
      ['users', 'id'],
      ['sessions', 'user_id'],
      ['accounts', 'user_id'],
      ['devices', 'user_id'],
      ['user_frames', 'user_id'],
      ['user_characters', 'user_id'],
      ['user_animations', 'user_id'],
      ['user_backgrounds', 'user_id'],
      ['data_exports', 'user_id'],
    ] as const) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`, userId), table).toBe(0);
    }
    expect(await count('SELECT count(*) AS n FROM animation_variations WHERE id = ?', alice.ids.variation)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM animation_recipes WHERE id = ?', alice.ids.recipe)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM support_requests WHERE id = ?', alice.ids.support)).toBe(0);

    // Orders and the invoice stay, with nobody's name on the orders.
    const orders = await env.DB.prepare('SELECT * FROM orders WHERE id IN (?, ?)')
      .bind(alice.orders.frame, alice.orders.character)
      .all<Record<string, unknown>>();
    expect(orders.results).toHaveLength(2);
    for (const order of orders.results) {
      expect(order).toMatchObject({
        customer_name: DELETED_CUSTOMER_NAME,
        customer_email: deletedCustomerEmail(userId),
        user_id: null,
        personal_note: null,
        upload_token: null,
        payment_status: 'paid',
      });
      expect(JSON.stringify(order)).not.toContain(alice.marker);
      expect(JSON.parse(String(order.shipping_address))).toMatchObject({ name: DELETED_CUSTOMER_NAME, country: 'DE' });
    }
    expect(await count('SELECT count(*) AS n FROM invoices WHERE id = ?', alice.ids.invoice)).toBe(1);
    // The back office still reads the kept orders (its lists parse every order with the shared schema).
    const adminOrder = await adminCall(`/api/admin/orders/${alice.orders.frame}`);
    expect(adminOrder.status).toBe(200);
    const kept = OrderSchema.safeParse(((await adminOrder.json()) as { order: unknown }).order);
    expect(kept.success, JSON.stringify(kept.error?.issues)).toBe(true);
    const stats = AdminStatsSchema.safeParse(await (await adminCall('/api/admin/stats')).json());
    expect(stats.success, JSON.stringify(stats.error?.issues)).toBe(true);
    const events = await env.DB.prepare(
      "SELECT entity_id FROM audit_events WHERE action = 'order.customer_deleted'",
    ).all<{
      entity_id: string;
    }>();
    expect(events.results.map((e) => e.entity_id).sort()).toEqual([alice.orders.frame, alice.orders.character].sort());
    const returned = await env.DB.prepare('SELECT customer_name, customer_email, order_id FROM returns WHERE id = ?')
      .bind(alice.ids.return)
      .first();
    expect(returned).toMatchObject({ customer_name: DELETED_CUSTOMER_NAME, order_id: alice.orders.frame });

    // Files: the customer's own are gone; the invoice and the shared catalog product stay.
    const { keys } = alice;
    for (const key of [
      ...keys.artwork,
      keys.preview,
      keys.frameVideo,
      keys.characterVideo,
      keys.recipe,
      keys.recipeVideo,
      keys.variation,
      keys.label,
    ]) {
      expect(await exists(key), key).toBe(false);
    }
    expect(keys.artwork.length).toBeGreaterThan(0);
    expect(await exists(keys.invoice)).toBe(true);
    expect(await exists(keys.product)).toBe(true);

    // Bob is untouched.
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', bob.userId)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM devices WHERE user_id = ?', bob.userId)).toBe(1);
    expect(await exists(bob.keys.frameVideo)).toBe(true);
    expect(await exists(bob.keys.artwork[0] ?? '')).toBe(true);
    expect((await call('/api/user/orders', { cookie: bob.cookie })).status).toBe(200);

    // The admin order view says so.
    const admin = await signIn(`admin-${crypto.randomUUID().slice(0, 6)}@example.com`, { admin: true });
    const view = await call(`/api/admin/orders/${alice.orders.frame}`, { cookie: admin });
    expect(view.status).toBe(200);
    expect(JSON.stringify(await view.json())).toContain('order.customer_deleted');

    // The same link a second time: clear 410.
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(((await again.json()) as Json).error).toBe(ACCOUNT_MESSAGES.tokenUsed);
  });

  it('starts a fresh, empty account when the deleted customer signs in again', async () => {
    const cookie = await signIn(alice.email);
    const me = (await (await call('/api/auth/user', { cookie })).json()) as { id: string };
    expect(me.id).not.toBe(alice.userId);
    for (const path of ['/api/user/orders', '/api/user/frames', '/api/user/characters', '/api/user/animations']) {
      expect(await (await call(path, { cookie })).json(), path).toEqual([]);
    }
    expect(await (await call('/api/user/export', { cookie })).json()).toEqual({ export: null });
  });

  it('refuses an expired, unknown or malformed link with a clear message', async () => {
    const { cookie, email, userId } = await newCustomer('expiry');
    const token = await deletionToken(cookie, email);
    await env.DB.prepare('UPDATE account_deletion_requests SET expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1000, userId)
      .run();
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as Json).error).toBe(ACCOUNT_MESSAGES.tokenExpired);
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).error).toBe(ACCOUNT_MESSAGES.tokenInvalid);
    const malformed = await confirm('not a token');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Json).error).toBe(ACCOUNT_MESSAGES.tokenInvalid);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', userId)).toBe(1);
    // Only the newest mailed link counts.
    const older = await deletionToken(cookie, email);
    const newer = await deletionToken(cookie, email);
    expect((await confirm(older)).status).toBe(404);
    expect((await confirm(newer)).status).toBe(200);
  });

  it('refuses to delete the last admin account, and allows it once another admin exists', async () => {
    await env.DB.prepare('UPDATE users SET is_admin = 0').run();
    const email = `last-admin-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const cookie = await signIn(email, { admin: true });
    const refused = await call('/api/user/delete-request', { cookie, method: 'POST' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).error).toBe(ACCOUNT_MESSAGES.lastAdmin);

    // With a second admin the link is mailed; if that admin is demoted before the click, still refused.
    const second = `second-admin-${crypto.randomUUID().slice(0, 6)}@example.com`;
    await signIn(second, { admin: true });
    const token = await deletionToken(cookie, email);
    await env.DB.prepare('UPDATE users SET is_admin = 0 WHERE email = ?').bind(second).run();
    const late = await confirm(token);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).error).toBe(ACCOUNT_MESSAGES.lastAdmin);
    expect(await count('SELECT count(*) AS n FROM users WHERE email = ?', email)).toBe(1);
    // The link was not used up by the refusal: it works once another admin is back.
    await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE email = ?').bind(second).run();
    expect((await confirm(token)).status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM users WHERE email = ?', email)).toBe(0);
  });

  it('keeps the last admin in the deleting transaction itself, not only in the check before it', async () => {
    // Two admins confirming their own deletion at once both pass the check before the batch (seen
    // from outside: 200 and 200 in 2 of 4 tries, no admin left). Here the other admin leaves
    // between the check and the batch: the batch's own guard refuses, and nothing is deleted.
    await env.DB.prepare('UPDATE users SET is_admin = 0').run();
    const tag = crypto.randomUUID().slice(0, 6);
    const [one, two] = [`race-a-${tag}@example.com`, `race-b-${tag}@example.com`];
    await signIn(one, { admin: true });
    await signIn(two, { admin: true });
    const idOf = async (email: string) =>
      (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>())?.id ?? '';
    const [first, second] = [await idOf(one), await idOf(two)];
    const db = createDb(env.DB);
    // The second admin's deletion commits first...
    await db.batch([lastAdminGuard(db, second), db.delete(users).where(eq(users.id, second))]);
    // ...then the first's batch, whose check had passed while both were there, must fail whole.
    const sessionsBefore = await count('SELECT count(*) AS n FROM sessions WHERE user_id = ?', first);
    await expect(
      db.batch([
        lastAdminGuard(db, first),
        db.delete(sessions).where(eq(sessions.userId, first)),
        db.delete(users).where(eq(users.id, first)),
      ]),
    ).rejects.toThrow();
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ? AND is_admin = 1', first)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE user_id = ?', first)).toBe(sessionsBefore);
    expect(sessionsBefore).toBeGreaterThan(0);
  });

  it('anonymises the orders placed as a guest with the same e-mail before signing up, and lists them in the export', async () => {
    const label = `guest-${crypto.randomUUID().slice(0, 6)}`;
    const email = `${label}@example.com`;
    // Before the account exists: a guest frame order with the address written in capitals, and one by someone else.
    const guest = await call('/api/orders/frame', {
      json: { customerName: `${label} Guest Parent`, customerEmail: email.toUpperCase(), frameSize: '7' },
    });
    expect(guest.status).toBe(201);
    const guestOrder = ((await guest.json()) as { orderId: string }).orderId;
    const other = await call('/api/orders/frame', {
      json: { customerName: 'Someone Else', customerEmail: `other-${label}@example.com`, frameSize: '5' },
    });
    const otherOrder = ((await other.json()) as { orderId: string }).orderId;
    const cookie = await signIn(email);
    const { id } = (await (await call('/api/auth/user', { cookie })).json()) as { id: string };

    // The export lists the guest order (it carries the account's e-mail), not the other person's.
    const ready = await readyExport(cookie);
    const { files } = await downloadZip(cookie, ready.downloadUrl ?? '');
    const account = JSON.parse(new TextDecoder().decode(files['account.json'])) as { orders: { id: string }[] };
    expect(account.orders.map((o) => o.id)).toContain(guestOrder);
    expect(account.orders.map((o) => o.id)).not.toContain(otherOrder);

    const token = await deletionToken(cookie, email);
    expect((await confirm(token)).status).toBe(200);
    const row = await env.DB.prepare('SELECT customer_name, customer_email FROM orders WHERE id = ?')
      .bind(guestOrder)
      .first<{ customer_name: string; customer_email: string }>();
    expect(row).toEqual({ customer_name: DELETED_CUSTOMER_NAME, customer_email: deletedCustomerEmail(id) });
    expect(await count('SELECT count(*) AS n FROM orders WHERE customer_name LIKE ?', `${label}%`)).toBe(0);
    // Someone else's order is left as it was.
    expect(
      await count('SELECT count(*) AS n FROM orders WHERE id = ? AND customer_name = ?', otherOrder, 'Someone Else'),
    ).toBe(1);
  });

  it('needs a session to ask for the link', async () => {
    expect((await call('/api/user/delete-request', { method: 'POST' })).status).toBe(401);
  });
});
