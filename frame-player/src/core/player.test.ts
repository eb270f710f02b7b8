import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerConfigSchema } from './config.ts';
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
    expect(last('status')).toMatchObject({ online: false, copying: null, message: 'Added 1 from the drive' });
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
