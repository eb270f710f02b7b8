import { env } from 'cloudflare:workers';
import { DEVICE_SYNC_NORMAL_SECONDS, DEVICE_SYNC_SOON_SECONDS, type DeviceLibrary } from '@dtm/shared/devices';
import { describe, expect, it } from 'vitest';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { fetchRemoteLibrary } from '../../frame-player/src/core/cloud/sync';
import { adminCall } from './admin-helpers';
import { frameApi, sha256Hex, videoBytes } from './device-fixtures';
import { call } from './helpers';
import { recipeFor } from './recipe-fixtures';
import { newCustomer, ownedCreation } from './user-fixtures';

/** Issue #36: a paired frame is told to come back soon while a preview awaits approval, and names what it plays. */

/** A customer with a paid frame order and a frame paired to the account; the frame reads its library as the player does. */
async function frameOwner() {
  const customer = await newCustomer('frame-sync');
  const { order, id } = await ownedCreation(customer.userId, 'frame');
  const code = await requestPairingCode(frameApi, { name: 'Hallway', frameSize: '7' });
  const paired = await call('/api/user/devices/pair', { cookie: customer.cookie, json: { code: code.userCode } });
  expect(paired.status).toBe(201);
  const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  const library = (): Promise<DeviceLibrary> => fetchRemoteLibrary(frameApi, token.token);
  return { ...customer, orderId: order.id, frameId: id, library };
}

/** The studio saves version 1 of the frame's recipe, uploads its render and sends it as the preview. */
async function sendPreview(frameId: string, orderId: string) {
  const base = `/api/admin/frames/${frameId}`;
  expect((await adminCall(`${base}/recipes`, { json: { recipe: recipeFor(orderId), baseVersion: null } })).status).toBe(
    201,
  );
  const bytes = videoBytes(36_000, 7);
  const form = new FormData();
  form.append('video', new File([bytes], 'v1.mp4', { type: 'video/mp4' }));
  expect((await adminCall(`${base}/recipes/1/video`, { method: 'POST', body: form })).status).toBe(201);
  expect((await adminCall(`${base}/preview`, { json: { version: 1 } })).status).toBe(200);
  return bytes;
}

describe('when a paired frame looks again', () => {
  it('comes back soon while a preview awaits approval, gets the approved video, then returns to the normal period', async () => {
    const owner = await frameOwner();
    // Nothing in review: the normal period, nothing to play yet.
    expect(await owner.library()).toMatchObject({ items: [], nextSyncSeconds: DEVICE_SYNC_NORMAL_SECONDS });

    const bytes = await sendPreview(owner.frameId, owner.orderId);
    // A preview waits for the customer: the approval may come any moment, so ask again in seconds.
    expect(await owner.library()).toMatchObject({ items: [], nextSyncSeconds: DEVICE_SYNC_SOON_SECONDS });
    expect(DEVICE_SYNC_SOON_SECONDS).toBeLessThanOrEqual(30);

    const approved = await call(`/api/user/frames/${owner.frameId}/review/approve`, {
      cookie: owner.cookie,
      json: { version: 1 },
    });
    expect(approved.status).toBe(200);
    const after = await owner.library();
    expect(after.items).toEqual([
      expect.objectContaining({
        id: `f_${owner.frameId}`,
        kind: 'frame',
        size: 36_000,
        sha256: await sha256Hex(bytes),
      }),
    ]);
    // Just delivered: still soon for a few minutes (a frame that missed this answer picks it up)...
    expect(after.nextSyncSeconds).toBe(DEVICE_SYNC_SOON_SECONDS);

    // ...and the normal period once the delivery is older than that.
    await env.DB.prepare('UPDATE animation_recipes SET delivered_at = ? WHERE target_id = ?')
      .bind(Date.now() - 10 * 60_000, owner.frameId)
      .run();
    expect(await owner.library()).toMatchObject({
      items: [expect.objectContaining({ id: `f_${owner.frameId}` })],
      nextSyncSeconds: DEVICE_SYNC_NORMAL_SECONDS,
    });
    const row = await env.DB.prepare('SELECT status FROM user_frames WHERE id = ?')
      .bind(owner.frameId)
      .first<{ status: string }>();
    expect(row?.status).toBe('ready');
  });

  it("comes back soon only for its own account's reviews", async () => {
    const reviewed = await frameOwner();
    const other = await frameOwner();
    await sendPreview(reviewed.frameId, reviewed.orderId);
    expect((await reviewed.library()).nextSyncSeconds).toBe(DEVICE_SYNC_SOON_SECONDS);
    expect((await other.library()).nextSyncSeconds).toBe(DEVICE_SYNC_NORMAL_SECONDS);
  });

  it('comes back soon while a character awaits approval', async () => {
    const owner = await frameOwner();
    await ownedCreation(owner.userId, 'character'); // status awakening: its preview was sent
    expect((await owner.library()).nextSyncSeconds).toBe(DEVICE_SYNC_SOON_SECONDS);
  });
});

describe('what a paired frame calls its animations', () => {
  it("names a frame's animation as the order names it, then as the customer renames it, kept as typed", async () => {
    const owner = await frameOwner();
    const name = `Tom & "Jerry" <3 ${"O'Hara"}`;
    await env.DB.prepare('UPDATE orders SET character_name = ? WHERE id = ?').bind(name, owner.orderId).run();
    await sendPreview(owner.frameId, owner.orderId);
    const approved = await call(`/api/user/frames/${owner.frameId}/review/approve`, {
      cookie: owner.cookie,
      json: { version: 1 },
    });
    expect(approved.status).toBe(200);
    expect((await owner.library()).items).toEqual([expect.objectContaining({ kind: 'frame', name })]);

    const renamed = await call(`/api/user/frames/${owner.frameId}/name`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { frameName: "Grandma's hallway" },
    });
    expect(renamed.status).toBe(200);
    expect((await owner.library()).items).toEqual([expect.objectContaining({ name: "Grandma's hallway" })]);
  });

  it("names a character's animation after the order when the character itself has no name", async () => {
    const owner = await frameOwner();
    const key = `characters/${crypto.randomUUID()}/animation.mp4`;
    await env.FILES.put(key, videoBytes(12_000, 3));
    const { order, id } = await ownedCreation(owner.userId, 'character', { videoKey: key });
    await env.DB.batch([
      env.DB.prepare('UPDATE user_characters SET character_name = NULL WHERE id = ?').bind(id),
      env.DB.prepare("UPDATE orders SET character_name = 'Sparky' WHERE id = ?").bind(order.id),
    ]);
    expect((await owner.library()).items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: `c_${id}`, kind: 'character', name: 'Sparky' })]),
    );
  });
});
