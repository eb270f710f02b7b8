import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeviceLibraryItem } from '@dtm/shared/devices';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Library } from '../library/library.ts';
import type { ApiTarget } from './api.ts';
import { downloadItem } from './downloader.ts';
import { syncLibrary, UnpairedError } from './sync.ts';

const seedMedia = join(import.meta.dirname, '../../../../tools/seed/media');
const TOKEN = `dtm_dev_${'t'.repeat(43)}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A stand-in for the shop's device API: a list, files with ranges, and a switch to cut a transfer. */
class FakeApi {
  files = new Map<string, { bytes: Uint8Array; name: string; sha256?: string }>();
  ranges: Array<string | undefined> = [];
  /** Cut the next file response after this many bytes (a dropped Wi-Fi connection). */
  cutAfter: number | null = null;
  server: Server = createServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not paired' }));
      return;
    }
    if (req.url === '/api/device/library') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ items: this.items(), generatedAt: new Date().toISOString() }));
      return;
    }
    const file = this.files.get(req.url?.replace('/api/device/files/', '') ?? '');
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    this.ranges.push(req.headers.range);
    const start = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const body = file.bytes.subarray(start);
    res.writeHead(start > 0 ? 206 : 200, {
      'content-length': String(body.length),
      ...(start > 0 ? { 'content-range': `bytes ${start}-${file.bytes.length - 1}/${file.bytes.length}` } : {}),
    });
    if (this.cutAfter !== null) {
      const cut = this.cutAfter;
      this.cutAfter = null;
      res.write(body.subarray(0, cut), () => res.destroy());
      return;
    }
    res.end(body);
  });

  items(): DeviceLibraryItem[] {
    return [...this.files].map(([id, file]) => ({
      id,
      kind: 'character',
      name: file.name,
      contentType: 'video/webm',
      size: file.bytes.length,
      sha256: file.sha256 ?? sha256(file.bytes),
      url: `/api/device/files/${id}`,
    }));
  }

  async start(): Promise<ApiTarget> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return { baseUrl: `http://127.0.0.1:${(this.server.address() as AddressInfo).port}` };
  }
}

let fake: FakeApi;
let api: ApiTarget;
let library: Library;
let dir: string;

beforeEach(async () => {
  fake = new FakeApi();
  api = await fake.start();
  dir = await mkdtemp(join(tmpdir(), 'dtm-sync-'));
  library = (await Library.open(dir)).library;
});

afterEach(async () => {
  fake.server.closeAllConnections();
  await new Promise((resolve) => fake.server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** A unique, playable WebM of about `size` bytes (real head, filler tail). */
async function video(size: number, fill: number): Promise<Uint8Array> {
  const head = await readFile(join(seedMedia, 'dancing-dragon.webm'));
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.fill(fill);
  bytes.set(head);
  return bytes;
}

describe('downloadItem', () => {
  it('resumes a cut transfer with a range request and verifies the whole file', async () => {
    const bytes = await video(3 * 1024 * 1024, 7);
    fake.files.set('c_1', { bytes, name: 'Captain Crayon' });
    const [item] = fake.items();
    if (!item) throw new Error('no item');

    fake.cutAfter = 1024 * 1024;
    await expect(downloadItem(api, TOKEN, library, item)).rejects.toThrow();
    const partial = (await stat(join(library.partialDir, 'c_1.part'))).size;
    expect(partial).toBeGreaterThan(0);
    expect(library.entries()).toEqual([]);

    const entry = await downloadItem(api, TOKEN, library, item);
    expect(fake.ranges).toEqual([undefined, `bytes=${partial}-`]);
    expect(entry).toMatchObject({ name: 'Captain Crayon', sha256: sha256(bytes), size: bytes.length });
    expect(sha256(await readFile(library.pathOf(entry)))).toBe(sha256(bytes));
    expect(await readdir(library.partialDir)).toEqual([]);
  });

  it('refuses a file whose checksum is wrong and keeps nothing of it', async () => {
    const bytes = await video(64 * 1024, 3);
    fake.files.set('a_1', { bytes, name: 'Dancing Dragon', sha256: 'b'.repeat(64) });
    const [item] = fake.items();
    if (!item) throw new Error('no item');
    await expect(downloadItem(api, TOKEN, library, item)).rejects.toMatchObject({ reason: 'checksum' });
    expect(library.entries()).toEqual([]);
    expect(await readdir(library.filesDir)).toEqual([]);
    expect(await readdir(library.partialDir)).toEqual([]);
  });
});

describe('syncLibrary', () => {
  it("downloads what the account owns, removes what the owner removed, and keeps the drive's files", async () => {
    fake.files.set('c_1', { bytes: await video(50_000, 1), name: 'Captain Crayon' });
    fake.files.set('a_1', { bytes: await video(60_000, 2), name: 'Dancing Dragon' });
    fake.files.set('v_1', { bytes: await video(70_000, 3), name: 'Broken', sha256: 'c'.repeat(64) });
    const fromUsb = await library.commit(await library.stage([await video(10_000, 9)]), {
      name: 'From the drive',
      source: { kind: 'usb', path: '/media/usb/x.webm' },
    });

    const progress: number[] = [];
    const first = await syncLibrary(api, TOKEN, library, { onProgress: (p) => progress.push(p) });
    expect(first).toMatchObject({
      downloaded: 2,
      removed: 0,
      failed: [{ id: 'v_1', reason: expect.stringContaining('refused') }],
    });
    expect(
      library
        .entries()
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Captain Crayon', 'Dancing Dragon', 'From the drive']);
    expect(progress.at(-1)).toBe(100);

    // Nothing changed: nothing is fetched again.
    fake.ranges = [];
    fake.files.delete('v_1');
    expect(await syncLibrary(api, TOKEN, library)).toEqual({ downloaded: 0, removed: 0, failed: [] });
    expect(fake.ranges).toEqual([]);

    // The owner removed one and renamed the other.
    fake.files.delete('a_1');
    const captain = fake.files.get('c_1');
    if (captain) captain.name = 'Captain Crayon II';
    expect(await syncLibrary(api, TOKEN, library)).toEqual({ downloaded: 0, removed: 1, failed: [] });
    expect(
      library
        .entries()
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Captain Crayon II', 'From the drive']);
    expect(library.find(fromUsb.sha256)).toBeDefined();
  });

  it('says the frame is unpaired when its token is refused', async () => {
    await expect(syncLibrary(api, 'dtm_dev_revoked', library)).rejects.toBeInstanceOf(UnpairedError);
  });
});
