/**
 * Benchmark (not a test): starts the local Worker on seeded data and measures a bare route
 * (`GET /api/health`) against the D1-backed catalog reads (`GET /api/animations`,
 * `GET /api/backgrounds`) with autocannon. Target (issue 17): each read >= 0.8x the bare route.
 * Usage: pnpm bench [-- --seconds 10 --connections 10]
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
});
// Ports of its own: the test suite's browser servers use 8788-8790 and 12112-12114.
const port = 8796;
const base = `http://127.0.0.1:${port}`;

async function waitFor(url: string) {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(path: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

const server = spawn(
  join(root, 'node_modules/.bin/tsx'),
  [
    'tools/dev/start.ts',
    '--port',
    String(port),
    '--stripe-port',
    '12116',
    '--persist-to',
    '.tmp/bench-state',
    '--fresh',
  ],
  { cwd: root, stdio: 'ignore', detached: true },
);

try {
  await waitFor(`${base}/api/health`);
  await measure('/api/health'); // warm-up
  const bare = await measure('/api/health');
  const reads = [await measure('/api/animations'), await measure('/api/backgrounds')];
  console.log(
    `autocannon: ${values.connections} connections, ${values.seconds} s per route, local wrangler dev (workerd + miniflare D1)`,
  );
  for (const r of [bare, ...reads]) {
    console.log(
      `${r.path.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.total} requests)`,
    );
  }
  for (const read of reads) {
    console.log(`${read.path} read/bare throughput ratio: ${(read.rps / bare.rps).toFixed(2)}`);
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
