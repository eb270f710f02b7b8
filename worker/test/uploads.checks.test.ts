import { env } from 'cloudflare:workers';
import { MESSAGES } from '@dtm/shared/messages';
import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import {
  fileBytes,
  type Kind,
  keysUnder,
  MiB,
  paidOrder,
  pathOf,
  TUS,
  tusCreate,
  tusHead,
  tusPatch,
  uploadFile,
} from './upload-helpers';

type Body = { error: string; code: string; [key: string]: unknown };
const INVALID = 'This upload link is invalid or has expired.';
const EXPIRED = 'This upload link has expired. Please contact support for assistance.';
const SUBMITTED = 'The artwork for this order has already been submitted.';
const TOO_MANY = 'An order can have at most 10 artwork files.';

async function refusal(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Body;
  expect(body.error).toBe(error);
  return body;
}

async function filesOf(token: string) {
  return ((await (await call(`/api/upload/${token}`)).json()) as { files: { id: string; type: string }[] }).files;
}

describe('upload link checks', { timeout: 30_000 }, () => {
  it('calls an unknown, malformed or unpaid link invalid on every route, and stores nothing', async () => {
    const unpaid = await paidOrder({ paymentStatus: 'pending' });
    const refunded = await paidOrder({ paymentStatus: 'refunded' });
    // A refunded order's link says so (410), and takes nothing either.
    await refusal(await call(`/api/upload/${refunded.token}`), 410, MESSAGES.uploadOrderRefunded);
    expect((await tusCreate(refunded.token, 100)).status).toBeGreaterThanOrEqual(400);
    const refundedSubmit = await call(`/api/upload/${refunded.token}/submit`, {
      json: { artworkUrls: ['/api/order/x/artwork/files/y'] },
    });
    expect(refundedSubmit.status).toBeGreaterThanOrEqual(400);
    expect(await keysUnder(`artwork/${refunded.orderId}/`)).toEqual([]);
    for (const token of ['tok_doesnotexist_0000000000', 'bad token!', unpaid.token]) {
      await refusal(await call(`/api/upload/${encodeURIComponent(token)}`), 404, INVALID);
      await refusal(await tusCreate(token, 100), 404, INVALID);
      await refusal(
        await call('/api/objects/upload', { json: { uploadToken: token } }),
        token === 'bad token!' ? 400 : 404,
        token === 'bad token!' ? 'Invalid input' : INVALID,
      );
      const submit = await call(`/api/upload/${encodeURIComponent(token)}/submit`, {
        json: { artworkUrls: ['/api/order/x/artwork/files/y'] },
      });
      expect(submit.status).toBe(404);
    }
    expect(await keysUnder(`artwork/${unpaid.orderId}/`)).toEqual([]);
  });

  it('tells an expired link apart, with its state for the page', async () => {
    const { token } = await paidOrder({ expiresAt: Date.now() - 1000 });
    const info = await refusal(await call(`/api/upload/${token}`), 410, EXPIRED);
    expect(info).toMatchObject({ type: 'frame', hasUploaded: false, code: 'GONE' });
    expect(Date.parse(String(info.expiresAt))).toBeLessThan(Date.now());
    await refusal(await tusCreate(token, 100), 410, EXPIRED);
    await refusal(await call('/api/objects/upload', { json: { uploadToken: token } }), 410, EXPIRED);
  });

  it('refuses more bytes on an upload whose link expired meanwhile', async () => {
    const { orderId, token } = await paidOrder();
    const location = (await tusCreate(token, 1000)).headers.get('location') ?? '';
    await env.DB.prepare('UPDATE orders SET upload_expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, orderId)
      .run();
    await call(`/api/upload/${token}`); // the link is read again, as any page visit does
    await refusal(await tusPatch(location, 0, fileBytes('png', 1000)), 410, EXPIRED);
    expect((await tusHead(location)).status).toBe(410);
  });

  it('refuses uploads once the artwork is submitted', async () => {
    const { token } = await paidOrder({ submittedAt: Date.now() - 1000 });
    const info = (await (await call(`/api/upload/${token}`)).json()) as Body;
    expect(info.hasUploaded).toBe(true);
    await refusal(await tusCreate(token, 100), 409, SUBMITTED);
    await refusal(await call('/api/objects/upload', { json: { uploadToken: token } }), 409, SUBMITTED);
  });

  it('refuses a file over 50 MB from its declared length, before reading a byte', async () => {
    const { orderId, token } = await paidOrder();
    await refusal(await tusCreate(token, 50 * MiB + 1), 413, 'Each artwork file must be 50 MB or less.');
    const { uploadURL } = (await (await call('/api/objects/upload', { json: { uploadToken: token } })).json()) as {
      uploadURL: string;
    };
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 16 * 1024;
          controller.enqueue(fileBytes('png', 16 * 1024));
          if (pulled > 50 * MiB) controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const put = await call(pathOf(uploadURL), {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'content-length': String(50 * MiB + 1) },
      body,
    });
    await refusal(put, 413, 'Each artwork file must be 50 MB or less.');
    // At most what the runtime buffers on its own before the Worker looks: the Worker read nothing.
    expect(pulled).toBeLessThanOrEqual(32 * 1024);
    expect(await keysUnder(`artwork/${orderId}/`)).toEqual([]);
    expect(await filesOf(token)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const { token } = await paidOrder();
    await refusal(await tusCreate(token, 0), 400, 'This file is empty. Please choose another file.');
    const { uploadURL } = (await (await call('/api/objects/upload', { json: { uploadToken: token } })).json()) as {
      uploadURL: string;
    };
    const put = await call(pathOf(uploadURL), { method: 'PUT', body: new Uint8Array(0) });
    await refusal(put, 400, 'This file is empty. Please choose another file.');
  });

  it.each<[string, Kind, string]>([
    ['a PNG', 'png', 'image/png'],
    ['a JPEG', 'jpeg', 'image/jpeg'],
    ['a PDF', 'pdf', 'application/pdf'],
    ['a WebP', 'webp', 'image/webp'],
    ['a phone HEIC', 'heic', 'image/heic'],
  ])('accepts %s, typed by its bytes whatever its name and declared type say', async (_name, kind, type) => {
    const { orderId, token } = await paidOrder();
    const created = await tusCreate(token, 4000, { filename: 'upload.gif', filetype: 'text/plain' });
    const res = await tusPatch(created.headers.get('location') ?? '', 0, fileBytes(kind, 4000));
    expect(res.status).toBe(204);
    const [file] = await filesOf(token);
    expect(file?.type).toBe(type);
    const object = await env.FILES.head(`artwork/${orderId}/${file?.id}`);
    expect(object?.httpMetadata?.contentType).toBe(type);
  });

  it.each<[string, Kind]>([
    ['a Windows executable', 'exe'],
    ['a Linux executable', 'elf'],
    ['a web page', 'html'],
  ])('refuses %s named .png from its first bytes, and keeps nothing of it', async (_name, kind) => {
    const { orderId, token } = await paidOrder();
    const size = 6 * MiB;
    const created = await tusCreate(token, size, { filename: 'drawing.png', filetype: 'image/png' });
    const location = created.headers.get('location') ?? '';
    const res = await tusPatch(location, 0, fileBytes(kind, size));
    await refusal(res, 415, 'Please choose PNG, JPEG, PDF, WebP or HEIC files.');
    expect((await tusHead(location)).status).toBe(404);
    const fileId = pathOf(location).split('.').pop() ?? '';
    expect(await keysUnder(`pending/${fileId}`)).toEqual([]);
    expect(await keysUnder(`artwork/${orderId}/`)).toEqual([]);
    // The same through creation-with-upload and the single-file PUT.
    await refusal(
      await tusCreate(token, 2000, { body: fileBytes(kind, 2000) }),
      415,
      'Please choose PNG, JPEG, PDF, WebP or HEIC files.',
    );
    const { uploadURL } = (await (await call('/api/objects/upload', { json: { uploadToken: token } })).json()) as {
      uploadURL: string;
    };
    const put = await call(pathOf(uploadURL), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: fileBytes(kind, 2000),
    });
    await refusal(put, 415, 'Please choose PNG, JPEG, PDF, WebP or HEIC files.');
    expect(await keysUnder(`artwork/${orderId}/`)).toEqual([]);
    expect(await filesOf(token)).toEqual([]);
  });

  it('names objects by a random id, never by the file name', async () => {
    const { orderId, token } = await paidOrder();
    await uploadFile(token, fileBytes('png', 500), { filename: '../../etc/passwd.png' });
    const [key] = await keysUnder(`artwork/${orderId}/`);
    expect(key).toMatch(new RegExp(`^artwork/${orderId}/[A-Za-z0-9_-]{22}$`));
    expect((await keysUnder('etc')).length + (await keysUnder('../')).length).toBe(0);
    const [file] = ((await (await call(`/api/upload/${token}`)).json()) as { files: { name: string }[] }).files;
    expect(file?.name).toBe('passwd.png');
  });

  it('takes at most 10 files, even when the last ones race to finish', async () => {
    const { orderId, token } = await paidOrder();
    for (let i = 0; i < 9; i++) expect((await uploadFile(token, fileBytes('png', 300))).last.status).toBe(204);
    const a = await tusCreate(token, 300);
    const b = await tusCreate(token, 300);
    const [ra, rb] = await Promise.all([
      tusPatch(a.headers.get('location') ?? '', 0, fileBytes('png', 300)),
      tusPatch(b.headers.get('location') ?? '', 0, fileBytes('png', 300)),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([204, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(((await loser.json()) as Body).error).toBe(TOO_MANY);
    expect(await filesOf(token)).toHaveLength(10);
    expect(await keysUnder(`artwork/${orderId}/`)).toHaveLength(10);
    await refusal(await tusCreate(token, 300), 409, TOO_MANY);
    await refusal(await call('/api/objects/upload', { json: { uploadToken: token } }), 409, TOO_MANY);
  });

  it('keeps the tus endpoint behind the same-origin check', async () => {
    const { token } = await paidOrder();
    const headers = { ...TUS, 'upload-length': '100', 'upload-metadata': `token ${btoa(token)}` };
    const none = await call('/api/uploads/tus', { method: 'POST', headers: { ...headers, origin: '' } });
    expect(none.status).toBe(403);
    const foreign = await call('/api/uploads/tus', {
      method: 'POST',
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
