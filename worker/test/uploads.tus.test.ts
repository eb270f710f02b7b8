import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Upload } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { uploadRef } from '../src/uploads/token-access';
import type { UploadTokenObject } from '../src/uploads/upload-token-object';
import { UploadWriter } from '../src/uploads/upload-writer';
import { call, ORIGIN } from './helpers';
import {
  digestBase64,
  droppingBody,
  fileBytes,
  keysUnder,
  MiB,
  offsetOf,
  PART,
  paidOrder,
  pathOf,
  sha256Hex,
  TUS,
  tusCreate,
  tusHead,
  tusPatch,
  uploadFile,
  WorkerHttpStack,
} from './upload-helpers';

type State = { files: { id: string; name: string; size: number; type: string; url: string }[] };

async function received(token: string) {
  return ((await (await call(`/api/upload/${token}`)).json()) as State).files;
}

/** The stored object for the only file of a token, with what the link reports about it. */
async function storedFile(token: string, orderId: string) {
  const files = await received(token);
  expect(files).toHaveLength(1);
  const file = files[0];
  if (!file) throw new Error('no file');
  const object = await env.FILES.get(`artwork/${orderId}/${file.id}`);
  if (!object) throw new Error('no object in R2');
  return { file, object, bytes: new Uint8Array(await object.arrayBuffer()) };
}

