import { env } from 'cloudflare:workers';
import {
  ADMIN_WAITING,
  ADMIN_WAITING_TEXTS,
  type AdminCharacter,
  AdminCharacterSchema,
  type AdminFrame,
  AdminFrameSchema,
  AdminStatsSchema,
  type WaitingCounts,
} from '@dtm/shared/admin';
import { RENDER_STALE_MS } from '@dtm/shared/render-jobs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCall } from './admin-helpers';
import { call } from './helpers';
import { admin, approve, askChange, type Kind, type Owner, recipeFor, save, sendVersion } from './recipe-fixtures';
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
        ...before.frames,
        changeRequests: before.frames.changeRequests + frame[0],
        newDrawings: before.frames.newDrawings + frame[1],
      },
      characters: {
        ...before.characters,
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
    expect((await adminCall(render, { method: 'PUT', json: spec })).status).toBe(201);
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

/** Moves the render's last sign of life `ms` into the past, as a tab closed that long ago leaves it. */
async function silentFor(owner: Owner, version: number, ms: number) {
  await env.DB.prepare('UPDATE render_jobs SET updated_at = ? WHERE target_id = ? AND version = ?')
    .bind(Date.now() - ms, owner.id, version)
    .run();
}

describe('failed and stopped renders wait for the admin too', () => {
  const spec = { codec: 'avc', width: 1024, height: 600, frames: 60, fps: 30, parts: 2 };

  it('counts a failed render and a render stopped longer than the limit, labelled, until rendered again or answered', async () => {
    const before = await waiting();
    const expectCounts = async (frames: Partial<WaitingCounts>, characters: Partial<WaitingCounts> = {}) =>
      expect(await waiting()).toEqual({
        frames: { ...before.frames, ...addTo(before.frames, frames) },
        characters: { ...before.characters, ...addTo(before.characters, characters) },
      });
    const failed = await ordered('frames');
    const stopped = await ordered('frames');
    const character = await ordered('characters');
    for (const owner of [failed, stopped, character]) await submitDrawing(owner);
    for (const owner of [failed, stopped, character]) expect((await save(owner, null)).status).toBe(201);
    await expectCounts({ newDrawings: 2 }, { newDrawings: 1 });

    // Rendering now: still a new drawing (the render is on its way).
    for (const owner of [failed, stopped, character]) {
      expect((await adminCall(admin(owner, '/recipes/1/renders/video'), { method: 'PUT', json: spec })).status).toBe(
        201,
      );
    }
    await expectCounts({ newDrawings: 2 }, { newDrawings: 1 });
    expect(await labelOf(stopped)).toBe('new_drawing');

    // One fails; another has had no new part for longer than the limit (its tab was closed).
    const failing = await adminCall(admin(failed, '/recipes/1/renders/video/failed'), {
      json: { message: 'The encoder ran out of memory.' },
    });
    expect(failing.status).toBe(200);
    await silentFor(stopped, 1, RENDER_STALE_MS + 5_000);
    await silentFor(character, 1, RENDER_STALE_MS + 5_000);
    await expectCounts({ rendersFailed: 1, rendersStopped: 1 }, { rendersStopped: 1 });
    expect(await labelOf(failed)).toBe('render_failed');
    expect(await labelOf(stopped)).toBe('render_stopped');
    expect(await labelOf(character)).toBe('render_stopped');
    expect(ADMIN_WAITING_TEXTS.label.render_stopped).toBe('Render stopped: open the studio to resume it');
    // Listed with what needs the admin, before the new drawings and the rest.
    const ranks = (await frames()).map((row) => (row.waiting ? ADMIN_WAITING.indexOf(row.waiting) : 4));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks).toContain(ADMIN_WAITING.indexOf('render_stopped'));

    // The studio opened again resumes the stopped render: it no longer waits as stopped.
    const resumed = await adminCall(admin(stopped, '/recipes/1/renders/video'), { method: 'PUT', json: spec });
    expect(resumed.status).toBe(200);
    expect(await labelOf(stopped)).toBe('new_drawing');
    // The character's version 2 is rendered: the stopped render of version 1 no longer waits.
    expect((await save(character, 1, recipeFor(character.orderId, 2))).status).toBe(201);
    const next = await adminCall(admin(character, '/recipes/2/renders/video'), { method: 'PUT', json: spec });
    expect(next.status).toBe(201);
    expect(await labelOf(character)).toBe('new_drawing');
    await expectCounts({ rendersFailed: 1, newDrawings: 1 }, { newDrawings: 1 });

    // The failed one: a version sent afterwards answers it.
    await sendVersion(failed, 2);
    expect(await labelOf(failed)).toBeNull();
    await expectCounts({ newDrawings: 1 }, { newDrawings: 1 });
  });
});

function addTo(base: WaitingCounts, delta: Partial<WaitingCounts>): WaitingCounts {
  return {
    changeRequests: base.changeRequests + (delta.changeRequests ?? 0),
    rendersFailed: base.rendersFailed + (delta.rendersFailed ?? 0),
    rendersStopped: base.rendersStopped + (delta.rendersStopped ?? 0),
    newDrawings: base.newDrawings + (delta.newDrawings ?? 0),
  };
}
