import { env } from 'cloudflare:workers';
import { ACCOUNT_MESSAGES } from '@dtm/shared/account';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadZip, exists, type RichAccount, readyExport, richAccount, waitFor } from './account-fixtures';
import { call } from './helpers';
import { newCustomer } from './user-fixtures';

type ExportJson = { id: string; status: string; downloadUrl: string | null; expired: boolean };

let alice: RichAccount;
let bob: RichAccount;

describe('data export (#22)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    alice = await richAccount('alice');
    bob = await richAccount('bob');
  });

  it('starts one job for two requests at once and answers both with the same export', async () => {
    const { cookie, userId, email } = await newCustomer('twice');
    const [first, second] = await Promise.all([
      call('/api/user/export', { cookie, method: 'POST' }),
      call('/api/user/export', { cookie, method: 'POST' }),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const [a, b] = [(await first.json()) as ExportJson, (await second.json()) as ExportJson];
    expect(a.id).toBe(b.id);
    const third = (await (await call('/api/user/export', { cookie, method: 'POST' })).json()) as ExportJson;
    // Still one row: a third request while it is queued or running answers it too.
    const rows = await env.DB.prepare('SELECT id, status FROM data_exports WHERE user_id = ?').bind(userId).all();
    expect(rows.results).toHaveLength(1);
    if (third.status !== 'ready') expect(third.id).toBe(a.id);
    const ready = await waitFor(async () => {
      const body = (await (await call('/api/user/export', { cookie })).json()) as { export: ExportJson };
      return body.export.status === 'ready' ? body.export : null;
    });
    expect(ready.id).toBe(a.id);
    // One ZIP in R2, one mail.
    expect((await env.FILES.list({ prefix: `exports/${userId}/` })).objects).toHaveLength(1);
    const mails = (await (await call('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
    expect(mails.filter((m) => m.to === email && m.subject.includes('data is ready'))).toHaveLength(1);
  });

  it("puts every table with the customer's data and their files into the ZIP, and nothing of anyone else", async () => {
    const ready = await readyExport(alice.cookie);
    expect(ready.downloadUrl).toBe(`/api/user/export/${ready.id}/download`);
    const { res, files } = await downloadZip(alice.cookie, ready.downloadUrl ?? '');
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="drawings-to-magic-data-/);
    const text = new TextDecoder().decode(files['account.json']);
    const account = JSON.parse(text) as Record<string, unknown[] | Record<string, unknown>>;
    expect(account.profile).toMatchObject({ id: alice.userId, email: alice.email });
    // Magic-link sign-in keeps no sign-in method row; the list is there, empty.
    expect(account.signInMethods).toEqual([]);
    for (const key of [
      'sessions',
      'orders',
      'invoices',
      'frames',
      'characters',
      'animationRecipes',
      'supportRequests',
      'returnRequests',
      'devices',
    ]) {
      expect(account[key], key).not.toHaveLength(0);
    }
    const purchases = account.purchases as Record<string, unknown[]>;
    expect(purchases.animations).toHaveLength(1);
    expect(purchases.variations).toHaveLength(1);
    expect(purchases.backgrounds).toHaveLength(1);
    expect((account.orders as { id: string }[]).map((o) => o.id).sort()).toEqual(
      [alice.orders.frame, alice.orders.character].sort(),
    );
    const [returned] = account.returnRequests as { orderId: string; orderNumber: string }[];
    expect(returned).toMatchObject({ orderId: alice.orders.frame, orderNumber: `#${alice.orders.frame.slice(0, 8)}` });
    expect(text).toContain(`${alice.marker} kitchen frame`);
    expect(text).toContain(`Question from ${alice.marker}`);
    // Nothing of Bob, and no secrets of Alice's.
    expect(text).not.toContain(bob.marker);
    expect(text).not.toContain(bob.userId);
    expect(text).not.toMatch(/"(token|tokenHash|uploadToken|password)"/);

    const names = Object.keys(files);
    const contents = (name: string) => files[name]?.byteLength ?? -1;
    const artwork = names.find((n) => n.startsWith(`files/artwork/order-${alice.orders.frame.slice(0, 8)}/`));
    expect(artwork).toMatch(/\.png$/);
    expect(files[artwork ?? '']).toEqual(alice.drawing);
    expect(names.filter((n) => n.startsWith('files/previews/'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('files/animations/'))).toHaveLength(2);
    expect(contents(names.find((n) => n.startsWith('files/animations/frame-')) ?? '')).toBe(5000);
    expect(names.filter((n) => n.startsWith('files/purchases/'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('files/invoices/'))).toEqual([expect.stringMatching(/RE-2026-\d+\.pdf$/)]);
    expect(names.filter((n) => n.startsWith('files/return-labels/'))).toHaveLength(1);
    // Bob's drawing is not in it.
    expect(names.some((n) => n.includes(bob.orders.frame.slice(0, 8)))).toBe(false);
  });

  it('streams a file larger than an upload part into a ZIP of several parts, byte for byte', async () => {
    const { cookie, userId } = await newCustomer('large');
    const big = new Uint8Array(18 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = (i / 4096) & 0xff;
    const key = `characters/${crypto.randomUUID()}/animation.mp4`;
    await env.FILES.put(key, big, { httpMetadata: { contentType: 'video/mp4' } });
    const order = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO orders (id, type, customer_email, customer_name, amount_cents, payment_status, user_id, created_at, updated_at) VALUES (?, 'character', 'l@example.com', 'L', 7900, 'paid', ?, ?, ?)",
      ).bind(order, userId, Date.now(), Date.now()),
      env.DB.prepare(
        "INSERT INTO user_characters (id, user_id, order_id, character_name, status, animation_video_url, created_at) VALUES (?, ?, ?, 'Big', 'ready', ?, ?)",
      ).bind(crypto.randomUUID(), userId, order, key, Date.now()),
    ]);
    const ready = await readyExport(cookie);
    const { files } = await downloadZip(cookie, ready.downloadUrl ?? '');
    const video = Object.entries(files).find(([name]) => name.startsWith('files/animations/character-'));
    expect(video?.[1].byteLength).toBe(big.length);
    const digest = async (bytes: Uint8Array | undefined) =>
      bytes ? [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].join(',') : '';
    expect(await digest(video?.[1])).toBe(await digest(big));
  });

  it("is the owner's only: 404 for another customer, 401 without a session", async () => {
    const ready = await readyExport(bob.cookie);
    const url = ready.downloadUrl ?? '';
    const other = await call(url, { cookie: alice.cookie });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.exportNotFound);
    expect((await call(url)).status).toBe(401);
    // The mailed link in a browser that is not signed in goes to sign-in and back.
    const browser = await call(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(url)}`);
    expect((await call('/api/user/export/not-an-id/download', { cookie: bob.cookie })).status).toBe(404);
  });

  it('mails a link that works for 7 days, then answers 410 with a clear message and removes the ZIP', async () => {
    const ready = await readyExport(bob.cookie);
    const mails = (await (await call('/dev/mailbox.json')).json()) as {
      to: string;
      subject: string;
      links: string[];
    }[];
    const mail = mails.find((m) => m.to === bob.email && m.subject.includes('data is ready'));
    expect(mail?.links.some((link) => link.endsWith(`/api/user/export/${ready.id}/download`))).toBe(true);
    const row = await env.DB.prepare('SELECT ready_at, expires_at, r2_key FROM data_exports WHERE id = ?')
      .bind(ready.id)
      .first<{ ready_at: number; expires_at: number; r2_key: string }>();
    expect((row?.expires_at ?? 0) - (row?.ready_at ?? 0)).toBe(7 * 24 * 3600 * 1000);
    await env.DB.prepare('UPDATE data_exports SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, ready.id)
      .run();
    const res = await call(`/api/user/export/${ready.id}/download`, { cookie: bob.cookie });
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.exportExpired);
    expect(await exists(row?.r2_key ?? '')).toBe(false);
    const latest = (await (await call('/api/user/export', { cookie: bob.cookie })).json()) as { export: ExportJson };
    expect(latest.export).toMatchObject({ expired: true, downloadUrl: null });
    // A new request starts a new export (the expired one is replaced).
    const again = await call('/api/user/export', { cookie: bob.cookie, method: 'POST' });
    expect(again.status).toBe(202);
    expect(((await again.json()) as ExportJson).id).not.toBe(ready.id);
  });

  it('refuses the export routes without a session', async () => {
    expect((await call('/api/user/export', { method: 'POST' })).status).toBe(401);
    expect((await call('/api/user/export')).status).toBe(401);
  });
});
