import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './helpers';
import { fileBytes, paidOrder, uploadFile } from './upload-helpers';

type ArtworkFile = { name: string; type: string; viewUrl: string; downloadUrl: string };

/** A file a browser must save, never open as a page of the shop's origin. */
function expectAttachment(res: Response) {
  expect(res.headers.get('content-disposition')).toMatch(/^attachment\b/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('files served to customers and admins', () => {
  const cookies = { owner: '', admin: '' };
  let files: ArtworkFile[] = [];

  beforeAll(async () => {
    cookies.owner = await signIn('pdf-owner@example.com');
    cookies.admin = await signIn('pdf-admin@example.com', { admin: true });
    const owner = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind('pdf-owner@example.com')
      .first<{ id: string }>();
    const order = await paidOrder({ userId: owner?.id ?? null });
    await uploadFile(order.token, fileBytes('png', 2048), { filename: 'dragon.png' });
    await uploadFile(order.token, fileBytes('pdf', 4096), { filename: 'scan.pdf' });
    const uploaded = (await (await call(`/api/upload/${order.token}`)).json()) as { files: { url: string }[] };
    const submit = await call(`/api/upload/${order.token}/submit`, {
      json: { artworkUrls: uploaded.files.map((f) => f.url) },
    });
    expect(submit.status).toBe(200);
    const artwork = await call(`/api/order/${order.orderId}/artwork`, { cookie: cookies.owner });
    files = ((await artwork.json()) as { files: ArtworkFile[] }).files;
  });

  it("saves an artwork PDF opened with its view link instead of showing it on the shop's origin", async () => {
    const scan = files.find((f) => f.type === 'application/pdf');
    if (!scan) throw new Error('no PDF');
    for (const cookie of [cookies.owner, cookies.admin]) {
      const res = await call(scan.viewUrl, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expectAttachment(res);
      await res.arrayBuffer();
    }
  });

  it('still shows an artwork picture inline', async () => {
    const image = files.find((f) => f.type === 'image/png');
    if (!image) throw new Error('no picture');
    const res = await call(image.viewUrl, { cookie: cookies.owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.arrayBuffer();
  });

  it.each([
    ['catalog/disposition/sheet.pdf', 'application/pdf'],
    ['catalog/disposition/badge.svg', 'image/svg+xml'],
    ['catalog/disposition/page.html', 'text/html'],
    ['catalog/disposition/untyped.bin', undefined],
  ])('saves %s (%s) rather than showing it', async (key, contentType) => {
    await env.FILES.put(key, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
      httpMetadata: contentType ? { contentType } : {},
    });
    const res = await call(`/api/media/${key}`);
    expect(res.status).toBe(200);
    expectAttachment(res);
    await res.arrayBuffer();
  });

  it.each([
    ['catalog/disposition/thumb.webp', 'image/webp'],
    ['catalog/disposition/clip.mp4', 'video/mp4'],
    ['catalog/disposition/untyped.webm', undefined],
  ])('shows %s (%s) inline', async (key, contentType) => {
    await env.FILES.put(key, new Uint8Array(64), { httpMetadata: contentType ? { contentType } : {} });
    const res = await call(`/api/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBeNull();
    await res.arrayBuffer();
  });
});
