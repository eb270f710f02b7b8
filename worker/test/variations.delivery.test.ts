import { env } from 'cloudflare:workers';
import { DeviceLibrarySchema } from '@dtm/shared/devices';
import { AdminVariationSchema, VARIATION_MAIL, VARIATION_MESSAGES } from '@dtm/shared/variations';
import { describe, expect, it } from 'vitest';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { adminCall, auditRows } from './admin-helpers';
import { frameApi, sha256Hex, videoBytes } from './device-fixtures';
import { call } from './helpers';
import { payWith } from './stripe-helpers';
import { buyItem, catalogAnimation, catalogBackground, type Json, newCustomer } from './user-fixtures';

// vitest.config.ts sets ADMIN_NOTIFY_EMAILS to these two.
const ADMINS = ['ops@drawings-to-magic.test', 'studio@drawings-to-magic.test'];
const NAME = 'Dragon <b>in</b> Space';

type Intent = { clientSecret: string; paymentIntentId: string };
type Mail = { to: string; subject: string; text: string; html: string };

const mailsSince = async (since: number, subject: string) =>
  (
    await env.DB.prepare('SELECT "to", subject, text, html FROM outbox_mails WHERE created_at >= ? AND subject = ?')
      .bind(since, subject)
      .all<Mail>()
  ).results;

/** A customer who owns an animation and has just paid for a variation of it (with a background). */
async function boughtVariation(label: string) {
  const customer = await newCustomer(label);
  const animation = await catalogAnimation(999);
  const background = await catalogBackground(399);
  const owned = await buyItem(customer.cookie, 'animations', animation.id);
  const base = `/api/user/animations/${owned.id}/variations`;
  const intent = (await (
    await call(`${base}/purchase`, {
      cookie: customer.cookie,
      json: { variationName: NAME, backgroundId: background.id },
    })
  ).json()) as Intent;
  await payWith(intent.clientSecret);
  const res = await call(`${base}/complete-purchase`, {
    cookie: customer.cookie,
    json: { paymentIntentId: intent.paymentIntentId },
  });
  expect(res.status).toBe(200);
  const variation = (await res.json()) as Json & { id: string };
  return { ...customer, animation, userAnimationId: owned.id, variation };
}

function uploadVideo(id: string, bytes: Uint8Array, name = 'variation.mp4') {
  const form = new FormData();
  form.append('video', new File([bytes], name, { type: 'video/mp4' }));
  return adminCall(`/api/admin/variations/${id}/animation-upload`, { method: 'POST', body: form });
}

const variationRow = (id: string) =>
  env.DB.prepare('SELECT status, file_url, file_sha256, file_size, delivered_at FROM animation_variations WHERE id = ?')
    .bind(id)
    .first<{
      status: string;
      file_url: string | null;
      file_sha256: string | null;
      file_size: number | null;
      delivered_at: number | null;
    }>();

/** A frame paired to the customer's account, with its device token. */
async function pairFrame(cookie: string) {
  const code = await requestPairingCode(frameApi, { name: 'Kitchen', frameSize: '7' });
  const paired = await call('/api/user/devices/pair', { cookie, json: { code: code.userCode } });
  expect(paired.status).toBe(201);
  const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  return { headers: { authorization: `Bearer ${token.token}` } };
}

