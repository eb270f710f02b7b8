import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { Library } from '../library/library.ts';
import type { DecodeCheck } from '../media/decode-check.ts';
import { findFfmpeg } from '../media/ffmpeg.ts';
import { refineWithFfprobe } from '../media/ffprobe.ts';
import { probeMedia } from '../media/probe.ts';
import { fakeMp4, fakeWebm } from '../media/test-media.ts';
import { type CopyProgress, importDrive } from './import.ts';
import { importMessage } from './import-summary.ts';
import { scanDrive } from './scan.ts';

const run = promisify(execFile);
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
/** The page decodes everything it is shown (the fake files are never really played). */
const decodes: DecodeCheck = async () => ({ playable: true });
const noFfmpeg = { ffmpeg: null, freeSpace: plenty, decodeCheck: decodes } as const;

async function put(drive: string, path: string, bytes: Uint8Array) {
  await mkdir(join(drive, path, '..'), { recursive: true });
  await writeFile(join(drive, path), bytes);
}

const heic = Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic\0\0\0\0mif1heic')]);

describe('a drive from a phone or a computer', () => {
  it('takes MP4, MOV, M4V and WebM by their bytes, whatever their names, and leaves photos and notes', async () => {
    const drive = await temp('dtm-drive-');
    await put(drive, 'DCIM/100APPLE/IMG_0001.MOV', fakeMp4({ brand: 'qt  ', codec: 'avc1', moovLast: true }));
    await put(drive, 'DCIM/100APPLE/IMG_0002.HEIC', heic);
    await put(drive, 'Movies/holiday.m4v', fakeMp4({ brand: 'M4V ' }));
    await put(drive, 'Movies/renamed.jpg', fakeMp4({ brand: 'mp42' }));
    await put(drive, 'Movies/no-extension', fakeWebm({ codecId: 'V_VP9' }));
    await put(drive, 'notes.txt', new TextEncoder().encode('shopping list'));
    const { library } = await Library.open(await temp('dtm-lib-'));

    const result = await importDrive(drive, library, noFfmpeg);

    expect(result.added.map((e) => [e.name, e.container])).toEqual([
      ['IMG_0001', 'mp4'],
      ['holiday', 'mp4'],
      ['no-extension', 'webm'],
      ['renamed', 'mp4'],
    ]);
    expect(result.skipped.map((s) => [s.path.slice(drive.length + 1), s.reason, s.detail])).toEqual([
      ['DCIM/100APPLE/IMG_0002.HEIC', 'not-a-video', 'a picture'],
      ['notes.txt', 'not-a-video', 'not a video'],
    ]);
    expect(library.entries()).toHaveLength(4);
    expect(importMessage(result)).toBe('Added 4 videos.');
  });

  it('recognises HEVC from the bytes and refuses it with the reason when there is no ffmpeg, copying nothing', async () => {
    const drive = await temp('dtm-drive-');
    await put(
      drive,
      'IMG_0003.MOV',
      fakeMp4({ brand: 'qt  ', codec: 'hvc1', width: 1920, height: 1080, moovLast: true }),
    );
    await put(drive, 'IMG_0004.MOV', fakeMp4({ brand: 'qt  ', codec: 'avc1' }));
    const { library } = await Library.open(await temp('dtm-lib-'));
    const checked: string[] = [];
    const result = await importDrive(drive, library, {
      ...noFfmpeg,
      // A frame where ffmpeg is missing: the path does not exist.
      ffmpeg: join(drive, 'no-such-ffmpeg'),
      decodeCheck: async (path) => {
        checked.push(path);
        return { playable: true };
      },
    });

    expect(result.added.map((e) => e.name)).toEqual(['IMG_0004']);
    expect(result.skipped).toEqual([
      {
        path: join(drive, 'IMG_0003.MOV'),
        reason: 'cannot-play',
        detail: 'no converter for HEVC videos',
      },
    ]);
    expect(checked).toHaveLength(1);
    expect(await readdir(library.filesDir)).toHaveLength(1);
    expect(await readdir(library.tempDir)).toEqual([]);
    expect(importMessage(result)).toBe('Added 1 video. Left out: 1 cannot play. No converter for HEVC videos.');
  });

  it('counts as added only what the page decoded; a file it cannot decode never enters the library', async () => {
    const drive = await temp('dtm-drive-');
    await put(drive, 'a-good.mp4', fakeMp4({ seconds: 2 }));
    await put(drive, 'b-broken.mp4', fakeMp4({ seconds: 3 }));
    await put(drive, 'c-good.webm', fakeWebm());
    const { library } = await Library.open(await temp('dtm-lib-'));
    const phases: CopyProgress['phase'][] = [];
    const result = await importDrive(drive, library, {
      ...noFfmpeg,
      onProgress: (p) => phases.push(p.phase),
      // The page fails on the 3-second clip.
      decodeCheck: async (path) => {
        const probed = await probeMedia(path);
        return probed.video && probed.info.durationMs === 3000
          ? { playable: false, message: 'PIPELINE_ERROR_DECODE' }
          : { playable: true };
      },
    });
    expect(result.added.map((e) => e.name)).toEqual(['a-good', 'c-good']);
    expect(result.skipped).toEqual([
      {
        path: join(drive, 'b-broken.mp4'),
        reason: 'cannot-play',
        detail: 'the frame cannot decode it: PIPELINE_ERROR_DECODE',
      },
    ]);
    expect(phases).toContain('checking');
    expect(await readdir(library.tempDir)).toEqual([]);
    expect(importMessage(result)).toBe('Added 2 videos. Left out: 1 cannot play.');
  });
});

