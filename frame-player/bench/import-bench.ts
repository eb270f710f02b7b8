// Figures for the USB import (prints them; not a test):
//   1. time to import a 300 MB drive (10 x 30 MB videos: a real MP4 head, then noise) into an
//      empty library: scan, probe, copy with fsync, re-read and verify, rename, index;
//   2. time to convert a 10 s 1080p HEVC clip (generated with ffmpeg's libx265) to H.264 at the
//      7" panel's size on import, when ffmpeg is installed ("ffmpeg absent" otherwise).
// Usage: tsx bench/import-bench.ts [--drive-mb 300] [--files 10] [--seconds 10] [--only copy|convert]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { Library } from '../src/core/library/library.ts';
import { findFfmpeg } from '../src/core/media/ffmpeg.ts';
import { probeMedia } from '../src/core/media/probe.ts';
import { fakeMp4 } from '../src/core/media/test-media.ts';
import { importDrive } from '../src/core/usb/import.ts';
import { importMessage } from '../src/core/usb/import-summary.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    'drive-mb': { type: 'string', default: '300' },
    files: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const MB = 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function writeVideo(path: string, bytes: number): Promise<void> {
  const handle = await open(path, 'w');
  try {
    const head = fakeMp4({ seconds: 10, mdatBytes: 1024 });
    await handle.write(head);
    // Noise, so nothing downstream (disk, page cache compression) gets an easy ride.
    const noise = randomBytes(4 * MB);
    for (let at = head.length; at < bytes; at += noise.length) {
      await handle.write(noise.subarray(0, Math.min(noise.length, bytes - at)));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function benchCopy(root: string): Promise<void> {
  const driveMb = Number(values['drive-mb']);
  const files = Number(values.files);
  const drive = join(root, 'drive');
  await run('mkdir', ['-p', drive]);
  for (let i = 0; i < files; i++)
    await writeVideo(join(drive, `clip-${String(i).padStart(2, '0')}.mp4`), Math.floor((driveMb * MB) / files));
  // Drop what we just wrote from the page cache when we may (root), so the drive is read from disk.
  await run('sh', ['-c', 'sync; echo 1 > /proc/sys/vm/drop_caches']).catch(() => undefined);
  const { library } = await Library.open(join(root, 'library'));
  const started = performance.now();
  const result = await importDrive(drive, library, { ffmpeg: null });
  const elapsed = performance.now() - started;
  console.log(
    `import of a ${driveMb} MB drive (${files} files): ${seconds(elapsed)} (${(driveMb / (elapsed / 1000)).toFixed(0)} MB/s)`,
  );
  console.log(`  ${importMessage(result)}`);
  const again = performance.now();
  await importDrive(drive, library, { ffmpeg: null });
  console.log(`  same drive plugged in again (nothing to copy): ${seconds(performance.now() - again)}`);
}

async function benchConvert(root: string): Promise<void> {
  const ffmpeg = await findFfmpeg();
  const x265 = ffmpeg && /\blibx265\b/.test((await run('ffmpeg', ['-hide_banner', '-encoders'])).stdout);
  if (!ffmpeg || !x265) {
    console.log(
      `transcode of a ${values.seconds} s 1080p HEVC clip: ffmpeg absent${ffmpeg ? ' (no libx265 to make the clip)' : ''}`,
    );
    return;
  }
  const drive = join(root, 'phone');
  await run('mkdir', ['-p', drive]);
  const clip = join(drive, 'IMG_0001.MOV');
  const made = performance.now();
  await run('ffmpeg', [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=30:duration=${values.seconds}`,
    ],
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
  const probe = await probeMedia(clip);
  const size = probe.video ? probe.info.size : 0;
  console.log(
    `made the HEVC clip (libx265 ultrafast, 1920x1080 30 fps, ${(size / MB).toFixed(1)} MB) in ${seconds(performance.now() - made)}`,
  );
  const { library } = await Library.open(join(root, 'library-convert'));
  const started = performance.now();
  const result = await importDrive(drive, library, { panel: { width: 1024, height: 600 } });
  const elapsed = performance.now() - started;
  const entry = result.added[0];
  const out = entry ? await probeMedia(library.pathOf(entry)) : null;
  const info = out?.video ? out.info : null;
  console.log(
    `transcode of a ${values.seconds} s 1080p HEVC clip to H.264 on import: ${seconds(elapsed)} ` +
      `(${info ? `${info.codec} ${info.width}x${info.height} ${info.fps} fps, ${(info.size / MB).toFixed(1)} MB` : 'nothing added'})`,
  );
  console.log(`  ${importMessage(result)}`);
}

const root = await mkdtemp(join(tmpdir(), 'dtm-import-bench-'));
try {
  console.log(`cpus: ${(await import('node:os')).cpus().length}, temp: ${root}`);
  if (values.only !== 'convert') await benchCopy(root);
  if (values.only !== 'copy') await benchConvert(root);
} finally {
  await rm(root, { recursive: true, force: true });
}