describe('variation delivery', () => {
  it('is being made after the purchase, the admins make it, and the customer and their frame get its own video', async () => {
    const since = Date.now();
    const customer = await boughtVariation('variation-delivery');
    const { id } = customer.variation;
    expect(customer.variation).toMatchObject({ status: 'being_made', downloadUrl: null, deliveredAt: null });
    // Its marketplace order: a variation being made is in the studio until its video is delivered.
    const orderOf = () =>
      env.DB.prepare(
        `SELECT o.type, o.amount_cents, o.payment_status, o.fulfillment_status FROM orders o
          JOIN animation_variations v ON v.stripe_payment_intent_id = o.stripe_payment_intent_id WHERE v.id = ?`,
      )
        .bind(id)
        .first<Json>();
    expect(await orderOf()).toEqual({
      type: 'variation',
      amount_cents: 898,
      payment_status: 'paid',
      fulfillment_status: 'processing',
    });

    // Nothing to download yet, and never the animation it is made from.
    const early = await call(`/api/user/variations/${id}/file?download=1`, { cookie: customer.cookie });
    expect(early.status).toBe(409);
    expect(((await early.json()) as Json).error).toBe(VARIATION_MESSAGES.beingMade);
    const mine = (await (await call('/api/user/variations', { cookie: customer.cookie })).json()) as Json[];
    expect(mine).toEqual([
      expect.objectContaining({ id, userAnimationId: customer.userAnimationId, status: 'being_made' }),
    ]);

    // The admins' task: one mail each, with a link to the list and nothing the customer typed.
    const notices = await mailsSince(since, VARIATION_MAIL.adminSubject);
    expect(notices.map((m) => m.to).sort()).toEqual(ADMINS);
    for (const mail of notices) {
      expect(mail.text).toContain('http://localhost/admin/variations?status=being_made');
      expect(`${mail.text}${mail.html}`).not.toContain('Dragon');
    }
    const waiting = await adminCall('/api/admin/variations?status=being_made');
    expect(waiting.status).toBe(200);
    const listed = AdminVariationSchema.array().parse(await waiting.json());
    expect(listed.find((row) => row.id === id)).toMatchObject({
      variationName: NAME,
      animationName: 'Dancing Dragon',
      backgroundName: 'Outer Space',
      customerEmail: customer.email,
      purchasePrice: '8.98',
      status: 'being_made',
      videoUrl: null,
    });

    const beingMade = async () =>
      ((await (await adminCall('/api/admin/stats')).json()) as { variationsBeingMade: number }).variationsBeingMade;
    const toMake = await beingMade();
    expect(toMake).toBeGreaterThanOrEqual(1);

    // The admin uploads the variation's own video through the back office's video upload.
    const video = videoBytes(30_000, 7);
    const sha256 = await sha256Hex(video);
    const mailedFrom = Date.now();
    const delivered = await uploadVideo(id, video);
    expect(delivered.status).toBe(201);
    expect((await orderOf())?.fulfillment_status).toBe('delivered');
    expect(await delivered.json()).toEqual({
      animationVideoUrl: `/api/admin/variations/${id}/video`,
      contentType: 'video/mp4',
      size: 30_000,
      sha256,
      status: 'ready',
      customerNotified: true,
    });
    const row = await variationRow(id);
    expect(row).toMatchObject({ status: 'ready', file_sha256: sha256, file_size: 30_000 });
    expect(row?.file_url).toMatch(new RegExp(`^animations/${id}/[0-9a-f-]+\\.mp4$`));
    expect(row?.delivered_at).toBeGreaterThanOrEqual(mailedFrom);
    expect((await auditRows('variation', id)).map((event) => event.action)).toEqual(['variation.delivered']);
    expect(await beingMade()).toBe(toMake - 1);
    expect(
      (await adminCall(`/api/admin/variations?status=ready&search=${customer.email}`).then((r) => r.json())) as Json[],
    ).toEqual([expect.objectContaining({ id, status: 'ready', size: 30_000 })]);

    // The customer is told, with their own name for it (escaped in the HTML).
    const [ready, ...more] = await mailsSince(mailedFrom, VARIATION_MAIL.readySubject);
    expect(more).toEqual([]);
    expect(ready?.to).toBe(customer.email);
    expect(ready?.text).toContain(`"${NAME}", your variation of Dancing Dragon`);
    expect(ready?.html).toContain('Dragon &#60;b&#62;in&#60;/b&#62; Space');
    expect(ready?.html).not.toContain('<b>in</b>');

    // Ready on the dashboard, and the download is the variation's bytes, not the base animation's.
    const [listedReady] = (await (await call('/api/user/variations', { cookie: customer.cookie })).json()) as Json[];
    expect(listedReady).toMatchObject({ status: 'ready', downloadUrl: `/api/user/variations/${id}/file` });
    const file = await call(`/api/user/variations/${id}/file?download=1`, { cookie: customer.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="dancing-dragon-dragon-b-in-b-space.mp4"',
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(video);

    // A paired frame lists it with its size and checksum, and fetches the same bytes.
    const frame = await pairFrame(customer.cookie);
    const library = DeviceLibrarySchema.parse(await (await call('/api/device/library', frame)).json());
    const item = library.items.find((entry) => entry.id === `v_${id}`);
    expect(item).toMatchObject({ kind: 'variation', name: NAME, contentType: 'video/mp4', size: 30_000, sha256 });
    const synced = await call(item?.url ?? '', frame);
    expect(new Uint8Array(await synced.arrayBuffer())).toEqual(video);
  });

  it('keeps a variation being made out of a paired frame, and replaces a delivered video with a new version', async () => {
    const customer = await boughtVariation('variation-redeliver');
    const { id } = customer.variation;
    const frame = await pairFrame(customer.cookie);
    const before = DeviceLibrarySchema.parse(await (await call('/api/device/library', frame)).json());
    expect(before.items.map((item) => item.kind)).toEqual(['animation']);

    expect((await uploadVideo(id, videoBytes(20_000, 1))).status).toBe(201);
    const first = await variationRow(id);
    const second = videoBytes(25_000, 2);
    const again = await uploadVideo(id, second);
    expect(again.status).toBe(201);
    const replaced = await variationRow(id);
    expect(replaced).toMatchObject({ status: 'ready', file_size: 25_000, file_sha256: await sha256Hex(second) });
    expect(replaced?.file_url).not.toBe(first?.file_url);
    // The first version is gone from R2; only the new one is left in the variation's folder.
    expect(await env.FILES.head(first?.file_url ?? '')).toBeNull();
    expect((await env.FILES.list({ prefix: `animations/${id}/` })).objects.map((o) => o.key)).toEqual([
      replaced?.file_url,
    ]);
    const events = await auditRows('variation', id);
    expect(events.map((event) => JSON.parse(event.after ?? '{}').replaced)).toEqual([false, true]);
    const after = DeviceLibrarySchema.parse(await (await call('/api/device/library', frame)).json());
    expect(after.items.find((item) => item.id === `v_${id}`)).toMatchObject({ size: 25_000 });
  });

  it('refuses an unknown variation, a file that is not a video, strangers and non-admins, and changes nothing', async () => {
    const customer = await boughtVariation('variation-refusals');
    const { id } = customer.variation;

    const unknown = await uploadVideo(crypto.randomUUID(), videoBytes(1_000, 1));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).error).toBe(VARIATION_MESSAGES.adminNotFound);
    // Another kind's id (the owned animation) is no variation either.
    expect((await uploadVideo(customer.userAnimationId, videoBytes(1_000, 1))).status).toBe(404);

    // A PNG named .mp4: refused by its bytes, nothing stored.
    const png = new Uint8Array(4_000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const picture = await uploadVideo(id, png, 'clip.mp4');
    expect(picture.status).toBe(415);
    expect(await variationRow(id)).toMatchObject({ status: 'being_made', file_url: null, file_size: null });
    expect((await env.FILES.list({ prefix: `animations/${id}/` })).objects).toEqual([]);

    const form = () => {
      const body = new FormData();
      body.append('video', new File([videoBytes(1_000, 1)], 'clip.mp4', { type: 'video/mp4' }));
      return body;
    };
    const path = `/api/admin/variations/${id}/animation-upload`;
    expect((await call(path, { method: 'POST', body: form(), cookie: customer.cookie })).status).toBe(403);
    expect((await call(path, { method: 'POST', body: form() })).status).toBe(401);
    expect((await call('/api/admin/variations', { cookie: customer.cookie })).status).toBe(403);
    const badFilter = await adminCall('/api/admin/variations?status=shipped');
    expect(badFilter.status).toBe(400);
    expect((await adminCall(`/api/admin/variations/${id}/video`)).status).toBe(404);

    // Someone else's variation is not found, delivered or not.
    const stranger = await newCustomer('variation-stranger');
    const theirs = await call(`/api/user/variations/${id}/file`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect(await (await call('/api/user/variations', { cookie: stranger.cookie })).json()).toEqual([]);
    expect(await variationRow(id)).toMatchObject({ status: 'being_made', file_url: null });
  });
});
