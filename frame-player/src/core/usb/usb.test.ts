import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USB_MANIFEST_NAME } from '@dtm/shared/devices';
import { afterEach, describe, expect, it } from 'vitest';
import { Library } from '../library/library.ts';
import { drivesInMountTable, listDrives, watchDrives } from './drives.ts';
import { type CopyProgress, DriveRemovedError, importDrive } from './import.ts';
import { scanDrive } from './scan.ts';

const seedMedia = join(import.meta.dirname, '../../../../tools/seed/media');
const dirs: string[] = [];
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** No conversions and plenty of space: these tests are about copying. */
const plain = {
  ffmpeg: null,
  freeSpace: async () => ({ availableBytes: 100 * 2 ** 30, totalBytes: 200 * 2 ** 30 }),
} as const;

async function temp(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A fake USB drive as the shop writes it, plus the clutter real drives carry. */
async function fakeDrive(root: string, label = 'MAGIC') {
  const drive = join(root, label);
  await mkdir(join(drive, 'Animations', 'More'), { recursive: true });
  await mkdir(join(drive, '.Trashes'), { recursive: true });
  await copyFile(join(seedMedia, 'dancing-dragon.webm'), join(drive, 'Animations', 'dancing-dragon.webm'));
  await copyFile(join(seedMedia, 'demo-character.mp4'), join(drive, 'Animations', 'More', 'captain.mp4'));
  await copyFile(join(seedMedia, 'waving-robot.webm'), join(drive, 'Animations', 'robot.webm'));
  await copyFile(join(seedMedia, 'demo-artwork.png'), join(drive, 'drawing.png'));
  await copyFile(join(seedMedia, 'waving-robot.webm'), join(drive, '.Trashes', 'deleted.webm'));
  await writeFile(join(drive, 'Animations', '._dancing-dragon.webm'), 'macOS metadata');
  await writeFile(join(drive, 'notes.mp4'), 'not a video, just a renamed text file');
  const dragon = await readFile(join(seedMedia, 'dancing-dragon.webm'));
  await writeFile(
    join(drive, 'Animations', USB_MANIFEST_NAME),
    JSON.stringify({
      version: 1,
      animations: [
        { file: 'dancing-dragon.webm', name: 'Dancing Dragon', sha256: sha256(dragon), size: dragon.length },
        // The shop says the robot should be something else: a damaged copy on the drive.
        { file: 'robot.webm', name: 'Waving Robot', sha256: 'e'.repeat(64), size: 10 },
      ],
    }),
  );
  return drive;
}

describe('finding drives', () => {
  it('reads mount points below the removable-media folders, with escaped spaces', () => {
    const table = [
      '/dev/mmcblk0p2 / ext4 rw 0 0',
      '/dev/sda1 /media/pi/MAGIC\\040DRIVE vfat rw 0 0',
      '/dev/sdb1 /run/media/pi/KIDS exfat rw 0 0',
      'tmpfs /run tmpfs rw 0 0',
      'tmpfs /media tmpfs rw 0 0',
    ].join('\n');
    expect(drivesInMountTable(table, ['/media', '/run/media'])).toEqual([
      '/media/pi/MAGIC DRIVE',
      '/run/media/pi/KIDS',
    ]);
  });

  it('sees a folder drive appear and go away', async () => {
    const root = await temp('dtm-usb-root-');
    expect(await listDrives({ roots: [root], mountTable: null })).toEqual([]);
    const events: string[] = [];
    const stop = watchDrives(
      { roots: [root], mountTable: null, intervalMs: 20 },
      { added: (d) => events.push(`+${d}`), removed: (d) => events.push(`-${d}`) },
    );
    await mkdir(join(root, 'USB'));
    await expect.poll(() => events).toEqual([`+${join(root, 'USB')}`]);
    await rm(join(root, 'USB'), { recursive: true });
    await expect.poll(() => events).toEqual([`+${join(root, 'USB')}`, `-${join(root, 'USB')}`]);
    stop();
  });
});

describe('scanDrive', () => {
  it('finds videos by their bytes, names them from the manifest, and says why it skipped the rest', async () => {
    const drive = await fakeDrive(await temp('dtm-usb-'));
    const scan = await scanDrive(drive);
    expect(scan.candidates.map((c) => [c.name, c.expectedSha256 !== undefined])).toEqual([
      ['Dancing Dragon', true],
      ['captain', false],
      ['Waving Robot', true],
    ]);
    const skipped = Object.fromEntries(scan.skipped.map((i) => [i.path.slice(drive.length + 1), [i.reason, i.detail]]));
    expect(skipped).toEqual({
      'drawing.png': ['not-a-video', 'not a video'],
      'notes.mp4': ['not-a-video', 'not a video'],
    });
  });
});

describe('importDrive', () => {
  it('copies the playable videos with progress, verifies them, and refuses a damaged one', async () => {
    const drive = await fakeDrive(await temp('dtm-usb-'));
    const { library } = await Library.open(await temp('dtm-lib-'));
    const progress: CopyProgress[] = [];
    const result = await importDrive(drive, library, { ...plain, onProgress: (p) => progress.push(p) });

    expect(result.added.map((e) => [e.name, e.container, e.durationMs])).toEqual([
      ['Dancing Dragon', 'webm', 2000],
      ['captain', 'mp4', 3000],
    ]);
    expect(result.skipped.filter((s) => s.reason !== 'not-a-video')).toEqual([
      {
        path: join(drive, 'Animations', 'robot.webm'),
        reason: 'damaged',
        detail: expect.stringMatching(/size|checksum/),
      },
    ]);
    expect(result.skipped.filter((s) => s.reason === 'not-a-video')).toHaveLength(2);
    expect(library.entries()).toHaveLength(2);
    expect(await readdir(library.tempDir)).toEqual([]);
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    // A second look at the same drive copies nothing again.
    const againProgress: CopyProgress[] = [];
    const again = await importDrive(drive, library, { ...plain, onProgress: (p) => againProgress.push(p) });
    expect(again.added).toEqual([]);
    expect(again.alreadyThere).toBe(2);
    // Only the refused file is tried again (the drive may have been fixed since).
    const robot = (await readFile(join(seedMedia, 'waving-robot.webm'))).length;
    expect(againProgress.at(-1)?.copiedBytes).toBe(robot);
    expect(again.skipped.filter((s) => s.reason === 'damaged')).toHaveLength(1);
    expect(library.entries()).toHaveLength(2);
  });

  it('leaves the library as it was when the drive is pulled mid-copy', async () => {
    const root = await temp('dtm-usb-');
    const drive = join(root, 'BIG');
    await mkdir(drive);
    // A large video (real WebM head, long tail) so the copy is still running when the drive goes.
    const head = await readFile(join(seedMedia, 'dancing-dragon.webm'));
    const big = new Uint8Array(24 * 1024 * 1024);
    big.set(head);
    await writeFile(join(drive, 'long.webm'), big);
    const { library } = await Library.open(await temp('dtm-lib-'));
    const before = JSON.stringify(library.entries());

    let pulled = false;
    const error = await importDrive(drive, library, {
      ...plain,
      presenceCheckMs: 0,
      onProgress: (p) => {
        if (!pulled && p.copiedBytes > 2 * 1024 * 1024) {
          pulled = true;
          void rm(drive, { recursive: true, force: true });
        }
      },
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DriveRemovedError);
    expect(JSON.stringify(library.entries())).toBe(before);
    expect(await readdir(library.tempDir)).toEqual([]);
    expect(await readdir(library.filesDir)).toEqual([]);
    const reopened = await Library.open(library.dir);
    expect(reopened.library.entries()).toEqual([]);
  });
});
