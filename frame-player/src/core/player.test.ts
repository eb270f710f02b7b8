import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_TOKEN_PREFIX, PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@dtm/shared/devices';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeShop, SHOP_TOKEN, simulatedClock } from './cloud/fixtures/fake-shop.ts';
import { PlayerConfigSchema } from './config.ts';
import { Library } from './library/library.ts';
import { Player, type PlayerView } from './player.ts';

const seedMedia = join(import.meta.dirname, '../../../tools/seed/media');
const dirs: string[] = [];
const players: Player[] = [];

afterEach(async () => {
  for (const player of players.splice(0)) player.stop();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A view that records what the page would be told. */
function recordingView() {
  const calls: Array<[string, unknown]> = [];
  const view: PlayerView = {
    playlist: (items, intervalSeconds, fit) => calls.push(['playlist', { items, intervalSeconds, fit }]),
    idle: (pairingCode, qr) => calls.push(['idle', { pairingCode, qr }]),
    status: (status) => calls.push(['status', status]),
  };
  return { view, calls, last: (kind: string) => calls.filter(([k]) => k === kind).at(-1)?.[1] };
}

async function offlinePlayer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'dtm-player-'));
  const usbRoot = await mkdtemp(join(tmpdir(), 'dtm-player-usb-'));
  dirs.push(dataDir, usbRoot);
  // Nothing listens on port 9 (discard): every API call fails as it does with no network.
  const config = PlayerConfigSchema.parse({
    apiBaseUrl: 'http://127.0.0.1:9',
    dataDir,
    intervalSeconds: 60,
    usb: { roots: [usbRoot], mountTable: null, intervalMs: 100 },
  });
  const recorder = recordingView();
  const player = new Player(config, recorder.view);
  players.push(player);
  return { player, usbRoot, dataDir, ...recorder };
}

/**
 * A stand-in for the shop's device API: a pairing code that is entered at the first poll, then a
 * library of one clip. Records when the library is first asked for.
 */
