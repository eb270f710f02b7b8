import { env } from 'cloudflare:workers';
import { RENDER_MESSAGES, RENDER_PART_MAX_BYTES, RENDER_STALE_MS, RenderJobSchema } from '@dtm/shared/render-jobs';
import { RecipeListResponseSchema } from '@dtm/shared/review';
import { describe, expect, it } from 'vitest';
import { adminCall } from './admin-helpers';
import { videoBytes } from './device-fixtures';
import { admin, customerWith, type Json, type Kind, type Owner, save, uploadVideo } from './recipe-fixtures';

/**
 * Renders as jobs (#36): the studio keeps each encoded part in R2 as it is made, so a render
 * stopped by a closed tab resumes at the first missing part, and the parts go once the file is up.
 */

const SPEC = { codec: 'avc', width: 1024, height: 600, frames: 300, fps: 30, parts: 5 } as const;

/** A part as the studio stores it: the magic bytes, then anything (the server checks only the start). */
const part = (n: number, size = 3_000) => {
  const bytes = new Uint8Array(size).fill(n + 1);
  bytes.set(new TextEncoder().encode('DTMR'), 0);
  return bytes;
};

async function withVersion(kind: Kind = 'frames') {
  const owner = await customerWith(kind);
  expect((await save(owner, null)).status).toBe(201);
  return owner;
}

const render = (owner: Owner, slot = 'video') => admin(owner, `/recipes/1/renders/${slot}`);
const start = (owner: Owner, spec: object = SPEC, slot = 'video') =>
  adminCall(render(owner, slot), { method: 'PUT', json: spec });
