import { env } from 'cloudflare:workers';
import { AdminFrameSchema, FrameAnimationUploadResponseSchema } from '@dtm/shared/admin';
import { DeviceLibrarySchema, USB_MANIFEST_NAME, UsbManifestSchema } from '@dtm/shared/devices';
import { UserFrameSchema } from '@dtm/shared/frames';
import { MESSAGES } from '@dtm/shared/messages';
import { describe, expect, it } from 'vitest';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { adminCall, auditRows, mailsTo } from './admin-helpers';
import { frameApi, sha256Hex, videoBytes } from './device-fixtures';
import { call } from './helpers';
import { newCustomer, ownedCreation } from './user-fixtures';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(4_000).fill(7)]);

function upload(frameId: string, bytes: Uint8Array, name = 'finished.mp4', type = 'video/mp4') {
  const form = new FormData();
  form.append('video', new File([bytes], name, { type }));
  return adminCall(`/api/admin/frames/${frameId}/animation-upload`, { method: 'POST', body: form });
}

type FrameRow = {
  status: string;
  animation_video_url: string | null;
  animation_sha256: string | null;
  animation_size: number | null;
};
const frameRow = (id: string) =>
  env.DB.prepare('SELECT status, animation_video_url, animation_sha256, animation_size FROM user_frames WHERE id = ?')
    .bind(id)
    .first<FrameRow>();
/** The "ready" mails sent to `to` (the sign-in link mail is left out), newest first. */
const readyMails = async (to: string) => (await mailsTo(to)).filter((m) => m.subject === 'Your animation is ready');
const stored = async (id: string) => (await env.FILES.list({ prefix: `animations/${id}/` })).objects.map((o) => o.key);

/** A signed-in customer with a paid frame order (shipped unless told), and that frame's id. */
async function customerWithFrame(fulfillmentStatus = 'shipped') {
  const customer = await newCustomer('frame-owner');
  const { order, id } = await ownedCreation(customer.userId, 'frame');
  await env.DB.prepare('UPDATE orders SET fulfillment_status = ? WHERE id = ?').bind(fulfillmentStatus, order.id).run();
  return { ...customer, orderId: order.id, frameId: id };
}

async function pairFrame(cookie: string) {
  const code = await requestPairingCode(frameApi, { name: 'Hallway', frameSize: '7' });
  expect((await call('/api/user/devices/pair', { cookie, json: { code: code.userCode } })).status).toBe(201);
  const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  return { headers: { authorization: `Bearer ${token.token}` } };
}

