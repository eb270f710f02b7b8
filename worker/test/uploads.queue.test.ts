import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../src/index';
import { processArtworkSubmitted } from '../src/uploads/artwork-submitted';
import { call, signIn } from './helpers';
import { fileBytes, keysUnder, orderRow, paidOrder, uploadFile } from './upload-helpers';

const ADMINS = ['queue-admin-1@example.com', 'queue-admin-2@example.com'];
/** Who hears of new artwork: the admin accounts and ADMIN_NOTIFY_EMAILS (vitest.config.ts), each once. */
const TOLD = [...ADMINS, 'ops@drawings-to-magic.test', 'studio@drawings-to-magic.test'].sort();

async function userId(email: string) {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  return row?.id ?? '';
}

async function waitFor(check: () => Promise<boolean>, ms = 8000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function noticesFor(orderId: string) {
  const mails = (await (await call('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
  return mails
    .filter((mail) => mail.subject === `New artwork for order #${orderId.slice(0, 8)}`)
    .map((m) => m.to)
    .sort();
}

/** A paid order whose artwork (a PNG, and a PDF uploaded but left out) is submitted through the API. */
async function submittedOrder(options: Parameters<typeof paidOrder>[0] = {}) {
  const order = await paidOrder(options);
  await uploadFile(order.token, fileBytes('png', 4000), { filename: 'kept.png' });
  await uploadFile(order.token, fileBytes('pdf', 4000), { filename: 'left-out.pdf' });
  const { files } = (await (await call(`/api/upload/${order.token}`)).json()) as { files: { url: string }[] };
  const res = await call(`/api/upload/${order.token}/submit`, { json: { artworkUrl: files[0]?.url } });
  expect(res.status).toBe(200);
  return { ...order, job: { type: 'artwork.submitted' as const, orderId: order.orderId, token: order.token } };
}

describe('the artwork.submitted job', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    for (const email of ADMINS) await signIn(email, { admin: true });
    await signIn('queue-customer@example.com');
  });

  it('creates the character record, tells each admin once, and changes nothing when run again', async () => {
    const customer = await userId('queue-customer@example.com');
    const { orderId, job } = await submittedOrder({ type: 'character', userId: customer });
    await processArtworkSubmitted(env, job);
    await processArtworkSubmitted(env, job);
    const characters = await env.DB.prepare('SELECT * FROM user_characters WHERE order_id = ?')
      .bind(orderId)
      .all<Record<string, unknown>>();
    expect(characters.results).toHaveLength(1);
    expect(characters.results[0]).toMatchObject({ user_id: customer, character_name: 'Captain Crayon' });
    expect(String(characters.results[0]?.artwork_url)).toMatch(new RegExp(`^/api/order/${orderId}/artwork/files/`));
    // The queue's own delivery of the same message may run too: still one notice per admin.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await noticesFor(orderId)).toEqual(TOLD);
    expect((await orderRow(orderId))?.artwork_notified_at).not.toBeNull();
  });

  it('updates an existing character record and removes files left out of the submission', async () => {
    const customer = await userId('queue-customer@example.com');
    const order = await paidOrder({ type: 'character', userId: customer });
    await env.DB.prepare('INSERT INTO user_characters (id, user_id, order_id, status, created_at) VALUES (?,?,?,?,?)')
      .bind(crypto.randomUUID(), customer, order.orderId, 'enchanting', Date.now())
      .run();
    await uploadFile(order.token, fileBytes('png', 4000));
    await uploadFile(order.token, fileBytes('pdf', 4000));
    const { files } = (await (await call(`/api/upload/${order.token}`)).json()) as { files: { url: string }[] };
    await call(`/api/upload/${order.token}/submit`, { json: { artworkUrls: [files[1]?.url] } });
    await processArtworkSubmitted(env, { type: 'artwork.submitted', orderId: order.orderId, token: order.token });
    const row = await env.DB.prepare('SELECT artwork_url FROM user_characters WHERE order_id = ?')
      .bind(order.orderId)
      .first<{ artwork_url: string }>();
    expect(row?.artwork_url).toBe(files[1]?.url);
    expect(await keysUnder(`artwork/${order.orderId}/`)).toEqual([
      `artwork/${order.orderId}/${files[1]?.url.split('/').pop()}`,
    ]);
  });

  it('adds nothing for a frame order but the notice', async () => {
    const customer = await userId('queue-customer@example.com');
    const { orderId, job } = await submittedOrder({ type: 'frame', userId: customer });
    await processArtworkSubmitted(env, job);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM user_characters WHERE order_id = ?')
      .bind(orderId)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
    expect(await noticesFor(orderId)).toEqual(TOLD);
  });

  it('is retried when a step fails, and never loses the upload', async () => {
    const { orderId, token, job } = await submittedOrder();
    // Let the queue's own delivery finish, then pretend the notice has not gone out yet.
    await expect.poll(() => noticesFor(orderId), { timeout: 15_000, interval: 250 }).toEqual(TOLD);
    await env.DB.prepare('UPDATE orders SET artwork_notified_at = NULL WHERE id = ?').bind(orderId).run();
    const ctx = createExecutionContext();
    const failing = createMessageBatch('dtm-jobs', [{ id: 'm-fail', timestamp: new Date(), attempts: 1, body: job }]);
    // A mail provider that refuses (no key): the notice cannot go out.
    await worker.queue(failing, { ...env, MAIL_TRANSPORT: 'http', MAIL_API_KEY: '' });
    const failed = await getQueueResult(failing, ctx);
    expect(failed.retryMessages.map((m) => m.msgId)).toEqual(['m-fail']);
    expect(failed.explicitAcks).toEqual([]);
    expect((await orderRow(orderId))?.artwork_notified_at).toBeNull();
    expect(await keysUnder(`artwork/${orderId}/`)).toHaveLength(1);
    const state = (await (await call(`/api/upload/${token}`)).json()) as { hasUploaded: boolean };
    expect(state.hasUploaded).toBe(true);

    const retry = createMessageBatch('dtm-jobs', [{ id: 'm-retry', timestamp: new Date(), attempts: 2, body: job }]);
    await worker.queue(retry, env);
    expect((await getQueueResult(retry, ctx)).explicitAcks).toEqual(['m-retry']);
    // The retry sends the notice (once more than before the reset), and a further run sends nothing.
    expect(await noticesFor(orderId)).toEqual([...TOLD, ...TOLD].sort());
    await worker.queue(
      createMessageBatch('dtm-jobs', [{ id: 'm-again', timestamp: new Date(), attempts: 1, body: job }]),
      env,
    );
    expect(await noticesFor(orderId)).toEqual([...TOLD, ...TOLD].sort());
  });

  it('acknowledges a message for an order that has no submission, doing nothing', async () => {
    const { orderId, token } = await paidOrder();
    const ctx = createExecutionContext();
    const batch = createMessageBatch('dtm-jobs', [
      { id: 'm-none', timestamp: new Date(), attempts: 1, body: { type: 'artwork.submitted', orderId, token } },
    ]);
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['m-none']);
    expect(await noticesFor(orderId)).toEqual([]);
  });
});

