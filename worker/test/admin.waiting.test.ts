import { env } from 'cloudflare:workers';
import {
  type AdminCharacter,
  AdminCharacterSchema,
  type AdminFrame,
  AdminFrameSchema,
  AdminStatsSchema,
} from '@dtm/shared/admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCall } from './admin-helpers';
import { call } from './helpers';
import { admin, approve, askChange, type Kind, type Owner, save, sendVersion } from './recipe-fixtures';
import { fileBytes, paidOrder, uploadFile } from './upload-helpers';
import { newCustomer } from './user-fixtures';

/** A signed-in customer's paid order with its frame or character row, no drawing submitted yet. */
async function ordered(kind: Kind, createdAt = Date.now()): Promise<Owner & { token: string }> {
  const customer = await newCustomer(`waiting-${kind}`);
  const { orderId, token } = await paidOrder({
    type: kind === 'frames' ? 'frame' : 'character',
    userId: customer.userId,
  });
  const id = crypto.randomUUID();
  await (kind === 'frames'
    ? env.DB.prepare('INSERT INTO user_frames (id, user_id, order_id, frame_size, created_at) VALUES (?,?,?,?,?)').bind(
        id,
        customer.userId,
        orderId,
        '7',
        createdAt,
      )
    : env.DB.prepare(
        'INSERT INTO user_characters (id, user_id, order_id, character_name, created_at) VALUES (?,?,?,?,?)',
      ).bind(id, customer.userId, orderId, 'Captain Crayon', createdAt)
  ).run();
  return { ...customer, orderId, id, kind, token };
}

/** The customer submits a drawing through their upload link, as the upload page does. */
async function submitDrawing(owner: { token: string }) {
  const uploaded = await uploadFile(owner.token, fileBytes('png', 2000), { filename: 'drawing.png' });
  const res = await call(`/api/upload/${owner.token}/submit`, { json: { artworkUrls: [uploaded.location] } });
  expect(res.status).toBe(200);
}

async function waiting() {
  const res = await adminCall('/api/admin/stats');
  expect(res.status).toBe(200);
  return AdminStatsSchema.parse(await res.json()).waiting;
}

async function frames(): Promise<AdminFrame[]> {
  return z.array(AdminFrameSchema).parse(await (await adminCall('/api/admin/frames')).json());
}
async function characters(): Promise<AdminCharacter[]> {
  return z.array(AdminCharacterSchema).parse(await (await adminCall('/api/admin/characters')).json());
}
const labelOf = async (owner: Owner) =>
  (owner.kind === 'frames' ? await frames() : await characters()).find((row) => row.id === owner.id)?.waiting;

describe('what waits for an admin: counted on the dashboard, labelled and first in the lists', () => {
  it('counts a new drawing until its preview is sent, and a change request until a newer preview is', async () => {
    const before = await waiting();
    const plus = (frame: [number, number], character: [number, number]) => ({
      frames: {
        changeRequests: before.frames.changeRequests + frame[0],
        newDrawings: before.frames.newDrawings + frame[1],
      },
      characters: {
        changeRequests: before.characters.changeRequests + character[0],
        newDrawings: before.characters.newDrawings + character[1],
      },
    });
    const frame = await ordered('frames');
    const character = await ordered('characters');
    // Paid, nothing submitted yet: nothing to animate.
    expect(await waiting()).toEqual(plus([0, 0], [0, 0]));
    expect(await labelOf(frame)).toBeNull();

    await submitDrawing(frame);
    expect(await waiting()).toEqual(plus([0, 1], [0, 0]));
    expect(await labelOf(frame)).toBe('new_drawing');
    await submitDrawing(character);
    expect(await waiting()).toEqual(plus([0, 1], [0, 1]));
    expect(await labelOf(character)).toBe('new_drawing');

    // A preview sent: with the customer now, nothing waits for the admin.
    await sendVersion(frame, 1);
    expect(await waiting()).toEqual(plus([0, 0], [0, 1]));
    expect(await labelOf(frame)).toBeNull();

    expect((await askChange(frame, 1, 'Please make it wave')).status).toBe(201);
    expect(await waiting()).toEqual(plus([1, 0], [0, 1]));
    expect(await labelOf(frame)).toBe('change_requested');

    // The new version sent answers the change request.
    await sendVersion(frame, 2);
    expect(await waiting()).toEqual(plus([0, 0], [0, 1]));
    expect(await labelOf(frame)).toBeNull();

    // The character: sent, a change asked, then approved after a new version: nothing waits.
    await sendVersion(character, 1);
    expect((await askChange(character, 1, 'Bigger smile')).status).toBe(201);
    expect(await waiting()).toEqual(plus([0, 0], [1, 0]));
    expect(await labelOf(character)).toBe('change_requested');
    await sendVersion(character, 2);
    expect((await approve(character, 2)).status).toBe(200);
    expect(await waiting()).toEqual(plus([0, 0], [0, 0]));
    expect(await labelOf(character)).toBeNull();
  });

  it('lists what waits first (change requested, a failed render, then new drawings), then the rest newest first', async () => {
    const day = 86_400_000;
    const start = Date.now() - 30 * day;
    // The waiting ones are the oldest: newest-first alone would put them last.
    const changed = await ordered('frames', start);
    const drawn = await ordered('frames', start + day);
    const idle = await ordered('frames', start + 2 * day);
    const inReview = await ordered('frames', start + 3 * day);
    const finished = await ordered('frames', start + 4 * day);
    const failed = await ordered('frames', start + 5 * day);
    for (const owner of [changed, drawn, inReview, finished, failed]) await submitDrawing(owner);
    for (const owner of [changed, inReview, finished]) await sendVersion(owner, 1);
    expect((await askChange(changed, 1, 'Slower, please')).status).toBe(201);
    expect((await approve(finished, 1)).status).toBe(200);
    // A studio render that stopped with an error waits for the admin too (before new drawings).
    expect((await save(failed, null)).status).toBe(201);
    const render = admin(failed, '/recipes/1/renders/video');
    const spec = { codec: 'avc', width: 1024, height: 600, frames: 60, fps: 30, parts: 1 };
    await adminCall(render, { method: 'PUT', json: spec });
    expect((await adminCall(`${render}/failed`, { json: { message: 'Out of memory.' } })).status).toBe(200);

    const ours = new Set([changed, drawn, idle, inReview, finished, failed].map((owner) => owner.id));
    const listed = (await frames()).filter((row) => ours.has(row.id));
    expect(listed.map((row) => [row.id, row.waiting])).toEqual([
      [changed.id, 'change_requested'],
      [failed.id, 'render_failed'],
      [drawn.id, 'new_drawing'],
      [finished.id, null],
      [inReview.id, null],
      [idle.id, null],
    ]);
    // A frame without a submitted drawing has no instant preview to ask for.
    expect(listed.map((row) => row.hasArtwork)).toEqual([true, true, true, true, true, false]);
    // Rendered again: it no longer waits as failed (a new drawing again, no preview sent yet).
    await adminCall(render, { method: 'PUT', json: spec });
    expect(await labelOf(failed)).toBe('new_drawing');

    const kid = await ordered('characters', start);
    const later = await ordered('characters', start + day);
    await submitDrawing(kid);
    const listedCharacters = (await characters()).filter((row) => row.id === kid.id || row.id === later.id);
    expect(listedCharacters.map((row) => [row.id, row.waiting])).toEqual([
      [kid.id, 'new_drawing'],
      [later.id, null],
    ]);
  });
});
