/**
 * Benchmark (not a test) of the artwork job's preview step (worker/src/uploads/preview-image.ts)
 * on what a customer may send: a 24-megapixel PNG of one colour (a small file, a huge picture), a
 * 12-megapixel phone photo (JPEG), the same photo at 1600x1200 and a PNG whose header claims 20000x20000. A Worker has 128 MB
 * for everything, so the figure that matters is the peak memory above the baseline.
 * Each case runs in its own Node process; a worker thread samples the process's RSS every 2 ms
 * (the preview code may run synchronously for seconds), the main thread samples its heap and
 * ArrayBuffers whenever it is free, and the kernel's peak RSS (maxRSS) is printed as a check.
 * Usage: node_modules/.bin/tsx tools/bench/artwork-job-bench.ts
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import { makePreviewJpeg } from '../../worker/src/uploads/preview-image';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PHOTO = resolve(root, 'animate/fixtures/drawings/char4/photo.jpg');
const PHOTO_1600 = resolve(root, 'animate/fixtures/drawings/char4/photo-1600.jpg');
const CASES = [
  'png-24mp',
  'jpeg-12mp',
  'jpeg-2mp',
  'png-claims-400mp',
  'png-wide-16bit',
  'png-tall',
  'png-wide-palette',
  'png-wide-interlaced',
] as const;
type Case = (typeof CASES)[number];

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

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit RGBA PNG of one colour, built row by row so the bench itself stays small. */
function solidPng(width: number, height: number, claimedHeight = height): Uint8Array {
  const row = Buffer.alloc(1 + width * 4);
  for (let x = 0; x < width; x++) row.set([200, 60, 40, 255], 1 + x * 4);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(claimedHeight, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * A PNG whose header claims `width` x `height` (the worst shapes within the 40-megapixel cap) with
 * a few KB of real data after it: what costs memory is what the decoder allocates from the header.
 */
function claimedPng(width: number, height: number, depth: 8 | 16, colorType: 2 | 3 | 6, interlace = 0): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([depth, colorType, 0, 0, interlace], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const palette = colorType === 3 ? [chunk('PLTE', new Uint8Array([200, 60, 40]))] : [];
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    ...palette,
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024), { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

function input(name: Case): { bytes: Uint8Array; type: 'image/png' | 'image/jpeg'; label: string } {
  if (name === 'png-24mp') return { bytes: solidPng(6000, 4000), type: 'image/png', label: '6000x4000 RGBA PNG' };
  if (name === 'jpeg-12mp') return { bytes: readFileSync(PHOTO), type: 'image/jpeg', label: '4032x3024 photo' };
  if (name === 'jpeg-2mp') return { bytes: readFileSync(PHOTO_1600), type: 'image/jpeg', label: '1600x1200 photo' };
  if (name === 'png-wide-16bit')
    return { bytes: claimedPng(40_000_000, 1, 16, 6), type: 'image/png', label: 'PNG header 40000000x1, 16-bit RGBA' };
  if (name === 'png-tall')
    return { bytes: claimedPng(1, 40_000_000, 16, 6), type: 'image/png', label: 'PNG header 1x40000000, 16-bit RGBA' };
  if (name === 'png-wide-palette')
    return { bytes: claimedPng(40_000_000, 1, 8, 3), type: 'image/png', label: 'PNG header 40000000x1, palette' };
  if (name === 'png-wide-interlaced')
    return {
      bytes: claimedPng(2_000_000, 1, 16, 6, 1),
      type: 'image/png',
      label: 'PNG header 2000000x1, 16-bit RGBA, interlaced',
    };
  return { bytes: solidPng(20000, 1, 20000), type: 'image/png', label: 'PNG header 20000x20000' };
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function runCase(name: Case) {
  const { bytes, type, label } = input(name);
  const sampler = new Worker(
    `const { parentPort } = require('node:worker_threads');
     let peak = 0;
     const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 2);
     parentPort.on('message', () => { clearInterval(timer); parentPort.postMessage(peak); });`,
    { eval: true },
  );
  await new Promise((r) => setTimeout(r, 50));
  globalThis.gc?.();
  const before = process.memoryUsage();
  const peaks = { heapUsed: before.heapUsed, arrayBuffers: before.arrayBuffers };
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    peaks.heapUsed = Math.max(peaks.heapUsed, now.heapUsed);
    peaks.arrayBuffers = Math.max(peaks.arrayBuffers, now.arrayBuffers);
  }, 1);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const preview = await makePreviewJpeg(bytes, type);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const after = process.memoryUsage();
  clearInterval(sample);
  peaks.heapUsed = Math.max(peaks.heapUsed, after.heapUsed);
  peaks.arrayBuffers = Math.max(peaks.arrayBuffers, after.arrayBuffers);
  const peakRss = await new Promise<number>((resolvePeak) => {
    sampler.once('message', resolvePeak);
    sampler.postMessage('stop');
  });
  await sampler.terminate();
  console.log(
    `${name} (${label}, ${(bytes.byteLength / 1024).toFixed(0)} KiB): ` +
      `${preview ? `preview ${preview.byteLength} bytes` : 'no preview (the original stands in)'}; ` +
      `CPU ${((used.user + used.system) / 1000).toFixed(0)} ms (wall ${wall.toFixed(0)} ms); ` +
      `peak RSS +${MB(Math.max(peakRss, after.rss) - before.rss)} (sampled; kernel maxRSS ${MB(process.resourceUsage().maxRSS * 1024)}), ` +
      `heapUsed +${MB(peaks.heapUsed - before.heapUsed)}, arrayBuffers +${MB(peaks.arrayBuffers - before.arrayBuffers)} ` +
      `(main-thread samples; synchronous stretches show only at their end)`,
  );
}

const { values } = parseArgs({ options: { case: { type: 'string' } } });
if (values.case) {
  await runCase(values.case as Case);
} else {
  const script = fileURLToPath(import.meta.url);
  for (const name of CASES) {
    const run = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', script, '--case', name], {
      stdio: 'inherit',
    });
    if (run.status !== 0) console.log(`${name}: the process ended with ${run.status ?? run.signal}`);
  }
}
