import { env } from 'cloudflare:workers';
import { encode as encodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { processArtworkSubmitted } from '../src/uploads/artwork-submitted';
import { call, signIn } from './helpers';
import { fileBytes, keysUnder, paidOrder, uploadFile } from './upload-helpers';

type ArtworkFile = { name: string; viewUrl: string; previewUrl: string | null };

/** A drawing-like picture: a dark figure on light paper, its left half see-through in the PNG. */
function picture(width: number, height: number, alpha: boolean) {
  const channels = alpha ? 4 : 3;
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const inFigure = Math.hypot(x - width / 2, y - height / 2) < Math.min(width, height) / 4;
      data.set(inFigure ? [30, 40, 200] : [240, 235, 225], at);
      if (alpha) data[at + 3] = x < width / 2 && !inFigure ? 0 : 255;
    }
  }
  return { width, height, data, channels };
}

const pngBytes = encodePng(picture(1200, 800, true));
const jpegBytes = new Uint8Array(
  encodeJpeg({ ...picture(900, 1600, false), data: rgba(picture(900, 1600, false)) }, 90).data,
);

function rgba(image: { width: number; height: number; data: Uint8Array }) {
  const out = new Uint8Array(image.width * image.height * 4);
  for (let p = 0; p < image.width * image.height; p++) out.set([...image.data.subarray(p * 3, p * 3 + 3), 255], p * 4);
  return out;
}

let cookie = '';
async function customerId() {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
    .bind('preview-owner@example.com')
    .first<{ id: string }>();
  return row?.id ?? '';
}

async function submitted(files: [Uint8Array, string][]) {
  const order = await paidOrder({ userId: await customerId() });
  for (const [bytes, filename] of files) await uploadFile(order.token, bytes, { filename });
  const link = (await (await call(`/api/upload/${order.token}`)).json()) as { files: { url: string }[] };
  const res = await call(`/api/upload/${order.token}/submit`, { json: { artworkUrls: link.files.map((f) => f.url) } });
  expect(res.status).toBe(200);
  const job = { type: 'artwork.submitted' as const, orderId: order.orderId, token: order.token };
  await processArtworkSubmitted(env, job);
  return { ...order, job };
}

async function artworkFiles(orderId: string) {
  const res = await call(`/api/order/${orderId}/artwork`, { cookie });
  return ((await res.json()) as { files: ArtworkFile[] }).files;
}

describe('previews of submitted artwork', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    cookie = await signIn('preview-owner@example.com');
  });

  it('makes a small JPEG of a PNG and of a JPEG, served to the owner, the same on every run', async () => {
    const { orderId, job } = await submitted([
      [pngBytes, 'drawing.png'],
      [jpegBytes, 'photo.jpg'],
    ]);
    const files = await artworkFiles(orderId);
    expect(files.map((f) => f.previewUrl)).toEqual(files.map((f) => `${f.viewUrl}?preview=1`));

    const sizes = [];
    for (const file of files) {
      const res = await call(file.previewUrl ?? '', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(40_000);
      const image = decodeJpeg(bytes, { useTArray: true });
      sizes.push([image.width, image.height]);
      if (file.name === 'drawing.png') {
        // The see-through corner of the PNG is white paper in the preview, the figure stays blue.
        expect([...image.data.subarray(0, 3)].every((v) => v > 245)).toBe(true);
        const centre = ((image.height / 2) * image.width + image.width / 2) * 4;
        expect(image.data[centre + 2]).toBeGreaterThan(150);
        expect(image.data[centre]).toBeLessThan(80);
      }
    }
    expect(sizes).toEqual([
      [480, 320],
      [270, 480],
    ]);
    // Strangers get nothing; a second run (a retried message) writes the same two objects.
    expect((await call(files[0]?.previewUrl ?? '', {})).status).toBe(404);
    const before = await keysUnder(`previews/${orderId}/`);
    expect(before).toHaveLength(2);
    await processArtworkSubmitted(env, job);
    expect(await keysUnder(`previews/${orderId}/`)).toEqual(before);
  });

  it('shows the original when an image does not decode, and no preview for a PDF', async () => {
    const { orderId } = await submitted([
      [fileBytes('png', 5000), 'broken.png'],
      [fileBytes('pdf', 5000), 'scan.pdf'],
    ]);
    const files = await artworkFiles(orderId);
    expect(files.map((f) => f.previewUrl)).toEqual([files[0]?.viewUrl, null]);
    expect(await keysUnder(`previews/${orderId}/`)).toEqual([]);
  });
});
