import { env } from 'cloudflare:workers';
import {
  CancelUploadResponseSchema,
  REVIEW_MESSAGES,
  RecipeListResponseSchema,
  RecipeSquareUploadResponseSchema,
} from '@dtm/shared/review';
import { DashboardCharacterSchema } from '@dtm/shared/user';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCall } from './admin-helpers';
import { sha256Hex, videoBytes } from './device-fixtures';
import { call } from './helpers';
import { recipeFor } from './recipe-fixtures';
import { newCustomer, ownedCreation } from './user-fixtures';

/**
 * A character's 1080x1080 square for sharing (stored with its recipe version, offered to its
 * owner only once delivered) and the studio's Cancel during an upload (nothing half-saved).
 */

type Json = Record<string, unknown> & { error?: string };
/** A customer's paid frame or character with its first recipe version saved. */
async function withVersion(kind: 'frames' | 'characters') {
  const customer = await newCustomer(`square-${kind}`);
  const { order, id } = await ownedCreation(customer.userId, kind === 'frames' ? 'frame' : 'character');
  const admin = (path: string) => `/api/admin/${kind}/${id}${path}`;
  const saved = await adminCall(admin('/recipes'), { json: { recipe: recipeFor(order.id), baseVersion: null } });
  expect(saved.status).toBe(201);
  return { ...customer, id, admin };
}

function upload(path: string, bytes: Uint8Array, field = 'video') {
  const form = new FormData();
  form.append(field, new File([bytes], 'clip.mp4', { type: 'video/mp4' }));
  return adminCall(path, { method: 'POST', body: form });
}

const recipeRow = (id: string) =>
  env.DB.prepare(
    'SELECT video_key, video_upload_id, square_key, square_upload_id FROM animation_recipes WHERE target_id = ?',
  )
    .bind(id)
    .first<{ video_key: string | null; video_upload_id: string | null; square_key: string | null }>();
const storedKeys = async (id: string) =>
  (await env.FILES.list({ prefix: `animations/${id}/` })).objects.map((o) => o.key);
const dashboardCharacter = async (cookie: string, id: string) => {
  const res = await call('/api/user/characters', { cookie });
  return z
    .array(DashboardCharacterSchema)
    .parse(await res.json())
    .find((character) => character.id === id);
};

