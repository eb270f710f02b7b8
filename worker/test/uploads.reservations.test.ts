import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uploadRef } from '../src/uploads/token-access';
import type { UploadTokenObject } from '../src/uploads/upload-token-object';
import { call } from './helpers';
import { fileBytes, offsetOf, paidOrder, pathOf, tusCreate, tusHead, tusPatch, uploadFile } from './upload-helpers';

type Body = { error: string; code: string; reason?: string; [key: string]: unknown };
const TOO_MANY = 'An order can have at most 10 artwork files.';
const MINUTE = 60_000;

/** Moves every time the token's object has recorded `minutes` into the past, as if that much time had gone by. */
async function minutesPass(location: string, minutes: number) {
  const { stub } = uploadRef(env, pathOf(location).split('/').pop() ?? '');
  const shift = minutes * MINUTE;
  await runInDurableObject(stub, (_instance: UploadTokenObject, state) => {
    state.storage.sql.exec(
      `UPDATE uploads SET created_at = created_at - ?, updated_at = updated_at - ?,
         expires_at = expires_at - ?, lock_at = lock_at - ?`,
      shift,
      shift,
      shift,
      shift,
    );
  });
  return stub;
}

/** Twenty tus creations that never send a byte: what a closed tab or a script leaves behind. */
async function abandonedUploads(token: string, count = 20) {
  const locations: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await tusCreate(token, 1000);
    expect(created.status).toBe(201);
    locations.push(created.headers.get('location') ?? '');
  }
  return locations;
}

describe('reservations of uploads that never arrive', { timeout: 60_000 }, () => {
  it('says that uploads are in progress, not that files arrived, while twenty are being reserved', async () => {
    const { token } = await paidOrder();
    await abandonedUploads(token);
    const refused = await tusCreate(token, 1000);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as Body;
    expect(body.error).toBe(`${TOO_MANY} 20 uploads are still in progress; wait for them or try again in 30 minutes.`);
    expect(body).toMatchObject({ reason: 'uploads-in-progress', inProgress: 20 });
  });

  it('frees the link once the abandoned uploads have been idle for 30 minutes, and clears them away', async () => {
    const { token } = await paidOrder();
    const locations = await abandonedUploads(token);
    expect((await tusCreate(token, 1000)).status).toBe(409);

    const stub = await minutesPass(locations[0] ?? '', 29);
    expect((await tusCreate(token, 1000)).status).toBe(409);
    const stillWaiting = (await (await tusCreate(token, 1000)).json()) as Body;
    expect(stillWaiting.error).toBe(
      `${TOO_MANY} 20 uploads are still in progress; wait for them or try again in 1 minute.`,
    );

    await minutesPass(locations[0] ?? '', 2);
    const bytes = fileBytes('png', 2000);
    const { last } = await uploadFile(token, bytes);
    expect(last.status).toBe(204);
    // The alarm removes the abandoned reservations; the file that arrived stays.
    await runDurableObjectAlarm(stub);
    for (const location of locations) expect((await tusHead(location)).status).toBe(404);
    const link = (await (await call(`/api/upload/${token}`)).json()) as { files: unknown[] };
    expect(link.files).toHaveLength(1);
  });

  it('keeps an upload that received bytes resumable after a pause, while it no longer blocks others', async () => {
    const { token } = await paidOrder();
    const bytes = fileBytes('png', 3000);
    const created = await tusCreate(token, bytes.byteLength);
    const location = created.headers.get('location') ?? '';
    expect((await tusPatch(location, 0, bytes.subarray(0, 1000))).status).toBe(204);
    await abandonedUploads(token, 19);
    expect((await tusCreate(token, 1000)).status).toBe(409);

    await minutesPass(location, 45);
    // The phone that slept for 45 minutes carries on where it stopped...
    const head = await tusHead(location);
    expect(head.status).toBe(200);
    expect(offsetOf(head)).toBe(1000);
    // ...and the idle reservations no longer keep anyone out.
    expect((await tusCreate(token, 1000)).status).toBe(201);
    expect((await tusPatch(location, 1000, bytes.subarray(1000))).status).toBe(204);
  });
});
