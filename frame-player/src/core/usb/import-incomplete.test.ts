import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerConfigSchema } from '../config.ts';
import { fileTruncation } from '../library/incomplete.ts';
import { Library, VerifyError } from '../library/library.ts';
import type { Entry } from '../library/library-index.ts';
import type { DecodeCheck } from '../media/decode-check.ts';
import { Player, type PlayerView } from '../player.ts';
import { importDrive } from './import.ts';
import { importMessage } from './import-summary.ts';

/** A real H.264 MP4 with its movie header at the front ("faststart"): ftyp, moov, free, mdat. */
const WHOLE = join(import.meta.dirname, '../../../../tools/seed/media/demo-character.mp4');
const dirs: string[] = [];
async function temp(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const plenty = async () => ({ availableBytes: 100 * 2 ** 30, totalBytes: 200 * 2 ** 30 });
/** The page decodes the first frames of a half-copied file as well as of a whole one. */
const decodes: DecodeCheck = async () => ({ playable: true });

/** The first 60 % of the clip, as a copy to the drive cut short leaves it. */
async function halfCopied(mdatSizeZero = false): Promise<Uint8Array> {
  const whole = new Uint8Array(await readFile(WHOLE));
  const cut = whole.slice(0, Math.floor(whole.length * 0.6));
  if (mdatSizeZero) {
    // An mdat that says "to the end of the file" (size 0): only the sample table shows what is missing.
    const at = Buffer.from(cut).indexOf('mdat') - 4;
    new DataView(cut.buffer).setUint32(at, 0);
  }
  return cut;
}

describe('a half-copied MP4 whose movie header is at the front', () => {
  it('is refused on import with "the copy is incomplete", though its first frames decode', async () => {
    const drive = await temp('dtm-drive-');
    await copyFile(WHOLE, join(drive, 'a-whole.mp4'));
    await writeFile(join(drive, 'b-half.mp4'), await halfCopied());
    await writeFile(join(drive, 'c-half-open-ended.mp4'), await halfCopied(true));
    const { library } = await Library.open(await temp('dtm-lib-'));

    const result = await importDrive(drive, library, { ffmpeg: null, freeSpace: plenty, decodeCheck: decodes });

    expect(result.added.map((e) => e.name)).toEqual(['a-whole']);
    expect(result.skipped).toEqual([
      { path: join(drive, 'b-half.mp4'), reason: 'cannot-play', detail: 'the copy is incomplete' },
      { path: join(drive, 'c-half-open-ended.mp4'), reason: 'cannot-play', detail: 'the copy is incomplete' },
    ]);
    expect(importMessage(result)).toBe('Added 1 video. Left out: 2 cannot play. The copy is incomplete.');
    expect(await readdir(library.filesDir)).toHaveLength(1);
    expect(await readdir(library.tempDir)).toEqual([]);
  });

  it('never enters the library from any source (a download or a conversion commits the same way)', async () => {
    const { library } = await Library.open(await temp('dtm-lib-'));
    const staged = await library.stage([await halfCopied()], { extension: 'mp4' });
    const refused = await library.commit(staged, { name: 'half', source: { kind: 'download', remoteId: 'v1' } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(VerifyError);
    expect(refused).toMatchObject({ message: 'the copy is incomplete', reason: 'not-playable' });
    expect(library.entries()).toEqual([]);
    expect(await fileTruncation(WHOLE)).toBeNull();
  });

  it('already in the library from before: moved out of the rotation at start and reported', async () => {
    const dataDir = await temp('dtm-player-');
    const { library } = await Library.open(join(dataDir, 'library'));
    // Kept by an older version: the half copy went in as a whole file, first in the playlist.
    const half = await library.stage([await halfCopied()], { extension: 'mp4' });
    const entry: Entry = {
      sha256: half.sha256,
      name: 'Half copied',
      size: half.size,
      container: 'mp4',
      durationMs: 1600,
      source: { kind: 'usb', path: '/media/usb/half.mp4', size: half.size },
      addedAt: new Date().toISOString(),
    };
    await mkdir(library.filesDir, { recursive: true });
    await copyFile(half.path, library.pathOf(entry));
    await writeFile(join(library.dir, 'index.json'), JSON.stringify({ version: 1, entries: [entry] }));
    const whole = await library.commit(await library.stage([await readFile(WHOLE)], { extension: 'mp4' }), {
      name: 'Whole',
      source: { kind: 'usb', path: '/media/usb/whole.mp4' },
    });
    const index = JSON.parse(await readFile(join(library.dir, 'index.json'), 'utf8'));
    await writeFile(join(library.dir, 'index.json'), JSON.stringify({ ...index, entries: [entry, whole] }));

    const calls: Array<[string, unknown]> = [];
    const view: PlayerView = {
      playlist: (items) => calls.push(['playlist', items.map((i) => i.name)]),
      idle: () => calls.push(['idle', null]),
      status: (status) => calls.push(['status', status.message]),
    };
    const usbRoot = await temp('dtm-usb-');
    const config = PlayerConfigSchema.parse({
      apiBaseUrl: 'http://127.0.0.1:9',
      dataDir,
      import: { ffmpeg: null },
      usb: { roots: [usbRoot], mountTable: null, intervalMs: 60_000 },
    });
    const player = new Player(config, view);
    try {
      await player.start();
      expect(calls.filter(([kind]) => kind === 'playlist')).toEqual([['playlist', ['Whole']]]);
      expect(calls.filter(([kind]) => kind === 'status').map(([, m]) => m)).toContain(
        'Removed "Half copied": the copy is incomplete. Copy it again.',
      );
      const reopened = await Library.open(join(dataDir, 'library'));
      expect(reopened.library.entries().map((e) => e.name)).toEqual(['Whole']);
    } finally {
      player.stop();
    }
  });
});
