import { execFile } from 'node:child_process';
import { type FileHandle, mkdir, mkdtemp, open, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Library } from '../library/library.ts';
import { type FreeSpaceSource, usableBytes } from '../media/free-space.ts';
import { fakeMp4 } from '../media/test-media.ts';
import { importDrive } from './import.ts';
import { importMessage } from './import-summary.ts';

const run = promisify(execFile);
const MB = 1024 * 1024;
const dirs: string[] = [];
async function temp(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A video of `bytes` bytes: a real MP4 head, then a sparse tail (no disk used on the drive side). */
async function video(path: string, bytes: number, seconds = 2) {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, fakeMp4({ seconds }));
  await truncate(path, bytes);
}

const disk =
  (availableBytes: number, totalBytes = 16 * 1024 * MB): FreeSpaceSource =>
  async () => ({ availableBytes, totalBytes });
const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('the reserve', () => {
  it('keeps 200 MB or 5 % of the disk free, whichever is more', () => {
    expect(usableBytes({ availableBytes: 1000 * MB, totalBytes: 2000 * MB })).toBe(800 * MB);
    expect(usableBytes({ availableBytes: 10_000 * MB, totalBytes: 64_000 * MB })).toBe(6800 * MB);
    expect(usableBytes({ availableBytes: 100 * MB, totalBytes: 2000 * MB })).toBe(0);
    expect(usableBytes({ availableBytes: 100 * MB, totalBytes: 2000 * MB }, { bytes: 0, fraction: 0 })).toBe(100 * MB);
  });
});

describe('free space on import', () => {
  it('leaves out a 300 MB video that does not fit, copies the small one after it, and says "not enough space"', async () => {
    const drive = await temp('dtm-drive-');
    await video(join(drive, '1-big.mp4'), 300 * MB);
    await video(join(drive, '2-small.mp4'), 2 * MB, 3);
    const { library } = await Library.open(await temp('dtm-lib-'));

    // 450 MB free on a 2 GB card: 200 MB stays in reserve, so 250 MB may be written.
    const result = await importDrive(drive, library, { ffmpeg: null, freeSpace: disk(450 * MB, 2048 * MB) });

    expect(result.added.map((e) => e.name)).toEqual(['2-small']);
    expect(result.skipped).toEqual([
      { path: join(drive, '1-big.mp4'), reason: 'no-space', detail: 'needs 300 MB, only 250 MB free' },
    ]);
    expect(importMessage(result)).toBe('Added 1 video. Left out: 1 not enough space. Needs 300 MB, only 250 MB free.');
    expect(await readdir(library.tempDir)).toEqual([]);
  });

  it('copies in the drive order what fits and counts the rest', async () => {
    const drive = await temp('dtm-drive-');
    for (let i = 1; i <= 4; i++) await video(join(drive, `clip-${i}.mp4`), 3 * MB, i);
    const { library } = await Library.open(await temp('dtm-lib-'));
    let available = 7 * MB;
    const result = await importDrive(drive, library, {
      ffmpeg: null,
      reserve: { bytes: 0, fraction: 0 },
      // The fake disk shrinks as the library grows.
      freeSpace: async () => ({ availableBytes: available - library.entries().length * 3 * MB, totalBytes: 8 * MB }),
    });
    expect(result.added.map((e) => e.name)).toEqual(['clip-1', 'clip-2']);
    expect(result.skipped.map((s) => [s.path.slice(drive.length + 1), s.reason])).toEqual([
      ['clip-3.mp4', 'no-space'],
      ['clip-4.mp4', 'no-space'],
    ]);
    expect(importMessage(result)).toMatch(
      /^Added 2 videos. Left out: 2 not enough space. Needs 3 MB, only [01] MB free.$/,
    );
    available = 0;
  });

  it('reports a disk that fills up mid-write as "not enough space" and keeps no part of that file', async () => {
    const drive = await temp('dtm-drive-');
    await video(join(drive, '1-big.mp4'), 8 * MB);
    await video(join(drive, '2-small.mp4'), 512 * 1024, 3);
    // The disk is "full" past 4 MB into any one file (what statfs said was a lie: another writer took it).
    const { library } = await Library.open(await temp('dtm-lib-'), {
      onWrite: (written) => {
        if (written >= 4 * MB) throw enospc();
      },
    });

    const result = await importDrive(drive, library, { ffmpeg: null, freeSpace: disk(10_000 * MB) });

    expect(result.added.map((e) => e.name)).toEqual(['2-small']);
    expect(result.skipped).toEqual([
      { path: join(drive, '1-big.mp4'), reason: 'no-space', detail: 'the disk filled up while copying' },
    ]);
    expect(await readdir(library.tempDir)).toEqual([]);
    expect(await readdir(library.filesDir)).toEqual([`${result.added[0]?.sha256}.mp4`]);
    const reopened = await Library.open(library.dir);
    expect(reopened.recovery).toEqual({ removedTemp: 0, removedOrphans: 0, droppedEntries: 0 });
    expect(importMessage(result)).toMatch(/not enough space/);
    expect(importMessage(result)).not.toMatch(/Could not read|cannot play/);
  });
});