describe("a frame's finished animation", () => {
  it('is uploaded by an admin: stored in R2 with its checksum, the frame ready, the order timeline told, one mail', async () => {
    const owner = await customerWithFrame();
    const bytes = videoBytes(300_000, 5);
    const res = await upload(owner.frameId, bytes);
    expect(res.status).toBe(201);
    const body = FrameAnimationUploadResponseSchema.parse(await res.json());
    expect(body).toEqual({
      animationVideoUrl: `/api/admin/frames/${owner.frameId}/animation`,
      contentType: 'video/mp4',
      size: 300_000,
      sha256: await sha256Hex(bytes),
      status: 'ready',
      customerNotified: true,
    });

    const row = await frameRow(owner.frameId);
    expect(row).toMatchObject({ status: 'ready', animation_sha256: await sha256Hex(bytes), animation_size: 300_000 });
    expect(row?.animation_video_url).toMatch(new RegExp(`^animations/${owner.frameId}/[0-9a-f-]{36}\\.mp4$`));
    expect(await stored(owner.frameId)).toEqual([row?.animation_video_url]);
    const object = await env.FILES.get(row?.animation_video_url ?? '');
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);

    const events = (await auditRows('order', owner.orderId)).filter((e) => e.action === 'frame.animation_video');
    expect(events).toHaveLength(1);
    expect(events[0]?.actor_email).toMatch(/^admin-/);
    expect(JSON.parse(events[0]?.before ?? '')).toEqual({
      frameId: owner.frameId,
      status: 'enchanting',
      animationVideoUrl: null,
    });
    expect(JSON.parse(events[0]?.after ?? '')).toMatchObject({ status: 'ready', sha256: body.sha256, size: 300_000 });

    const mails = await readyMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('http://localhost/dashboard');
    // The order's typed name and address are not the recipient and are not repeated.
    expect(mails[0]?.text).not.toContain('Pat Parent');
    expect(await readyMails('pat@example.com')).toEqual([]);

    // A replacement: the old object is gone, the checksum follows the new bytes, one more mail.
    const again = videoBytes(1_000, 9);
    expect((await upload(owner.frameId, again)).status).toBe(201);
    const replaced = await frameRow(owner.frameId);
    expect(replaced?.animation_sha256).toBe(await sha256Hex(again));
    expect(await stored(owner.frameId)).toEqual([replaced?.animation_video_url]);
    expect(await readyMails(owner.email)).toHaveLength(2);
  });

  it('refuses a picture named like a video with a clear 415 and changes nothing', async () => {
    const owner = await customerWithFrame();
    const res = await upload(owner.frameId, PNG, 'finished.mp4', 'video/mp4');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe(MESSAGES.videoTypeInvalid);
    expect(await frameRow(owner.frameId)).toEqual({
      status: 'enchanting',
      animation_video_url: null,
      animation_sha256: null,
      animation_size: null,
    });
    expect(await stored(owner.frameId)).toEqual([]);
    expect(await auditRows('order', owner.orderId)).not.toContainEqual(
      expect.objectContaining({ action: 'frame.animation_video' }),
    );
    expect(await readyMails(owner.email)).toEqual([]);
    expect((await upload('no-such-frame', videoBytes(100, 1))).status).toBe(404);
  });

  it('plays and downloads for the owner with ranges, and is 404 for another customer', async () => {
    const owner = await customerWithFrame();
    const bytes = videoBytes(50_000, 3);
    await upload(owner.frameId, bytes);

    const frames = (await (await call('/api/user/frames', { cookie: owner.cookie })).json()) as unknown[];
    const frame = UserFrameSchema.parse(frames[0]);
    expect(frame).toMatchObject({
      status: 'ready',
      animationDownloadUrl: `/api/user/frames/${owner.frameId}/animation`,
      usbManifestUrl: `/api/user/frames/${owner.frameId}/manifest`,
    });

    const whole = await call(frame.animationDownloadUrl ?? '', { cookie: owner.cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const part = await call(frame.animationDownloadUrl ?? '', {
      cookie: owner.cookie,
      headers: { range: 'bytes=40000-' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 40000-49999/50000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(40_000));

    const saved = await call(`${frame.animationDownloadUrl}?download=1`, { cookie: owner.cookie });
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="drawings-to-magic-frame-${owner.frameId.slice(0, 8)}.mp4"`,
    );
    await saved.arrayBuffer();

    const stranger = await newCustomer('stranger');
    for (const path of [frame.animationDownloadUrl ?? '', frame.usbManifestUrl ?? '']) {
      const res = await call(path, { cookie: stranger.cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'This frame could not be found.' });
    }
  });

  it("offers a USB-C manifest whose file name, size and SHA-256 are the video's", async () => {
    const owner = await customerWithFrame();
    await call(`/api/user/frames/${owner.frameId}/name`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { frameName: 'Living room' },
    });
    const before = await call(`/api/user/frames/${owner.frameId}/manifest`, { cookie: owner.cookie });
    expect(before.status).toBe(404);

    const bytes = videoBytes(120_000, 7);
    await upload(owner.frameId, bytes);
    const res = await call(`/api/user/frames/${owner.frameId}/manifest`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${USB_MANIFEST_NAME}"`);
    const manifest = UsbManifestSchema.parse(await res.json());
    expect(manifest).toEqual({
      version: 1,
      animations: [
        {
          file: `drawings-to-magic-frame-${owner.frameId.slice(0, 8)}.mp4`,
          name: 'Living room',
          sha256: await sha256Hex(bytes),
          size: 120_000,
        },
      ],
    });
    // The video saved from the same card carries the name the manifest points at.
    const video = await call(`/api/user/frames/${owner.frameId}/animation?download=1`, { cookie: owner.cookie });
    expect(video.headers.get('content-disposition')).toContain(`filename="${manifest.animations[0]?.file}"`);
    const downloaded = new Uint8Array(await video.arrayBuffer());
    expect(downloaded.length).toBe(manifest.animations[0]?.size);
    expect(await sha256Hex(downloaded)).toBe(manifest.animations[0]?.sha256);
  });

  it("names the USB manifest's animation as the order did until the customer renames the frame", async () => {
    const owner = await customerWithFrame();
    await env.DB.prepare(
      "UPDATE orders SET character_name = 'Max the dragon' WHERE id = (SELECT order_id FROM user_frames WHERE id = ?)",
    )
      .bind(owner.frameId)
      .run();
    await upload(owner.frameId, videoBytes(30_000, 3));
    const manifest = async () =>
      UsbManifestSchema.parse(
        await (await call(`/api/user/frames/${owner.frameId}/manifest`, { cookie: owner.cookie })).json(),
      ).animations[0]?.name;
    expect(await manifest()).toBe('Max the dragon');
    await call(`/api/user/frames/${owner.frameId}/name`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { frameName: 'Hallway' },
    });
    expect(await manifest()).toBe('Hallway');
  });

  it("is in the paired frame's library with its size and SHA-256, and the frame downloads exactly those bytes", async () => {
    const owner = await customerWithFrame();
    const device = await pairFrame(owner.cookie);
    const empty = DeviceLibrarySchema.parse(await (await call('/api/device/library', device)).json());
    expect(empty.items).toEqual([]);

    const bytes = videoBytes(64_000, 11);
    await upload(owner.frameId, bytes);
    const library = DeviceLibrarySchema.parse(await (await call('/api/device/library', device)).json());
    expect(library.items).toEqual([
      {
        id: `f_${owner.frameId}`,
        kind: 'frame',
        name: 'My frame animation',
        contentType: 'video/mp4',
        size: 64_000,
        sha256: await sha256Hex(bytes),
        url: `/api/device/files/f_${owner.frameId}`,
      },
    ]);
    const item = library.items[0];
    const file = await call(item?.url ?? '', device);
    expect(file.status).toBe(200);
    const received = new Uint8Array(await file.arrayBuffer());
    expect(received.length).toBe(item?.size);
    expect(await sha256Hex(received)).toBe(item?.sha256);
    // A resumed download picks up where it stopped.
    const rest = await call(item?.url ?? '', { headers: { ...device.headers, range: 'bytes=60000-' } });
    expect(rest.status).toBe(206);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(bytes.subarray(60_000));

    // Another account's frame never lists or serves it.
    const other = await customerWithFrame();
    const otherDevice = await pairFrame(other.cookie);
    expect(DeviceLibrarySchema.parse(await (await call('/api/device/library', otherDevice)).json()).items).toEqual([]);
    expect((await call(item?.url ?? '', otherDevice)).status).toBe(404);
  });

  it('is offered in Frame Management for pre-loading only until the frame ships', async () => {
    const waiting = await customerWithFrame('processing');
    const shipped = await customerWithFrame('shipped');
    const bytes = videoBytes(10_000, 2);
    await upload(waiting.frameId, bytes);
    await upload(shipped.frameId, bytes);

    const list = async (search: string) =>
      ((await (await adminCall(`/api/admin/frames?search=${encodeURIComponent(search)}`)).json()) as unknown[]).map(
        (row) => AdminFrameSchema.parse(row),
      );
    const [row] = (await list(waiting.orderId)).filter((r) => r.id === waiting.frameId);
    expect(row).toMatchObject({
      fulfillmentStatus: 'processing',
      status: 'ready',
      animationVideoUrl: `/api/admin/frames/${waiting.frameId}/animation`,
      preload: {
        videoUrl: `/api/admin/frames/${waiting.frameId}/animation?download=1`,
        manifestUrl: `/api/admin/frames/${waiting.frameId}/manifest`,
      },
    });
    const [done] = (await list(shipped.orderId)).filter((r) => r.id === shipped.frameId);
    expect(done?.preload).toBeNull();

    const manifest = UsbManifestSchema.parse(await (await adminCall(row?.preload?.manifestUrl ?? '')).json());
    const video = await adminCall(row?.preload?.videoUrl ?? '');
    expect(video.headers.get('content-disposition')).toContain(`filename="${manifest.animations[0]?.file}"`);
    expect(await sha256Hex(new Uint8Array(await video.arrayBuffer()))).toBe(manifest.animations[0]?.sha256);
  });
});

describe("a character's finished animation", () => {
  it('mails the owner once per upload that it is ready', async () => {
    const owner = await newCustomer('character-owner');
    const { id } = await ownedCreation(owner.userId, 'character');
    const form = new FormData();
    form.append('video', new File([videoBytes(2_000, 1)], 'clip.mp4', { type: 'video/mp4' }));
    const res = await adminCall(`/api/admin/characters/${id}/animation-upload`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const mails = await readyMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('http://localhost/dashboard');
  });
});