async function pairingApi() {
  const clip = await readFile(join(seedMedia, (await readdir(seedMedia)).find((f) => f.endsWith('.webm')) ?? ''));
  const token = `${DEVICE_TOKEN_PREFIX}${'p'.repeat(43)}`;
  const sha = createHash('sha256').update(clip).digest('hex');
  const asked: { libraryAt: number | null } = { libraryAt: null };
  const server = createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/device/code')
      return json(201, {
        deviceCode: 'd'.repeat(40),
        userCode: PAIRING_CODE_ALPHABET.slice(0, PAIRING_CODE_LENGTH),
        verificationUrl: 'http://127.0.0.1/pair',
        expiresIn: 600,
        interval: 1,
      });
    if (req.url === '/api/device/token') return json(200, { token, deviceId: 'frame-1', name: 'Living room' });
    if (req.headers.authorization !== `Bearer ${token}`) return json(401, { error: 'not paired' });
    if (req.url === '/api/device/library') {
      asked.libraryAt ??= Date.now();
      return json(200, {
        items: [
          {
            id: 'f_clip-1',
            kind: 'frame',
            name: 'Our drawing',
            contentType: 'video/webm',
            size: clip.length,
            sha256: sha,
            url: '/api/device/files/f_clip-1',
          },
        ],
        generatedAt: new Date().toISOString(),
      });
    }
    if (req.url === '/api/device/files/f_clip-1')
      return res.writeHead(200, { 'content-length': String(clip.length) }).end(clip);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, asked, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('Player paired for the first time', () => {
  it('downloads and plays its animation right after pairing, not one sync period later', {
    timeout: 30_000,
  }, async () => {
    const api = await pairingApi();
    const dataDir = await mkdtemp(join(tmpdir(), 'dtm-player-'));
    const usbRoot = await mkdtemp(join(tmpdir(), 'dtm-player-usb-'));
    dirs.push(dataDir, usbRoot);
    // A sync period far longer than the test: only a sync straight after pairing can bring the clip.
    const config = PlayerConfigSchema.parse({
      apiBaseUrl: api.baseUrl,
      dataDir,
      syncMinutes: 1440,
      usb: { roots: [usbRoot], mountTable: null, intervalMs: 60_000 },
    });
    const recorder = recordingView();
    const player = new Player(config, recorder.view);
    players.push(player);
    try {
      await player.start();
      await expect
        .poll(
          () => (recorder.last('playlist') as { items: { name: string }[] } | undefined)?.items.map((i) => i.name),
          {
            timeout: 20_000,
          },
        )
        .toEqual(['Our drawing']);
      expect(api.asked.libraryAt).not.toBeNull();
    } finally {
      api.server.closeAllConnections();
      await new Promise((resolve) => api.server.close(resolve));
    }
  });
});

describe('Player waiting for an animation in review', () => {
  const named = 'Tom & "Jerry" <3';
  type Playlist = { items: Array<{ name: string }> } | undefined;

  /** A frame paired before (its token on disk), syncing every 15 minutes, on simulated time. */
  async function pairedFrame(shop: { baseUrl: string }, time: ReturnType<typeof simulatedClock>) {
    const dataDir = await mkdtemp(join(tmpdir(), 'dtm-player-'));
    const usbRoot = await mkdtemp(join(tmpdir(), 'dtm-player-usb-'));
    dirs.push(dataDir, usbRoot);
    await writeFile(join(dataDir, 'device-token'), SHOP_TOKEN);
    const config = PlayerConfigSchema.parse({
      apiBaseUrl: shop.baseUrl,
      dataDir,
      syncMinutes: 15,
      usb: { roots: [usbRoot], mountTable: null, intervalMs: 60_000 },
    });
    const recorder = recordingView();
    const player = new Player(config, recorder.view, undefined, time.clock);
    players.push(player);
    return { player, dataDir, names: () => (recorder.last('playlist') as Playlist)?.items.map((i) => i.name) };
  }

  it('holds the approved animation one short interval after the approval, not a full sync period later', {
    timeout: 20_000,
  }, async () => {
    const time = simulatedClock();
    const shop = await fakeShop({ now: time.now, name: named });
    try {
      const frame = await pairedFrame(shop, time);
      await frame.player.start();
      // A preview awaits approval: the shop asks the frame to look again in 20 s, not in 15 minutes.
      expect(await time.asleep()).toBe(20_000);
      expect(frame.names()).toBeUndefined();

      // The customer approves just after the frame looked (the worst moment).
      shop.approve();
      const approvedAt = time.now();
      time.wake();
      expect(await time.asleep()).toBe(20_000); // Just delivered: the shop still says soon.
      expect(frame.names()).toEqual([named]);
      expect((time.now() - approvedAt) / 1000).toBe(20);

      // A few minutes on, back to the frame's own period; nothing fetched twice.
      while (time.sleeps.at(-1) === 20_000) {
        time.wake();
        await time.asleep();
      }
      expect(time.sleeps.at(-1)).toBe(15 * 60_000);
      expect(time.now()).toBeGreaterThanOrEqual(approvedAt + 5 * 60_000);
      expect(time.now()).toBeLessThanOrEqual(approvedAt + 6 * 60_000);
      frame.player.stop();

      // The library keeps the name as the shop gave it: text, nothing escaped.
      const { library } = await Library.open(join(frame.dataDir, 'library'));
      expect(library.entries()).toEqual([expect.objectContaining({ name: named, sha256: shop.sha256 })]);
    } finally {
      await shop.close();
    }
  });

  it('keeps its own sync period with an older shop that sends no hint', { timeout: 20_000 }, async () => {
    const time = simulatedClock();
    const shop = await fakeShop({ now: time.now, name: named, hint: false });
    try {
      const frame = await pairedFrame(shop, time);
      await frame.player.start();
      expect(await time.asleep()).toBe(15 * 60_000);
    } finally {
      await shop.close();
    }
  });

  it('plays the approved animation 5 s after the code is entered when it was approved before pairing', {
    timeout: 20_000,
  }, async () => {
    const time = simulatedClock();
    const shop = await fakeShop({ now: time.now, name: named });
    shop.approve();
    const dataDir = await mkdtemp(join(tmpdir(), 'dtm-player-'));
    const usbRoot = await mkdtemp(join(tmpdir(), 'dtm-player-usb-'));
    dirs.push(dataDir, usbRoot);
    const config = PlayerConfigSchema.parse({
      apiBaseUrl: shop.baseUrl,
      dataDir,
      usb: { roots: [usbRoot], mountTable: null, intervalMs: 60_000 },
    });
    const recorder = recordingView();
    const player = new Player(config, recorder.view, undefined, time.clock);
    players.push(player);
    try {
      await player.start();
      // The frame shows its code and polls every 5 s; the customer types it just after a poll.
      expect(await time.asleep()).toBe(5_000);
      shop.enterCode();
      const enteredAt = time.now();
      time.wake();
      await time.asleep();
      expect((recorder.last('playlist') as Playlist)?.items.map((i) => i.name)).toEqual([named]);
      expect((time.now() - enteredAt) / 1000).toBe(5);
    } finally {
      await shop.close();
    }
  });
});

describe('Player with no network', () => {
  it('shows the first-run screen, then plays what a USB drive brings, offline', async () => {
    const { player, usbRoot, calls, last } = await offlinePlayer();
    await player.start();
    expect(last('idle')).toEqual({ pairingCode: null, qr: null });
    await expect.poll(() => last('status')).toMatchObject({ online: false, paired: false });

    const drive = join(usbRoot, 'MAGIC');
    await mkdir(drive);
    await copyFile(join(seedMedia, 'dancing-dragon.webm'), join(drive, 'dragon.webm'));
    await expect
      .poll(() => last('playlist'), { timeout: 5000 })
      .toMatchObject({
        intervalSeconds: 60,
        fit: 'contain',
        items: [{ name: 'dragon', url: expect.stringMatching(/^file:\/\/.*\.webm$/) }],
      });
    const statuses = calls
      .filter(([kind]) => kind === 'status')
      .map(([, s]) => s as { copying: number | null; message: string | null });
    expect(statuses.some((s) => s.copying !== null)).toBe(true);
    expect(last('status')).toMatchObject({ online: false, copying: null, message: 'Added 1 video.' });
  });

  it('plays its library at the next start without any network', async () => {
    const first = await offlinePlayer();
    await first.player.start();
    const drive = join(first.usbRoot, 'MAGIC');
    await mkdir(drive);
    await copyFile(join(seedMedia, 'waving-robot.webm'), join(drive, 'robot.webm'));
    await expect.poll(() => first.last('playlist'), { timeout: 5000 }).toBeTruthy();
    first.player.stop();
    await rm(drive, { recursive: true });

    const recorder = recordingView();
    const config = PlayerConfigSchema.parse({
      apiBaseUrl: 'http://127.0.0.1:9',
      dataDir: first.dataDir,
      usb: { roots: [first.usbRoot], mountTable: null },
    });
    const again = new Player(config, recorder.view);
    players.push(again);
    await again.start();
    expect(recorder.last('playlist')).toMatchObject({ items: [{ name: 'robot' }] });
  });
});