const putPart = (owner: Owner, n: number, bytes = part(n), slot = 'video') =>
  adminCall(`${render(owner, slot)}/parts/${n}`, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
const storedParts = async (owner: Owner) =>
  (await env.FILES.list({ prefix: `renders/frame/${owner.id}/` })).objects.map((object) => object.key).sort();
const rendersOf = async (owner: Owner) =>
  RecipeListResponseSchema.parse(await (await adminCall(admin(owner, '/recipes'))).json()).recipes[0]?.renders;

describe('a studio render kept part by part', () => {
  it('keeps the parts made, resumes with them, and drops them once the file is uploaded', async () => {
    const owner = await withVersion();
    const started = await start(owner);
    expect(started.status).toBe(201);
    expect(RenderJobSchema.parse(await started.json())).toMatchObject({ state: 'rendering', partsDone: 0, parts: 5 });

    for (const n of [0, 1]) expect((await putPart(owner, n)).status).toBe(200);
    expect(await rendersOf(owner)).toEqual([
      expect.objectContaining({ slot: 'video', state: 'rendering', partsDone: 2, parts: 5, frames: 300 }),
    ]);

    // The tab closed; the next studio asks for the same render: it goes on from part 2.
    const resumed = await start(owner);
    expect(resumed.status).toBe(200);
    expect(RenderJobSchema.parse(await resumed.json()).partsDone).toBe(2);
    const back = await adminCall(`${render(owner)}/parts/1`);
    expect(back.status).toBe(200);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(part(1));
    // A part sent again (its answer was lost) replaces itself.
    expect((await putPart(owner, 1)).status).toBe(200);

    const skipped = await putPart(owner, 3);
    expect(skipped.status).toBe(409);
    expect(((await skipped.json()) as Json).error).toBe(RENDER_MESSAGES.partOutOfOrder(2));
    expect((await adminCall(`${render(owner)}/parts/2`)).status).toBe(404);

    for (const n of [2, 3, 4]) expect((await putPart(owner, n)).status).toBe(200);
    expect(await storedParts(owner)).toHaveLength(5);
    expect((await uploadVideo(owner, 1, videoBytes(40_000, 1))).status).toBe(201);
    expect(await rendersOf(owner)).toEqual([expect.objectContaining({ state: 'uploaded', partsDone: 5 })]);
    expect(await storedParts(owner)).toEqual([]);
    const late = await putPart(owner, 4);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).error).toBe(RENDER_MESSAGES.renderEnded('uploaded'));
  });

  it('starts over when the render asked for is different, and Cancel deletes the parts', async () => {
    const owner = await withVersion();
    await start(owner);
    for (const n of [0, 1]) await putPart(owner, n);
    const other = await start(owner, { ...SPEC, codec: 'vp9' });
    expect(other.status).toBe(201);
    expect(RenderJobSchema.parse(await other.json())).toMatchObject({ codec: 'vp9', partsDone: 0 });
    expect(await storedParts(owner)).toEqual([]);

    await putPart(owner, 0);
    const cancelled = await adminCall(render(owner), { method: 'DELETE' });
    expect(cancelled.status).toBe(204);
    expect(await storedParts(owner)).toEqual([]);
    expect(await rendersOf(owner)).toEqual([]);
    expect((await putPart(owner, 0)).status).toBe(404);
  });

  it('refuses bad parts and specs with a sentence, storing nothing', async () => {
    const owner = await withVersion();
    const badSpec = await start(owner, { ...SPEC, parts: 0 });
    expect(badSpec.status).toBe(400);
    expect(((await badSpec.json()) as Json).error).toBe(RENDER_MESSAGES.specInvalid);
    const square = await start(owner, SPEC, 'square');
    expect(square.status).toBe(400);
    expect(((await square.json()) as Json).error).toBe(RENDER_MESSAGES.squareOnlyCharacters);
    expect((await start(owner, SPEC, 'poster')).status).toBe(404);
    expect((await putPart(owner, 0)).status).toBe(404);

    await start(owner);
    const notAPart = await putPart(owner, 0, new Uint8Array(5_000).fill(9));
    expect(notAPart.status).toBe(415);
    expect(((await notAPart.json()) as Json).error).toBe(RENDER_MESSAGES.partNotVideo);
    const tooLarge = await putPart(owner, 0, part(0, RENDER_PART_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    const outside = await putPart(owner, 5);
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as Json).error).toBe(RENDER_MESSAGES.partInvalid(5));
    expect(await storedParts(owner)).toEqual([]);
    expect(await rendersOf(owner)).toEqual([expect.objectContaining({ partsDone: 0 })]);

    // A render that failed says why, takes no more parts, and starts over when asked again.
    const failed = await adminCall(`${render(owner)}/failed`, { json: { message: 'The browser ran out of memory.' } });
    expect(RenderJobSchema.parse(await failed.json())).toMatchObject({
      state: 'failed',
      error: 'The browser ran out of memory.',
    });
    expect((await putPart(owner, 0)).status).toBe(409);
    expect((await start(owner)).status).toBe(201);
  });

  it("renders a character's square as its own part of the job", async () => {
    const owner = await withVersion('characters');
    const square = { ...SPEC, width: 1080, height: 1080 };
    expect((await start(owner, square, 'square')).status).toBe(201);
    expect((await putPart(owner, 0, part(0), 'square')).status).toBe(200);
    expect(await rendersOf(owner)).toEqual([expect.objectContaining({ slot: 'square', partsDone: 1, width: 1080 })]);
  });

  it('answers the state the admin sees: queued, rendering n %, stopped, uploaded, sent, failed', async () => {
    const owner = await withVersion();
    const status = async () => (await rendersOf(owner))?.map((job) => [job.status, job.percent]);
    const started = await start(owner);
    expect(RenderJobSchema.parse(await started.json())).toMatchObject({ status: 'queued', percent: 0 });
    expect(await status()).toEqual([['queued', 0]]);
    await putPart(owner, 0);
    await putPart(owner, 1);
    expect(await status()).toEqual([['rendering', 40]]);

    // Its tab closed: no part for longer than the limit.
    await env.DB.prepare('UPDATE render_jobs SET updated_at = ? WHERE target_id = ?')
      .bind(Date.now() - RENDER_STALE_MS - 1_000, owner.id)
      .run();
    expect(await status()).toEqual([['stopped', 40]]);
    // The next studio resumes it: rendering again, from its 2 parts.
    expect((await start(owner)).status).toBe(200);
    expect(await status()).toEqual([['rendering', 40]]);

    for (const n of [2, 3, 4]) await putPart(owner, n);
    expect((await uploadVideo(owner, 1, videoBytes(40_000, 1))).status).toBe(201);
    expect(await status()).toEqual([['uploaded', 100]]);
    expect((await adminCall(admin(owner, '/preview'), { json: { version: 1 } })).status).toBe(200);
    expect(await status()).toEqual([['sent', 100]]);

    const other = await withVersion();
    await start(other);
    const failed = await adminCall(admin(other, '/recipes/1/renders/video/failed'), {
      json: { message: 'No memory.' },
    });
    expect(RenderJobSchema.parse(await failed.json())).toMatchObject({ status: 'failed', error: 'No memory.' });
  });
});
