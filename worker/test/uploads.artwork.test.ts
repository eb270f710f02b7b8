import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './helpers';
import { fileBytes, MiB, paidOrder, sha256Hex, uploadFile } from './upload-helpers';

type ArtworkFile = {
  id: string;
  name: string;
  size: number;
  type: string;
  sha256: string;
  viewUrl: string;
  downloadUrl: string;
  previewUrl: string | null;
  uploadedAt: string;
};
type Artwork = {
  artworkUrls: string[];
  frameSize: string | null;
  customerName: string;
  personalNote: string | null;
  files: ArtworkFile[];
};

const cookies = { owner: '', other: '', admin: '' };
const png = fileBytes('png', 3 * MiB + 17);
const pdf = fileBytes('pdf', 40_000);
let orderId = '';

async function userId(email: string) {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  return row?.id ?? '';
}

describe('the artwork of an order', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    cookies.owner = await signIn('artwork-owner@example.com');
    cookies.other = await signIn('artwork-other@example.com');
    cookies.admin = await signIn('artwork-admin@example.com', { admin: true });
    const order = await paidOrder({ userId: await userId('artwork-owner@example.com') });
    orderId = order.orderId;
    await uploadFile(order.token, png, { filename: 'Mia’s dragon.png' });
    await uploadFile(order.token, pdf, { filename: 'scan' });
    const { files } = (await (await call(`/api/upload/${order.token}`)).json()) as { files: { url: string }[] };
    const res = await call(`/api/upload/${order.token}/submit`, {
      json: { artworkUrls: files.map((f) => f.url), personalNote: 'Our dog Bruno' },
    });
    expect(res.status).toBe(200);
  });

  it('shows the owner every submitted file with view and download links', async () => {
    const res = await call(`/api/order/${orderId}/artwork`, { cookie: cookies.owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Artwork;
    expect(body).toMatchObject({ frameSize: '7', customerName: 'Pat Parent', personalNote: 'Our dog Bruno' });
    expect(body.artworkUrls).toEqual(body.files.map((f) => f.viewUrl));
    expect(body.files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['Mia’s dragon.png', 'image/png', png.byteLength],
      ['scan', 'application/pdf', pdf.byteLength],
    ]);
    expect(body.files[0]?.sha256).toBe(await sha256Hex(png));
    expect(body.files[0]?.downloadUrl).toBe(`${body.files[0]?.viewUrl}?download=1`);
  });

  it('shows the artwork to admins too, and to nobody else', async () => {
    expect((await call(`/api/order/${orderId}/artwork`, { cookie: cookies.admin })).status).toBe(200);
    for (const cookie of [cookies.other, undefined]) {
      const res = await call(`/api/order/${orderId}/artwork`, { cookie });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('The order could not be found. Please try again.');
    }
    expect((await call('/api/order/not-an-order/artwork', { cookie: cookies.admin })).status).toBe(404);
  });

  it('serves each file with its real type, ranges and a download name', async () => {
    const { files } = (await (
      await call(`/api/order/${orderId}/artwork`, { cookie: cookies.owner })
    ).json()) as Artwork;
    const [image, scan] = files;
    if (!image || !scan) throw new Error('files missing');
    const view = await call(image.viewUrl, { cookie: cookies.owner });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/png');
    expect(view.headers.get('accept-ranges')).toBe('bytes');
    expect(view.headers.get('content-disposition')).toBeNull();
    expect(await sha256Hex(await view.arrayBuffer())).toBe(await sha256Hex(png));

    const range = await call(image.viewUrl, { cookie: cookies.owner, headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${png.byteLength}`);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(png.subarray(100, 200));
    const suffix = await call(image.viewUrl, { cookie: cookies.admin, headers: { range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(png.subarray(png.byteLength - 10));

    const download = await call(image.downloadUrl, { cookie: cookies.owner });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Mia_s dragon.png"');
    await download.arrayBuffer();
    const pdfDownload = await call(scan.downloadUrl, { cookie: cookies.admin });
    expect(pdfDownload.headers.get('content-type')).toBe('application/pdf');
    expect(pdfDownload.headers.get('content-disposition')).toBe('attachment; filename="scan.pdf"');
    await pdfDownload.arrayBuffer();
  });

  it('serves files only to the owner and admins', async () => {
    const { files } = (await (
      await call(`/api/order/${orderId}/artwork`, { cookie: cookies.owner })
    ).json()) as Artwork;
    const url = files[0]?.viewUrl ?? '';
    for (const cookie of [cookies.other, undefined]) expect((await call(url, { cookie })).status).toBe(404);
    expect(
      (await call(`/api/order/${orderId}/artwork/files/${'x'.repeat(22)}`, { cookie: cookies.owner })).status,
    ).toBe(404);
  });

  it('gives images a preview once the follow-up ran, and PDFs none', async () => {
    await expect
      .poll(
        async () => {
          const body = (await (
            await call(`/api/order/${orderId}/artwork`, { cookie: cookies.owner })
          ).json()) as Artwork;
          return body.files.map((f) => f.previewUrl === f.viewUrl || f.previewUrl);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toEqual([true, null]);
  });

  it('answers an order without artwork with empty lists', async () => {
    const order = await paidOrder({ userId: await userId('artwork-owner@example.com') });
    const body = (await (
      await call(`/api/order/${order.orderId}/artwork`, { cookie: cookies.owner })
    ).json()) as Artwork;
    expect(body.artworkUrls).toEqual([]);
    expect(body.files).toEqual([]);
  });
});