describe("a character's square for sharing", () => {
  it('is stored with the version and offered to its owner only, once delivered', async () => {
    const owner = await withVersion('characters');
    const square = videoBytes(30_000, 9);
    expect((await upload(owner.admin('/recipes/1/video'), videoBytes(20_000, 1))).status).toBe(201);
    const stored = await upload(owner.admin(`/recipes/1/square?upload=${crypto.randomUUID()}`), square);
    expect(stored.status).toBe(201);
    expect(RecipeSquareUploadResponseSchema.parse(await stored.json())).toMatchObject({
      version: 1,
      squareUrl: `/api/admin/characters/${owner.id}/recipes/1/square`,
      size: square.length,
      sha256: await sha256Hex(square),
    });
    const list = RecipeListResponseSchema.parse(await (await adminCall(owner.admin('/recipes'))).json());
    expect(list.recipes[0]?.squareUrl).toBe(`/api/admin/characters/${owner.id}/recipes/1/square`);
    expect((await adminCall(owner.admin('/recipes/1/square'))).status).toBe(200);

    // Not before it is delivered: a draft's square stays in the studio.
    expect((await dashboardCharacter(owner.cookie, owner.id))?.shareSquareUrl).toBeNull();
    const early = await call(`/api/user/characters/${owner.id}/square`, { cookie: owner.cookie });
    expect(early.status).toBe(404);
    expect(((await early.json()) as Json).error).toBe(REVIEW_MESSAGES.noSquare);

    expect((await adminCall(owner.admin('/final'), { json: { version: 1 } })).status).toBe(200);
    const card = await dashboardCharacter(owner.cookie, owner.id);
    expect(card?.shareSquareUrl).toBe(`/api/user/characters/${owner.id}/square`);
    const download = await call(`${card?.shareSquareUrl}?download=1`, { cookie: owner.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=".*square.*\.mp4"/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(square);

    // Anyone else learns nothing; a guest is asked to sign in.
    const stranger = await newCustomer('square-stranger');
    expect((await call(`/api/user/characters/${owner.id}/square`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/user/characters/${owner.id}/square`)).status).toBe(401);

    // A finished animation uploaded by hand replaces the recipe's: its square no longer matches.
    const form = new FormData();
    form.append('video', new File([videoBytes(25_000, 3)], 'by-hand.mp4', { type: 'video/mp4' }));
    const byHand = await adminCall(`/api/admin/characters/${owner.id}/animation-upload`, {
      method: 'POST',
      body: form,
    });
    expect(byHand.status).toBe(201);
    expect((await dashboardCharacter(owner.cookie, owner.id))?.shareSquareUrl).toBeNull();
  });

  it('is for characters only, and a bad upload id is refused before anything is read', async () => {
    const frame = await withVersion('frames');
    expect((await upload(frame.admin('/recipes/1/square'), videoBytes(20_000, 2))).status).toBe(404);
    const character = await withVersion('characters');
    const bad = await upload(character.admin('/recipes/1/square?upload=not-a-uuid'), videoBytes(20_000, 2));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(REVIEW_MESSAGES.uploadIdInvalid);
    expect(await storedKeys(character.id)).toEqual([]);
  });
});

describe('Cancel during a studio upload', () => {
  const cancel = async (owner: Awaited<ReturnType<typeof withVersion>>, uploadId: string) => {
    const res = await adminCall(owner.admin(`/recipes/1/uploads/${uploadId}/cancel`), { json: {} });
    expect(res.status).toBe(200);
    return CancelUploadResponseSchema.parse(await res.json());
  };

  it('withdraws an upload that had already been stored: no rendered version, no R2 object', async () => {
    const owner = await withVersion('frames');
    const uploadId = crypto.randomUUID();
    expect((await upload(owner.admin(`/recipes/1/video?upload=${uploadId}`), videoBytes(20_000, 4))).status).toBe(201);
    expect(await recipeRow(owner.id)).toMatchObject({ video_upload_id: uploadId });
    expect(await storedKeys(owner.id)).toHaveLength(1);

    expect(await cancel(owner, uploadId)).toEqual({ kept: false });
    expect(await recipeRow(owner.id)).toMatchObject({ video_key: null, video_upload_id: null });
    expect(await storedKeys(owner.id)).toEqual([]);
    // The version can then not be sent: it has no video.
    const send = await adminCall(owner.admin('/preview'), { json: { version: 1 } });
    expect(send.status).toBe(409);
  });

  it('refuses an upload whose Cancel arrived first, and keeps nothing of it', async () => {
    const owner = await withVersion('characters');
    const uploadId = crypto.randomUUID();
    expect(await cancel(owner, uploadId)).toEqual({ kept: false });
    const late = await upload(owner.admin(`/recipes/1/square?upload=${uploadId}`), videoBytes(6 * 1024 * 1024, 5));
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).error).toBe(REVIEW_MESSAGES.uploadCancelled);
    expect(await recipeRow(owner.id)).toMatchObject({ video_key: null, square_key: null });
    expect(await storedKeys(owner.id)).toEqual([]);
  });

  it('keeps a video the customer was already sent, and says so', async () => {
    const owner = await withVersion('frames');
    const uploadId = crypto.randomUUID();
    expect((await upload(owner.admin(`/recipes/1/video?upload=${uploadId}`), videoBytes(20_000, 6))).status).toBe(201);
    expect((await adminCall(owner.admin('/preview'), { json: { version: 1 } })).status).toBe(200);
    expect(await cancel(owner, uploadId)).toEqual({ kept: true });
    expect((await recipeRow(owner.id))?.video_key).not.toBeNull();
  });

  it('leaves nothing in R2 when the upload is cut off midway', async () => {
    const owner = await withVersion('frames');
    const boundary = 'cut-off-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const chunk = videoBytes(6 * 1024 * 1024, 7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent === 1) controller.enqueue(head);
        else if (sent === 2) controller.enqueue(chunk);
        else controller.error(new Error('the studio cancelled'));
      },
    });
    const res = await adminCall(owner.admin(`/recipes/1/video?upload=${crypto.randomUUID()}`), {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      // @ts-expect-error: workerd needs a streamed body marked half-duplex, as browsers do.
      duplex: 'half',
    }).catch(() => null);
    expect(res === null || res.status >= 400).toBe(true);
    expect(await recipeRow(owner.id)).toMatchObject({ video_key: null });
    expect(await storedKeys(owner.id)).toEqual([]);
  });
});
