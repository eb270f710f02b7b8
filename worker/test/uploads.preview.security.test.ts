import { env } from 'cloudflare:workers';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { processArtworkSubmitted } from '../src/uploads/artwork-submitted';
import { call, signIn } from './helpers';
import { keysUnder, paidOrder, uploadFile } from './upload-helpers';

type ArtworkFile = { name: string; viewUrl: string; previewUrl: string | null };

const ADMIN = 'preview-limits-admin@example.com';
const OWNER = 'preview-limits-owner@example.com';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.byteLength);
  out.set(
    [...type].map((ch) => ch.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  view.setUint32(8 + data.byteLength, crc32(out.subarray(4, 8 + data.byteLength)));
  return out;
}

async function deflate(rows: number, row: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const writing = (async () => {
    const writer = stream.writable.getWriter();
    for (let y = 0; y < rows; y++) await writer.write(row);
    await writer.close();
  })();
  const compressed = new Uint8Array(await new Response(stream.readable).arrayBuffer());
  await writing;
  return compressed;
}

/** An RGBA PNG of one colour, compressed row by row (a 24 MP one is a few hundred KB); its header may claim another height. */
async function solidPng(width: number, height: number, options: { claimedHeight?: number; idat?: Uint8Array } = {}) {
  const row = new Uint8Array(1 + width * 4);
  for (let x = 0; x < width; x++) row.set([200, 60, 40, 255], 1 + x * 4);
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, options.claimedHeight ?? height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', options.idat ?? (await deflate(height, row))),
    chunk('IEND', new Uint8Array()),
  ];
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}

/** The segments of a real 16x16 JPEG of grey 128 (every coefficient zero), the start of frame set to `width` x `height`. */
function jpegHead(width: number, height: number): { head: Uint8Array; scan: Uint8Array } {
  const data = new Uint8Array(16 * 16 * 4).fill(128);
  const bytes = new Uint8Array(encodeJpeg({ width: 16, height: 16, data }, 90).data);
  for (let at = 2; at < bytes.byteLength; ) {
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (bytes[at + 1] === 0xc0) bytes.set([height >> 8, height & 0xff, width >> 8, width & 0xff], at + 5);
    if (bytes[at + 1] === 0xda)
      return { head: bytes.subarray(0, at + 2 + length), scan: bytes.subarray(at + 2 + length) };
    at += 2 + length;
  }
  throw new Error('no scan');
}

/** A JPEG whose header claims `width` x `height` and whose scan data is that of the 16x16 picture: it does not decode. */
function jpegClaiming(width: number, height: number): Uint8Array {
  const { head, scan } = jpegHead(width, height);
  return new Uint8Array([...head, ...scan]);
}

/**
 * A valid grey JPEG of `width` x `height` (a 12 MP one is 330 KB): with the standard Huffman tables
 * each 8x8 block of zeros is 14 bits (luma DC 00, EOB 1010; chroma DC 00, EOB 00, twice).
 */
function greyJpeg(width: number, height: number): Uint8Array {
  const { head } = jpegHead(width, height);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  // Padding bits are ones, and a whole byte of them ends the scan (stuffed with 0x00, as 0xFF must be).
  const scan = new Uint8Array(Math.ceil((blocks * 14) / 8) + 1).fill(0xff);
  for (let block = 0; block < blocks; block++) {
    for (const [i, bit] of [...'00101000000000'].entries()) {
      const at = block * 14 + i;
      if (bit === '0') scan[at >> 3] = (scan[at >> 3] ?? 0) & ~(0x80 >> (at & 7));
    }
  }
  const out = new Uint8Array(head.byteLength + scan.byteLength + 3);
  out.set(head);
  out.set(scan, head.byteLength);
  out.set([0x00, 0xff, 0xd9], head.byteLength + scan.byteLength);
  return out;
}

let cookie = '';
async function ownerId() {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(OWNER).first<{ id: string }>();
  return row?.id ?? '';
}

async function submitted(files: [Uint8Array, string][]) {
  const order = await paidOrder({ type: 'character', userId: await ownerId() });
  for (const [bytes, filename] of files) await uploadFile(order.token, bytes, { filename });
  const link = (await (await call(`/api/upload/${order.token}`)).json()) as { files: { url: string }[] };
  const res = await call(`/api/upload/${order.token}/submit`, { json: { artworkUrls: link.files.map((f) => f.url) } });
  expect(res.status).toBe(200);
  return { ...order, job: { type: 'artwork.submitted' as const, orderId: order.orderId, token: order.token } };
}