describe('searching the drive', () => {
  it('finds a video five folders deep, and reports folders past the limit as too deep', async () => {
    const drive = await temp('dtm-drive-');
    await put(drive, 'a/b/c/d/e/deep5.mp4', fakeMp4());
    await put(drive, 'a/b/c/d/e/f/g/deep7.mp4', fakeMp4({ seconds: 3 }));
    expect((await scanDrive(drive)).candidates.map((c) => c.name)).toEqual(['deep5', 'deep7']);

    const limited = await scanDrive(drive, { maxDepth: 6, maxFiles: 100 });
    expect(limited.candidates.map((c) => c.name)).toEqual(['deep5']);
    expect(limited.skipped).toEqual([
      { path: join(drive, 'a/b/c/d/e/f/g'), reason: 'too-deep', detail: 'more than 6 folders down' },
    ]);

    const { library } = await Library.open(await temp('dtm-lib-'));
    const result = await importDrive(drive, library, { ...noFfmpeg, limits: { maxDepth: 6, maxFiles: 100 } });
    expect(importMessage(result)).toBe('Added 1 video. Left out: 1 too deep in folders.');
  });

  it('stops at the file limit and says so', async () => {
    const drive = await temp('dtm-drive-');
    for (let i = 0; i < 5; i++) await put(drive, `clip-${i}.mp4`, fakeMp4({ seconds: i + 1 }));
    const scan = await scanDrive(drive, { maxDepth: 4, maxFiles: 3 });
    expect(scan.candidates).toHaveLength(3);
    expect(scan.skipped).toEqual([{ path: drive, reason: 'too-many-files', detail: 'stopped after 3 files' }]);
  });
});

const ffmpeg = await findFfmpeg();
const x265 = ffmpeg ? /\blibx265\b/.test((await run('ffmpeg', ['-hide_banner', '-encoders'])).stdout) : false;

