/**
 * Benchmark (not a test) of the data export's ZIP streaming (#22): an account with 10 orders and
 * 200 MB of files (per order two drawings and a finished animation), run through the Worker's own
 * module worker/src/account/zip-stream.ts under Node. The files are generated as streams of 64 KiB
 * chunks (as R2 hands an object's body to the Worker) and the "bucket" is a stand-in for R2's
 * multipart API that writes each part to a temporary file, so the ZIP can be checked with `unzip -t`
 * afterwards. Prints the time, the ZIP's size and parts, and the peak memory (RSS, and the heap plus
 * ArrayBuffers, which is what a Worker isolate's 128 MB limit counts) above the baseline.
 *
 * What it does not measure: the D1 queries for account.json and R2's network latency (in
 * production each 8 MiB part is one R2 request; locally under wrangler they are disk writes).
 *
 * Usage: pnpm exec tsx tools/bench/export.ts [--orders 10] [--mb 200] [--keep]
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type MultipartTarget,
  type UploadedPart,
  writeZipToMultipart,
  type ZipEntry,
} from '../../worker/src/account/zip-stream.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10' },
    mb: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const TOTAL_BYTES = Number(values.mb) * 1024 * 1024;
const CHUNK = 64 * 1024;

/** A file of `size` pseudo-random bytes (incompressible, like photos and videos), made as it is read. */
function generated(size: number, seed: number): ReadableStream<Uint8Array> {
  let sent = 0;
  let state = seed >>> 0 || 1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const length = Math.min(CHUNK, size - sent);
      const chunk = new Uint8Array(length);
      for (let i = 0; i < length; i += 4) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        chunk[i] = state & 0xff;
        chunk[i + 1] = (state >>> 8) & 0xff;
        chunk[i + 2] = (state >>> 16) & 0xff;
        chunk[i + 3] = (state >>> 24) & 0xff;
      }
      sent += length;
      controller.enqueue(chunk);
    },
  });
}

/** R2's multipart API over a local file: parts are written at their offsets as they arrive. */
function fileTarget(path: string): MultipartTarget & { partsWritten: () => number } {
  let written = 0;
  return {
    partsWritten: () => written,
    async createMultipartUpload() {
      const fd = openSync(path, 'w');
      return {
        async uploadPart(partNumber: number, value: Uint8Array): Promise<UploadedPart> {
          writeSync(fd, value);
          written += 1;
          return { partNumber, etag: `part-${partNumber}` };
        },
        async complete() {
          closeSync(fd);
        },
        async abort() {
          closeSync(fd);
        },
      };
    },
  };
}

// Per order: two drawings (10% of its share) and one finished animation (the rest).
const perOrder = Math.floor(TOTAL_BYTES / ORDERS);
const entries: ZipEntry[] = [
  { name: 'account.json', bytes: new TextEncoder().encode(JSON.stringify({ orders: ORDERS }, null, 2)) },
];
for (let order = 0; order < ORDERS; order += 1) {
  const drawing = Math.floor(perOrder * 0.05);
  entries.push({
    name: `files/artwork/order-${order}/drawing-1.png`,
    open: async () => generated(drawing, order * 3 + 1),
  });
  entries.push({
    name: `files/artwork/order-${order}/drawing-2.jpg`,
    open: async () => generated(drawing, order * 3 + 2),
  });
  entries.push({
    name: `files/animations/frame-${order}.mp4`,
    open: async () => generated(perOrder - 2 * drawing, order * 3 + 3),
  });
}

const dir = mkdtempSync(join(tmpdir(), 'export-bench-'));
const zipPath = join(dir, 'export.zip');
const target = fileTarget(zipPath);

global.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeapAndBuffers = base.heapUsed + base.arrayBuffers;
const sample = () => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeapAndBuffers = Math.max(peakHeapAndBuffers, now.heapUsed + now.arrayBuffers);
};
const sampler = setInterval(sample, 10);

const started = performance.now();
const result = await writeZipToMultipart(target, 'exports/bench/bench.zip', entries);
const seconds = (performance.now() - started) / 1000;
sample();
clearInterval(sampler);

// The generator's own cost, measured apart (after, so the memory figures above are the ZIP's alone).
const generateStarted = performance.now();
for (const entry of entries) {
  if (!('open' in entry)) continue;
  const reader = (await entry.open())?.getReader();
  while (reader && !(await reader.read()).done) {}
}
const generateSeconds = (performance.now() - generateStarted) / 1000;

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const check = execFileSync('unzip', ['-tq', zipPath], { encoding: 'utf8' }).trim();
console.log(
  `data export ZIP: ${ORDERS} orders, ${result.files} files, ${mb(TOTAL_BYTES)} of files (stored, not deflated)`,
);
console.log(`  zip size       ${mb(statSync(zipPath).size)} in ${result.parts} parts of up to 8 MiB`);
console.log(`  time           ${seconds.toFixed(2)} s (${(TOTAL_BYTES / (1024 * 1024) / seconds).toFixed(0)} MB/s)`);
console.log(
  `  generator      ${generateSeconds.toFixed(2)} s to make the same files alone (run again afterwards, warm)`,
);
console.log(`  peak RSS       ${mb(peakRss)} (baseline ${mb(base.rss)}, +${mb(peakRss - base.rss)})`);
console.log(
  `  peak heap+buf  ${mb(peakHeapAndBuffers)} (baseline ${mb(base.heapUsed + base.arrayBuffers)}, +${mb(peakHeapAndBuffers - base.heapUsed - base.arrayBuffers)})`,
);
console.log(`  unzip -t       ${check}`);
if (values.keep) console.log(`  kept           ${zipPath}`);
else rmSync(dir, { recursive: true, force: true });
