/**
 * Benchmark (not a test): uploads 50 MB through the local Worker with tus (tus-js-client, 5 MiB
 * chunks) and puts the same bytes straight into the local R2 binding; prints both throughputs and
 * their ratio, then drops a single-request upload at 90 % and counts the bytes the resume re-sends.
 * Usage: pnpm exec tsx tools/bench/upload-bench.ts [-- --megabytes 50]
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Upload } from 'tus-js-client';
import { getPlatformProxy } from 'wrangler';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { megabytes: { type: 'string', default: '50' } } });
const port = 8791;
const base = `http://127.0.0.1:${port}`;
/** Seeded by tools/seed/demo-orders.ts: order 4 is paid and its artwork not yet submitted. */
const TOKEN = 'demo-upload-token-4';
const MiB = 1024 * 1024;
const PART = 5 * MiB;
/** "50 MB" as people count it (decimal): the drop at 90 % then falls inside a part, not on its edge. */
const size = Number(values.megabytes) * 1e6;
const mbPerSecond = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

async function waitFor(url: string) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Bytes that start like a PNG, so the Worker's type check passes; the rest is a pattern. */
function drawing(length: number, salt: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + salt + (i >> 11)) & 0xff;
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

const metadata = (name: string) => ({ token: TOKEN, filename: name, filetype: 'image/png' });

/** The whole file through the Worker with the standard tus client, as the upload page sends it. */
function tusUpload(bytes: Buffer): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const upload = new Upload(bytes, {
      endpoint: `${base}/api/uploads/tus`,
      chunkSize: PART,
      headers: { origin: base },
      metadata: metadata('bench.png'),
      retryDelays: [],
      onError: fail,
      onSuccess: () => done(performance.now() - started),
    });
    upload.start();
  });
}

/** One raw tus request; `send` writes the body and may cut the connection. */
function tusRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  send?: (write: (chunk: Buffer) => Promise<void>, cut: () => void) => Promise<void>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> } | null> {
  return new Promise((done, fail) => {
    const req = request(
      `${base}${path}`,
      { method, headers: { origin: base, 'tus-resumable': '1.0.0', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', (error) => (req.destroyed ? done(null) : fail(error)));
    if (!send) {
      req.end();
      return;
    }
    // Each write waits until Node has handed the bytes to the socket, so "sent" means sent.
    const write = (chunk: Buffer) =>
      new Promise<void>((written, broken) => req.write(chunk, (error) => (error ? broken(error) : written())));
    send(write, () => req.destroy()).then(() => req.writableEnded || req.destroyed || req.end(), fail);
  });
}

async function committedOffset(path: string): Promise<number> {
  const head = await tusRequest('HEAD', path, {});
  return Number(head?.headers['upload-offset'] ?? 0);
}

/** A phone sending the whole file in one request loses its connection at 90 %, then resumes. */
async function dropAndResume(bytes: Buffer) {
  const created = await tusRequest('POST', '/api/uploads/tus', {
    'upload-length': String(bytes.length),
    'upload-metadata': Object.entries(metadata('dropped.png'))
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(','),
  });
  const location = String(created?.headers.location ?? '');
  const path = new URL(location).pathname;
  const dropAt = Math.floor(bytes.length * 0.9);
  let sent = 0;
  await tusRequest(
    'PATCH',
    path,
    { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) },
    async (write, cut) => {
      for (let at = 0; at < dropAt; at += 256 * 1024) {
        const piece = bytes.subarray(at, Math.min(at + 256 * 1024, dropAt));
        await write(piece);
        sent += piece.length;
      }
      // Let the bytes in flight reach the Worker (every full part stored), as they would before a
      // phone loses signal; what is still in the network when it drops is lost whatever the server does.
      const fullParts = Math.floor(dropAt / PART) * PART;
      for (let i = 0; i < 100 && (await committedOffset(path)) < fullParts; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 500));
      cut();
    },
  );
  // The Worker keeps what it stored; HEAD tells the client where to go on.
  let offset = 0;
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const head = await tusRequest('HEAD', path, {});
    offset = Number(head?.headers['upload-offset'] ?? 0);
    if (head?.status === 200) break;
  }
  const rest = bytes.subarray(offset);
  const resumed = await tusRequest(
    'PATCH',
    path,
    {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(rest.length),
    },
    (write) => write(rest),
  );
  sent += rest.length;
  if (resumed?.status !== 204) throw new Error(`resume failed: ${resumed?.status}`);
  return { dropAt, offset, resent: sent - bytes.length };
}

/** The same bytes straight into a local R2 binding (miniflare, as wrangler dev uses): one put, and 5 MiB parts. */
async function direct(bytes: Buffer) {
  const proxy = await getPlatformProxy<Env>({
    configPath: join(root, 'wrangler.toml'),
    persist: { path: join(root, '.tmp/upload-bench-direct/v3') },
  });
  try {
    let started = performance.now();
    await proxy.env.FILES.put('bench/direct.png', bytes);
    const put = performance.now() - started;
    started = performance.now();
    const upload = await proxy.env.FILES.createMultipartUpload('bench/multipart.png');
    const parts: R2UploadedPart[] = [];
    for (let at = 0, n = 1; at < bytes.length; at += PART, n++) {
      parts.push(await upload.uploadPart(n, bytes.subarray(at, at + PART)));
    }
    await upload.complete(parts);
    return { put, multipart: performance.now() - started };
  } finally {
    await proxy.dispose();
  }
}

const server = spawn(
  join(root, 'node_modules/.bin/tsx'),
  [
    'tools/dev/start.ts',
    '--port',
    String(port),
    '--stripe-port',
    '12114',
    '--persist-to',
    '.tmp/upload-bench-state',
    '--fresh',
  ],
  { cwd: root, stdio: 'ignore', detached: true },
);

try {
  await waitFor(`${base}/api/health`);
  const info = await fetch(`${base}/api/upload/${TOKEN}`);
  if (!info.ok) throw new Error(`the seeded upload link does not work: ${info.status} ${await info.text()}`);
  const bytes = drawing(size, 1);
  const worker = await tusUpload(bytes);
  const straight = await direct(bytes);
  const drop = await dropAndResume(drawing(size, 2));

  const mb = (size / 1e6).toFixed(1);
  console.log(
    `upload benchmark: ${mb} MB (${(size / MiB).toFixed(1)} MiB), local wrangler dev (workerd + miniflare R2)`,
  );
  console.log(
    `through the Worker (tus-js-client, 5 MiB chunks): ${mbPerSecond(size, worker).toFixed(1)} MB/s  (${(worker / 1000).toFixed(2)} s)`,
  );
  console.log(
    `straight into R2, one put:                     ${mbPerSecond(size, straight.put).toFixed(1)} MB/s  (${(straight.put / 1000).toFixed(2)} s)`,
  );
  console.log(
    `straight into R2, 5 MiB multipart parts:       ${mbPerSecond(size, straight.multipart).toFixed(1)} MB/s  (${(straight.multipart / 1000).toFixed(2)} s)`,
  );
  console.log(
    `Worker / straight put ratio: ${(straight.put / worker).toFixed(2)}   Worker / straight multipart ratio: ${(straight.multipart / worker).toFixed(2)}`,
  );
  console.log(
    `drop at 90 % (${drop.dropAt} bytes sent in one request): server kept ${drop.offset} bytes (${drop.offset === drop.dropAt ? 'full parts and the saved tail' : 'full parts only'}); resume re-sent ${drop.resent} bytes (${(drop.resent / MiB).toFixed(2)} MiB; one part = ${PART})`,
  );
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