async function artworkFiles(orderId: string) {
  const res = await call(`/api/order/${orderId}/artwork`, { cookie });
  return ((await res.json()) as { files: ArtworkFile[] }).files;
}

/** The admin's notice and the customer's character record: what the job exists for. */
async function expectRecordedAndAnnounced(orderId: string) {
  const mails = (await (await call('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
  const notices = mails.filter((mail) => mail.subject === `New artwork for order #${orderId.slice(0, 8)}`);
  expect(notices.map((mail) => mail.to)).toContain(ADMIN);
  const character = await env.DB.prepare('SELECT artwork_url FROM user_characters WHERE order_id = ?')
    .bind(orderId)
    .first<{ artwork_url: string }>();
  expect(character?.artwork_url).toMatch(new RegExp(`^/api/order/${orderId}/artwork/files/`));
}

describe('previews of pictures larger than their files', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await signIn(ADMIN, { admin: true });
    cookie = await signIn(OWNER);
  });

  it('makes a small preview of a 24-megapixel PNG of a few hundred KB row by row, without decoding it whole', async () => {
    const png = await solidPng(6000, 4000);
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    const { orderId, job } = await submitted([[png, 'huge.png']]);
    // The whole-picture decode took 12-19 s of CPU and about 260 MB; row by row it is about 1 s and
    // 30-40 MB (tools/bench/artwork-job-bench.ts prints the figures: timing is no test's business).
    await processArtworkSubmitted(env, job);
    await expectRecordedAndAnnounced(orderId);
    const [file] = await artworkFiles(orderId);
    expect(file?.previewUrl).toBe(`${file?.viewUrl}?preview=1`);
    const preview = decodeJpeg(new Uint8Array(await (await call(file?.previewUrl ?? '', { cookie })).arrayBuffer()), {
      useTArray: true,
    });
    expect([preview.width, preview.height]).toEqual([480, 320]);
    expect(Math.abs((preview.data[0] ?? 0) - 200)).toBeLessThan(8);
  });

  it('keeps the original for a phone-photo-sized JPEG instead of decoding 12 megapixels whole', async () => {
    const photo = greyJpeg(4032, 3024);
    expect(photo.byteLength).toBeLessThan(400_000);
    const { orderId, job } = await submitted([[photo, 'photo.jpg']]);
    await processArtworkSubmitted(env, job);
    await expectRecordedAndAnnounced(orderId);
    const files = await artworkFiles(orderId);
    expect(files.map((f) => f.previewUrl)).toEqual(files.map((f) => f.viewUrl));
    expect(await keysUnder(`previews/${orderId}/`)).toEqual([]);
  });

  it('keeps the original when a PNG or a JPEG header claims 20000x20000, and still records and announces the artwork', async () => {
    const png = await solidPng(20000, 1, { claimedHeight: 20000 });
    const { orderId, job } = await submitted([
      [png, 'claims.png'],
      [jpegClaiming(20000, 20000), 'claims.jpg'],
    ]);
    await processArtworkSubmitted(env, job);
    await expectRecordedAndAnnounced(orderId);
    const files = await artworkFiles(orderId);
    expect(files.map((f) => f.previewUrl)).toEqual(files.map((f) => f.viewUrl));
    expect(await keysUnder(`previews/${orderId}/`)).toEqual([]);
  });

  it('a broken image never stops the artwork being recorded and announced; the other files still get previews', async () => {
    const broken = await solidPng(800, 600, { idat: new Uint8Array([0x78, 0x9c, 1, 2, 3, 4, 5, 6, 7]) });
    const good = await solidPng(960, 640);
    const { orderId, job } = await submitted([
      [broken, 'broken.png'],
      [good, 'good.png'],
    ]);
    await processArtworkSubmitted(env, job);
    await expectRecordedAndAnnounced(orderId);
    const files = await artworkFiles(orderId);
    expect(files.map((f) => f.previewUrl)).toEqual([files[0]?.viewUrl, `${files[1]?.viewUrl}?preview=1`]);
  });
});