describe('a disk that fills up during a write', () => {
  it('takes a write that stores only part of a chunk, then none, as "not enough space", never as damaged', async () => {
    const drive = await temp('dtm-drive-');
    await video(join(drive, '1-big.mp4'), 6 * MB);
    await video(join(drive, '2-small.mp4'), 256 * 1024, 3);
    const { library } = await Library.open(await temp('dtm-lib-'));
    // The file system takes half of each write past 2 MB into a file, and nothing past 3 MB (no ENOSPC):
    // what some file systems do as they fill up.
    const probe = await open(join(drive, '2-small.mp4'), 'r');
    const proto = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    type Write = (buffer: Uint8Array, offset?: number, length?: number) => ReturnType<FileHandle['write']>;
    const write = proto.write as unknown as Write;
    const spy = vi.spyOn(proto, 'write').mockImplementation(async function (
      this: FileHandle,
      buffer: Uint8Array,
      offset = 0,
      length?: number,
    ) {
      const size = (await this.stat()).size;
      const wanted = length ?? buffer.byteLength - offset;
      const take = size >= 3 * MB ? 0 : size >= 2 * MB ? Math.ceil(wanted / 2) : wanted;
      if (take === 0) return { bytesWritten: 0, buffer };
      return write.call(this, buffer, offset, take);
    } as unknown as FileHandle['write']);
    try {
      const result = await importDrive(drive, library, { ffmpeg: null, freeSpace: disk(10_000 * MB) });
      expect(result.added.map((e) => e.name)).toEqual(['2-small']);
      expect(result.skipped).toEqual([
        { path: join(drive, '1-big.mp4'), reason: 'no-space', detail: 'the disk filled up while copying' },
      ]);
      expect(importMessage(result)).toBe(
        'Added 1 video. Left out: 1 not enough space. The disk filled up while copying.',
      );
      expect(await readdir(library.tempDir)).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});

/** A real 12 MB tmpfs for the library (only as root, where mount works). */
async function smallDisk(): Promise<string | null> {
  if (process.getuid?.() !== 0) return null;
  const dir = await temp('dtm-tmpfs-');
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=12m', 'tmpfs', dir]);
    return dir;
  } catch {
    return null;
  }
}

describe('a real small disk (tmpfs, when running as root)', () => {
  it('survives ENOSPC from the kernel mid-write and checks statfs before the next import', async (context) => {
    const mount = await smallDisk();
    if (!mount) return context.skip('needs root and mount (tmpfs)');
    try {
      const drive = await temp('dtm-drive-');
      await video(join(drive, '1-big.mp4'), 20 * MB);
      await video(join(drive, '2-small.mp4'), 1 * MB, 3);
      const { library } = await Library.open(join(mount, 'library'));

      // statfs is bypassed (a disk that claims room): the kernel's ENOSPC is what stops the copy.
      const result = await importDrive(drive, library, { ffmpeg: null, freeSpace: disk(10_000 * MB) });
      expect(result.added.map((e) => e.name)).toEqual(['2-small']);
      expect(result.skipped).toMatchObject([{ reason: 'no-space', detail: 'the disk filled up while copying' }]);
      expect(await readdir(library.tempDir)).toEqual([]);
      expect(await readdir(library.filesDir)).toHaveLength(1);

      // With the real statfs and a 1 MB reserve the big file is left out before a byte is written.
      await rm(join(drive, '2-small.mp4'));
      const again = await importDrive(drive, library, { ffmpeg: null, reserve: { bytes: MB, fraction: 0 } });
      expect(again.skipped).toMatchObject([
        { reason: 'no-space', detail: expect.stringMatching(/^needs 20 MB, only \d+ MB free$/) },
      ]);
    } finally {
      await run('umount', [mount]);
    }
  });
});