// ffmpeg runs at a low CPU priority: on a busy 2-core machine one conversion can take minutes.
describe.skipIf(!ffmpeg || !x265)(
  'converting with the system ffmpeg (needs ffmpeg with libx264 and libx265)',
  { timeout: 300_000 },
  () => {
    it('converts a 1080p 60 fps HEVC iPhone clip to H.264 at the panel size and 30 fps, reporting progress', async () => {
      const drive = await temp('dtm-drive-');
      const clip = join(drive, 'IMG_0005.MOV');
      await run('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=60:duration=1'],
        ...[
          '-c:v',
          'libx265',
          '-preset',
          'ultrafast',
          '-tag:v',
          'hvc1',
          '-x265-params',
          'log-level=error',
          '-f',
          'mov',
          clip,
        ],
      ]);
      const source = await probeMedia(clip);
      expect(source).toMatchObject({ video: true, info: { codec: 'hevc', width: 1920, height: 1080, fps: 60 } });

      const { library } = await Library.open(await temp('dtm-lib-'));
      const progress: CopyProgress[] = [];
      const result = await importDrive(drive, library, {
        freeSpace: plenty,
        decodeCheck: decodes,
        onProgress: (p) => progress.push(p),
      });

      expect(result.converted).toBe(1);
      const [entry] = result.added;
      if (!entry) throw new Error('nothing added');
      expect(entry.source).toEqual({ kind: 'usb', path: clip, size: source.video ? source.info.size : -1 });
      expect(await probeMedia(library.pathOf(entry))).toMatchObject({
        video: true,
        info: { codec: 'h264', width: 1066, height: 600, fps: 30 },
      });
      expect(progress.some((p) => p.phase === 'converting' && p.percent > 0 && p.percent < 100)).toBe(true);
      expect(await readdir(library.tempDir)).toEqual([]);
      expect(importMessage(result)).toBe('Added 1 video, 1 converted.');

      // Plugged in again: the converted copy is recognised by its source, not converted twice.
      const again = await importDrive(drive, library, { freeSpace: plenty });
      expect([again.added.length, again.alreadyThere]).toEqual([0, 1]);
    }, 300_000);

    it('converts an old camera AVI (MPEG-4 part 2), its codec read by ffprobe, into a playable MP4', async () => {
      const drive = await temp('dtm-drive-');
      const clip = join(drive, 'MOV00001.AVI');
      await run('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=25:duration=1'],
        ...['-c:v', 'mpeg4', '-f', 'avi', clip],
      ]);
      const info = await probeMedia(clip);
      expect(info).toMatchObject({ video: true, info: { codec: 'unknown', sniffed: { family: 'avi' } } });
      if (!info.video || !ffmpeg?.probe) throw new Error('expected a video and ffprobe');
      expect(await refineWithFfprobe(ffmpeg.probe, clip, info.info)).toMatchObject({
        codec: 'other',
        codecTag: 'mpeg4',
        width: 640,
        height: 480,
        fps: 25,
      });

      const { library } = await Library.open(await temp('dtm-lib-'));
      const result = await importDrive(drive, library, { freeSpace: plenty, decodeCheck: decodes });
      expect(result.added.map((e) => [e.name, e.container])).toEqual([['MOV00001', 'mp4']]);
      expect(result.converted).toBe(1);
    }, 300_000);

    it('refuses a file ffmpeg cannot read with its error, and leaves nothing behind', async () => {
      const drive = await temp('dtm-drive-');
      // An ftyp and a moov that claim HEVC, then nothing: ffmpeg fails on it.
      await put(drive, 'broken.mov', fakeMp4({ brand: 'qt  ', codec: 'hvc1' }));
      const { library } = await Library.open(await temp('dtm-lib-'));
      const result = await importDrive(drive, library, { freeSpace: plenty, decodeCheck: decodes });
      expect(result.added).toEqual([]);
      expect(result.skipped).toMatchObject([
        { reason: 'cannot-play', detail: expect.stringMatching(/^could not convert it: /) },
      ]);
      expect(await readdir(library.tempDir)).toEqual([]);
      expect(await readdir(library.filesDir)).toEqual([]);
    }, 30_000);
  },
);