describe('a guest character order submitted before sign-in', { timeout: 30_000 }, () => {
  it('gets its artwork on the character once the order is linked to the new account', async () => {
    const order = await submittedOrder({ type: 'character' });
    // The submit's own job has run (admins notified) while the order still had no account.
    await waitFor(async () => Boolean((await orderRow(order.orderId))?.artwork_notified_at));
    const cookie = await signIn('late-linker@example.com');
    const linked = await call('/api/orders/link-to-user', {
      method: 'PATCH',
      cookie,
      json: { orderIds: [order.orderId], uploadToken: order.token },
    });
    expect(linked.status).toBe(200);
    // Linking queues the follow-up again; the queue consumer fills in the artwork.
    await waitFor(async () => {
      const found = await env.DB.prepare('SELECT artwork_url FROM user_characters WHERE order_id = ?')
        .bind(order.orderId)
        .first<{ artwork_url: string | null }>();
      return Boolean(found?.artwork_url);
    });
    const row = await env.DB.prepare('SELECT user_id, artwork_url FROM user_characters WHERE order_id = ?')
      .bind(order.orderId)
      .first<{ user_id: string; artwork_url: string | null }>();
    expect(row?.user_id).toBe(await userId('late-linker@example.com'));
    expect(row?.artwork_url).toBeTruthy();
  });
});