describe('tus uploads through the Worker into R2', { timeout: 30_000 }, () => {
  it('tells a client what it supports', async () => {
    const res = await call('/api/uploads/tus', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('tus-version')).toBe('1.0.0');
    expect(res.headers.get('tus-extension')).toBe('creation,creation-with-upload,expiration,checksum,termination');
    expect(res.headers.get('tus-max-size')).toBe(String(50 * MiB));
    expect(res.headers.get('tus-checksum-algorithm')).toBe('sha1,sha256,md5');
  });

  it.each([
    ['1 MiB', 1 * MiB],
    ['7 MiB', 7 * MiB],
    ['one request for everything', 13 * MiB],
  ])('stores a 12.5 MB drawing sent in chunks of %s, byte for byte', async (_label, chunk) => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('png', 12.5 * MiB);
    const { location, last } = await uploadFile(token, bytes, { chunk, filename: 'Mia – dragon.png' });
    expect(last.status).toBe(204);
    expect(offsetOf(last)).toBe(bytes.byteLength);
    expect(last.headers.get('tus-resumable')).toBe('1.0.0');
    const head = await tusHead(location);
    expect(head.status).toBe(200);
    expect(offsetOf(head)).toBe(bytes.byteLength);
    expect(head.headers.get('upload-length')).toBe(String(bytes.byteLength));
    const { file, object, bytes: stored } = await storedFile(token, orderId);
    expect(file).toMatchObject({ name: 'Mia – dragon.png', size: bytes.byteLength, type: 'image/png' });
    expect(object.httpMetadata?.contentType).toBe('image/png');
    expect(await sha256Hex(stored)).toBe(await sha256Hex(bytes));
    // Nothing is left waiting: no tail objects, no second copy.
    expect(await keysUnder(`pending/${file.id}`)).toEqual([]);
    expect(await keysUnder(`artwork/${orderId}/`)).toEqual([`artwork/${orderId}/${file.id}`]);
  });

  it('counts only durably stored bytes, even when a client sends a few bytes at a time', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('jpeg', 300);
    const created = await tusCreate(token, bytes.byteLength, { filename: 'tiny.jpg' });
    const location = created.headers.get('location') ?? '';
    expect(created.status).toBe(201);
    expect(offsetOf(created)).toBe(0);
    let offset = 0;
    for (const size of [5, 20, 75, 200]) {
      const res = await tusPatch(location, offset, bytes.subarray(offset, offset + size));
      expect(res.status).toBe(204);
      offset += size;
      expect(offsetOf(res)).toBe(offset);
      expect(offsetOf(await tusHead(location))).toBe(offset);
    }
    const { bytes: stored, object } = await storedFile(token, orderId);
    expect(object.httpMetadata?.contentType).toBe('image/jpeg');
    expect(stored).toEqual(bytes);
  });

  it('takes the first bytes with the creation request (creation-with-upload)', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('pdf', 2 * MiB);
    const created = await tusCreate(token, bytes.byteLength, { filename: 'scan.pdf', body: bytes });
    expect(created.status).toBe(201);
    expect(offsetOf(created)).toBe(bytes.byteLength);
    expect(created.headers.get('location')).toMatch(/^http:\/\/localhost\/api\/uploads\/tus\/[0-9a-f]{64}\.[\w-]{22}$/);
    const { object, bytes: stored } = await storedFile(token, orderId);
    expect(object.httpMetadata?.contentType).toBe('application/pdf');
    expect(await sha256Hex(stored)).toBe(await sha256Hex(bytes));
  });

  it('resumes after a dropped connection at 90 %, re-sending at most one part', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('png', 12 * MiB);
    const created = await tusCreate(token, bytes.byteLength);
    const location = created.headers.get('location') ?? '';
    let sent = 0;
    // Two good PATCHes (3 MiB each), then one that dies at 90 % of the file.
    for (const offset of [0, 3 * MiB]) {
      const res = await tusPatch(location, offset, bytes.subarray(offset, offset + 3 * MiB));
      expect(res.status).toBe(204);
      sent += 3 * MiB;
    }
    const dropAt = Math.floor(bytes.byteLength * 0.9);
    const dropped = await tusPatch(location, 6 * MiB, droppingBody(bytes.subarray(6 * MiB, dropAt))).catch(() => null);
    sent += dropAt - 6 * MiB;
    // Whatever the server answered never reaches a phone whose connection dropped.
    await dropped?.arrayBuffer();

    const head = await tusHead(location);
    const offset = offsetOf(head);
    expect(offset).toBeGreaterThanOrEqual(dropAt - PART);
    expect(offset).toBeLessThanOrEqual(dropAt);
    const resumed = await tusPatch(location, offset, bytes.subarray(offset));
    expect(resumed.status).toBe(204);
    sent += bytes.byteLength - offset;

    const resent = sent - bytes.byteLength;
    expect(resent).toBeLessThanOrEqual(PART);
    const { bytes: stored } = await storedFile(token, orderId);
    expect(await sha256Hex(stored)).toBe(await sha256Hex(bytes));
  });

  it('keeps the bytes that arrived before the connection failed, so they are not sent twice', async () => {
    const { token } = await paidOrder();
    const bytes = fileBytes('png', 12 * MiB);
    const location = (await tusCreate(token, bytes.byteLength)).headers.get('location') ?? '';
    const { stub, fileId } = uploadRef(env, pathOf(location).split('/').pop() ?? '');
    const begun = await stub.beginWrite(fileId, { offset: 0 });
    if (!begun.ok) throw new Error(begun.refusal);
    const writer = new UploadWriter(env.FILES, stub, begun.value, { checksum: null, endIsFinal: false });
    const failing = droppingBody(bytes.subarray(0, 7 * MiB), 'error');
    await expect(writer.write(failing)).rejects.toThrow('The connection dropped while the file was being sent.');
    // One full part plus the 2 MiB after it, saved as the tail when the error came.
    expect(offsetOf(await tusHead(location))).toBe(7 * MiB);
    expect(await keysUnder(`pending/${fileId}`)).toHaveLength(1);
    expect((await tusPatch(location, 7 * MiB, bytes.subarray(7 * MiB))).status).toBe(204);
  });

  it('lets a new request take over from one that hangs, without mixing their bytes', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('png', 8 * MiB);
    const created = await tusCreate(token, bytes.byteLength);
    const location = created.headers.get('location') ?? '';
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pushed = 0;
    const hanging = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pushed >= 6 * MiB) {
          await gate;
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(pushed, pushed + MiB));
        pushed += MiB;
      },
    });
    const first = tusPatch(location, 0, hanging);
    await expect.poll(async () => offsetOf(await tusHead(location)), { timeout: 10_000 }).toBe(PART);
    const second = await tusPatch(location, PART, bytes.subarray(PART));
    expect(second.status).toBe(204);
    expect(offsetOf(second)).toBe(bytes.byteLength);
    release();
    const late = await first;
    expect(late.status).toBe(409);
    const { bytes: stored, file } = await storedFile(token, orderId);
    expect(await sha256Hex(stored)).toBe(await sha256Hex(bytes));
    expect(await keysUnder(`pending/${file.id}`)).toEqual([]);
  });

  it('verifies Upload-Checksum and keeps nothing of a damaged request', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('png', 6 * MiB);
    const location = (await tusCreate(token, bytes.byteLength)).headers.get('location') ?? '';
    const first = bytes.subarray(0, 4 * MiB);
    const good = await tusPatch(location, 0, first, {
      'upload-checksum': `sha1 ${await digestBase64('SHA-1', first)}`,
    });
    expect(good.status).toBe(204);
    const rest = bytes.subarray(4 * MiB);
    const wrong = await digestBase64('SHA-1', bytes.subarray(0, 10));
    const damaged = await tusPatch(location, 4 * MiB, rest, { 'upload-checksum': `sha1 ${wrong}` });
    expect(damaged.status).toBe(460);
    expect(((await damaged.json()) as { error: string }).error).toBe('Part of the file arrived damaged. Please retry.');
    expect(offsetOf(await tusHead(location))).toBe(4 * MiB);
    const unknown = await tusPatch(location, 4 * MiB, rest, { 'upload-checksum': 'crc32 AAAA' });
    expect(unknown.status).toBe(400);
    const sha256 = await digestBase64('SHA-256', rest);
    const retried = await tusPatch(location, 4 * MiB, rest, { 'upload-checksum': `sha256 ${sha256}` });
    expect(retried.status).toBe(204);
    const { bytes: stored } = await storedFile(token, orderId);
    expect(await sha256Hex(stored)).toBe(await sha256Hex(bytes));
  });

  it('forgets a terminated upload and everything it stored', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('png', 7 * MiB);
    const location = (await tusCreate(token, bytes.byteLength)).headers.get('location') ?? '';
    expect((await tusPatch(location, 0, bytes.subarray(0, 6 * MiB))).status).toBe(204);
    const fileId = pathOf(location).split('.').pop() ?? '';
    expect(await keysUnder(`pending/${fileId}`)).toHaveLength(1);
    const deleted = await call(pathOf(location), { method: 'DELETE', headers: TUS });
    expect(deleted.status).toBe(204);
    expect((await tusHead(location)).status).toBe(404);
    expect(await keysUnder(`pending/${fileId}`)).toEqual([]);
    expect(await keysUnder(`artwork/${orderId}/`)).toEqual([]);
    expect(await received(token)).toEqual([]);
  });

  it('clears an abandoned upload from R2 once it expires', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('png', 8 * MiB);
    const location = (await tusCreate(token, bytes.byteLength)).headers.get('location') ?? '';
    expect((await tusPatch(location, 0, bytes.subarray(0, 6 * MiB))).status).toBe(204);
    const { stub, fileId } = uploadRef(env, pathOf(location).split('/').pop() ?? '');
    expect(await keysUnder(`pending/${fileId}`)).toHaveLength(1);
    await runInDurableObject(stub, (_instance: UploadTokenObject, state) => {
      state.storage.sql.exec('UPDATE uploads SET expires_at = ? WHERE id = ?', Date.now() - 1, fileId);
    });
    expect((await tusHead(location)).status).toBe(410);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await tusHead(location)).status).toBe(404);
    expect(await keysUnder(`pending/${fileId}`)).toEqual([]);
    expect(await keysUnder(`artwork/${orderId}/`)).toEqual([]);
  });

  it('announces when an unfinished upload expires, never after the link does', async () => {
    const linkExpiry = Date.now() + 3 * 3600 * 1000;
    const { token } = await paidOrder({ expiresAt: linkExpiry });
    const created = await tusCreate(token, 1000);
    const expires = Date.parse(created.headers.get('upload-expires') ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(linkExpiry);
    const head = await tusHead(created.headers.get('location') ?? '');
    expect(head.headers.get('upload-expires')).toBe(created.headers.get('upload-expires'));
    expect(head.headers.get('cache-control')).toBe('no-store');
  });

  it('answers protocol mistakes as tus says', async () => {
    const { token } = await paidOrder();
    const location = (await tusCreate(token, 1000)).headers.get('location') ?? '';
    const noVersion = await call(pathOf(location), {
      method: 'PATCH',
      headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(10),
    });
    expect(noVersion.status).toBe(412);
    const wrongType = await tusPatch(location, 0, fileBytes('png', 10), { 'content-type': 'image/png' });
    expect(wrongType.status).toBe(415);
    const wrongOffset = await tusPatch(location, 10, fileBytes('png', 10));
    expect(wrongOffset.status).toBe(409);
    expect(await wrongOffset.json()).toMatchObject({ offset: 0, code: 'CONFLICT' });
    const noLength = await call('/api/uploads/tus', { method: 'POST', headers: { ...TUS } });
    expect(noLength.status).toBe(400);
    const tooMuch = await tusPatch(location, 0, fileBytes('png', 1001));
    expect(tooMuch.status).toBe(400);
    expect((await tusHead(location)).headers.get('upload-offset')).toBe('0');
  });

  it('works with the standard tus-js-client', async () => {
    const { orderId, token } = await paidOrder();
    const bytes = fileBytes('webp', 6 * MiB + 123);
    const progress: number[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(new Blob([bytes]), {
        endpoint: `${ORIGIN}/api/uploads/tus`,
        chunkSize: 2 * MiB,
        metadata: { token, filename: 'sunflower.webp', filetype: 'image/webp' },
        httpStack: new WorkerHttpStack(),
        retryDelays: [0],
        storeFingerprintForResuming: false,
        onChunkComplete: (_chunk, accepted) => progress.push(accepted),
        onError: reject,
        onSuccess: () => resolve(upload.url ?? ''),
      });
      upload.start();
    });
    expect(url).toContain('/api/uploads/tus/');
    expect(progress.at(-1)).toBe(bytes.byteLength);
    const { file, object, bytes: stored } = await storedFile(token, orderId);
    expect(file).toMatchObject({ name: 'sunflower.webp', type: 'image/webp' });
    expect(object.httpMetadata?.contentType).toBe('image/webp');
    expect(await sha256Hex(stored)).toBe(await sha256Hex(bytes));
  });
});
