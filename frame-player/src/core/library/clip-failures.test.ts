import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerConfigSchema } from '../config.ts';
import { Player, type PlayerView } from '../player.ts';
import { MAX_FAILED_STARTS } from './clip-failures.ts';
import { Library } from './library.ts';

const CLIP = join(import.meta.dirname, '../../../../tools/seed/media/dancing-dragon.webm');
const dirs: string[] = [];
const players: Player[] = [];
async function temp(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const player of players.splice(0)) player.stop();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function addClip(library: Library) {
  const staged = await library.stage([new Uint8Array(await readFile(CLIP))], { extension: 'webm' });
  return library.commit(staged, { name: 'Dancing dragon', source: { kind: 'usb', path: '/media/stick/dragon.webm' } });
}

function recordingView() {
  const shown: string[] = [];
  const view: PlayerView = {
    playlist: (items) => shown.push(`playlist:${items.map((item) => item.name).join(',')}`),
    idle: () => shown.push('idle'),
    status: () => undefined,
  };
  return { view, shown, last: () => shown.at(-1) };
}

describe('a clip that fails at every start', () => {
  it('is counted once per start, and a start at which it did not fail starts the count again', async () => {
    const dir = await temp('dtm-failures-');
    const first = (await Library.open(dir)).library;
    const entry = await addClip(first);
    expect(await first.failures.failed(entry.sha256, 'decode error')).toBe('counted');
    // The page retries it with a back-off: the same start counts once.
    expect(await first.failures.failed(entry.sha256, 'decode error')).toBe('seen');
    const second = (await Library.open(dir)).library;
    expect(await second.failures.failed(entry.sha256, 'decode error')).toBe('counted');
    expect(second.failures.record(entry.sha256)?.failedStarts).toBe(2);
    // A start at which it played (no failure), then a failure again: one failed start, not three.
    await Library.open(dir);
    const fourth = (await Library.open(dir)).library;
    expect(fourth.failures.record(entry.sha256)).toBeUndefined();
    expect(await fourth.failures.failed(entry.sha256, 'decode error')).toBe('counted');
    expect(fourth.rotation()).toHaveLength(1);
  });

  it('leaves the rotation after 3 failed starts with the reason in the log and the health report, and comes back with a new copy from a drive', {
    timeout: 60_000,
  }, async () => {
    const dataDir = await temp('dtm-failing-player-');
    const usbRoot = await temp('dtm-failing-usb-');
    const entry = await addClip((await Library.open(join(dataDir, 'library'))).library);
    const config = PlayerConfigSchema.parse({
      apiBaseUrl: 'http://127.0.0.1:9',
      dataDir,
      usb: { roots: [usbRoot], mountTable: null, intervalMs: 100 },
      import: { ffmpeg: null },
    });
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    });
    const url = pathToFileURL(join(dataDir, 'library/files', `${entry.sha256}.webm`)).href;

    for (let start = 1; start <= MAX_FAILED_STARTS; start++) {
      const { view, last } = recordingView();
      const player = new Player(config, view);
      players.push(player);
      await player.start();
      expect(last()).toBe('playlist:Dancing dragon');
      await player.playbackFailed(url, 'MEDIA_ERR_DECODE');
      await player.playbackFailed(url, 'MEDIA_ERR_DECODE');
      // Out only at the third failed start: then the first-run page, as nothing else is left.
      expect(last()).toBe(start < MAX_FAILED_STARTS ? 'playlist:Dancing dragon' : 'idle');
      player.stop();
    }
    expect(errors).toContainEqual(
      expect.stringContaining(
        `Dancing dragon (${entry.sha256}) is out of the rotation: it failed at 3 starts in a row (MEDIA_ERR_DECODE)`,
      ),
    );
    const state = JSON.parse(await readFile(join(dataDir, 'library/clip-failures.json'), 'utf8'));
    expect(state.clips[entry.sha256]).toMatchObject({ failedStarts: 3, reason: 'MEDIA_ERR_DECODE' });

    // The next start keeps it out (the file stays) and every health report names it.
    const { view, last, shown } = recordingView();
    const player = new Player(config, view);
    players.push(player);
    await player.start();
    expect(last()).toBe('idle');
    const report = await player.health.build('periodic');
    expect(report.display).toEqual({ shouldPlay: false, playing: false });
    expect(report.failing).toEqual([
      {
        id: `usb:${entry.sha256.slice(0, 16)}`,
        name: 'Dancing dragon',
        reason: expect.stringContaining('out of the rotation: it failed at 3 starts in a row'),
      },
    ]);

    // The same video copied again from a drive: the new copy replaces the file and the clip plays again.
    await mkdir(join(usbRoot, 'stick'));
    await copyFile(CLIP, join(usbRoot, 'stick/dragon.webm'));
    await expect.poll(() => shown.at(-1), { timeout: 30_000 }).toBe('playlist:Dancing dragon');
    expect((await player.health.build('import')).failing).toEqual([]);
    const after = JSON.parse(await readFile(join(dataDir, 'library/clip-failures.json'), 'utf8'));
    expect(after.clips).toEqual({});
  });
});
