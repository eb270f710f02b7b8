import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './helpers';
import { fileBytes, MiB, orderRow, paidOrder, pathOf, uploadFile } from './upload-helpers';

type Body = { error?: string; [key: string]: unknown };
type UploadState = {
  type: string;
  hasUploaded: boolean;
  expiresAt: string;
  files: { id: string; name: string; size: number; type: string; url: string }[];
};
const SUBMITTED = 'The artwork for this order has already been submitted.';
const NOT_RECEIVED = 'This artwork file was not received with this upload link. Please upload it again.';
const ADMIN = 'admin-submit@example.com';

const state = async (token: string) => (await (await call(`/api/upload/${token}`)).json()) as UploadState;
const submit = (token: string, json: unknown) => call(`/api/upload/${token}/submit`, { json });

async function adminMailsFor(orderId: string) {
  const mails = (await (await call('/dev/mailbox.json')).json()) as { to: string; subject: string; text: string }[];
  return mails.filter((mail) => mail.to === ADMIN && mail.subject.includes(orderId.slice(0, 8)));
}

describe('submitting artwork', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await signIn(ADMIN, { admin: true });
  });

  it('shows the link state with the files received so far', async () => {
    const { token } = await paidOrder({ type: 'character' });
    const before = await state(token);
    expect(before).toMatchObject({ type: 'character', hasUploaded: false, files: [] });
    expect(Date.parse(before.expiresAt)).toBeGreaterThan(Date.now());
    await uploadFile(token, fileBytes('png', 2000), { filename: 'castle.png' });
    const after = await state(token);
    expect(after.files).toHaveLength(1);
    expect(after.files[0]).toMatchObject({ name: 'castle.png', size: 2000, type: 'image/png' });
    expect(after.files[0]?.url).toMatch(/^\/api\/order\/[0-9a-f-]{36}\/artwork\/files\/[\w-]{22}$/);
  });

  it('asks for at least one file', async () => {
    const { token } = await paidOrder();
    for (const body of [{}, { artworkUrls: [] }, { artworkUrl: '' }]) {
      const res = await submit(token, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Body).error).toBe('At least one artwork file is required');
    }
  });

  it('refuses files that were not received with this link, and submits nothing', async () => {
    const mine = await paidOrder();
    const other = await paidOrder();
    const theirs = await uploadFile(other.token, fileBytes('png', 1000));
    const theirUrl = (await state(other.token)).files[0]?.url ?? '';
    await uploadFile(mine.token, fileBytes('png', 1000));
    const myUrl = (await state(mine.token)).files[0]?.url ?? '';
    for (const stranger of [
      theirUrl,
      theirs.location,
      `/api/order/${mine.orderId}/artwork/files/${'a'.repeat(22)}`,
      'https://evil.example/x.png',
    ]) {
      const res = await submit(mine.token, { artworkUrls: [myUrl, stranger] });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Body).error).toBe(NOT_RECEIVED);
    }
    expect((await state(mine.token)).hasUploaded).toBe(false);
    expect((await orderRow(mine.orderId))?.artwork_submitted_at).toBeNull();
  });

  it('submits once: marks the link, stores the note, queues the follow-up and answers at once', async () => {
    const { orderId, token } = await paidOrder();
    const first = await uploadFile(token, fileBytes('png', 3 * MiB), { filename: 'one.png' });
    await uploadFile(token, fileBytes('pdf', 4000), { filename: 'two.pdf' });
    const [, second] = (await state(token)).files;
    const res = await submit(token, {
      artworkUrls: [first.location, second?.url],
      personalNote: '  For grandma: Mia drew our dog.  ',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; artworkUrls: string[]; submittedAt: string };
    expect(body.success).toBe(true);
    expect(body.artworkUrls).toHaveLength(2);
    expect(body.artworkUrls[1]).toBe(second?.url);
    const row = await orderRow(orderId);
    expect(row?.artwork_submitted_at).toBe(Date.parse(body.submittedAt));
    expect(row?.personal_note).toBe('For grandma: Mia drew our dog.');
    expect(await state(token)).toMatchObject({ hasUploaded: true, files: [] });

    const again = await submit(token, { artworkUrls: body.artworkUrls });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Body).error).toBe(SUBMITTED);

    // The queue consumer runs after the answer: the admins hear about it once.
    await expect.poll(async () => (await adminMailsFor(orderId)).length, { timeout: 15_000, interval: 250 }).toBe(1);
    const [mail] = await adminMailsFor(orderId);
    expect(mail?.text).toContain('submitted 2 drawings');
    // What the customer typed (the note, the files' names) is read in the back office, never mailed on.
    expect(mail?.text).not.toContain('one.png');
    expect(mail?.text).not.toContain('For grandma');
  });

  it('lets exactly one of two concurrent submits win', async () => {
    const { orderId, token } = await paidOrder();
    await uploadFile(token, fileBytes('jpeg', 5000));
    const url = (await state(token)).files[0]?.url;
    const results = await Promise.all([
      submit(token, { artworkUrl: url, personalNote: 'tab one' }),
      submit(token, { artworkUrls: [url], personalNote: 'tab two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    if (!loser) throw new Error('no refused submit');
    expect(((await loser.json()) as Body).error).toBe(SUBMITTED);
    const winner = results.findIndex((r) => r.status === 200);
    expect((await orderRow(orderId))?.personal_note).toBe(winner === 0 ? 'tab one' : 'tab two');
  });

  it('takes the single-file path: an upload URL, a PUT, PUT /api/artwork, then artworkUrl', async () => {
    const { orderId, token } = await paidOrder();
    const made = await call('/api/objects/upload', { json: { uploadToken: token } });
    expect(made.status).toBe(200);
    const { uploadURL } = (await made.json()) as { uploadURL: string };
    expect(uploadURL).toMatch(/^http:\/\/localhost\/api\/uploads\/direct\/[0-9a-f]{64}\.[\w-]{22}$/);
    const bytes = fileBytes('jpeg', 2 * MiB);
    const put = await call(pathOf(uploadURL), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    const saved = await call('/api/artwork', { method: 'PUT', json: { artworkURL: uploadURL, uploadToken: token } });
    expect(saved.status).toBe(200);
    const { objectPath } = (await saved.json()) as { objectPath: string };
    expect(objectPath).toMatch(new RegExp(`^/api/order/${orderId}/artwork/files/[\\w-]{22}$`));
    const key = `artwork/${orderId}/${objectPath.split('/').pop()}`;
    expect((await env.FILES.head(key))?.httpMetadata?.contentType).toBe('image/jpeg');
    // A URL of another link is not this link's file.
    const other = await paidOrder();
    const foreign = await call('/api/artwork', {
      method: 'PUT',
      json: { artworkURL: uploadURL, uploadToken: other.token },
    });
    expect(foreign.status).toBe(400);
    const done = await submit(token, { artworkUrl: objectPath, personalNote: '' });
    expect(done.status).toBe(200);
    expect((await orderRow(orderId))?.personal_note).toBeNull();
  });
});
