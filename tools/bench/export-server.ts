/**
 * Benchmark (not a test) of the whole data export on a running local shop (#22): a fresh customer
 * with 10 paid orders, each with two drawings and a frame's finished animation, 200 MB of files in
 * all, written straight into the server's local D1 and R2 (wrangler's platform proxy over the same
 * state folder); then "Download my data" through the API, the queue's job, and the download.
 * Prints the time from the request until the ZIP is ready, the ZIP's size, and the peak resident
 * memory of the server's workerd processes above their level before the request (the whole
 * runtime, so an upper bound of what the export itself used).
 *
 * Start the server first (see web/e2e: tools/bin/e2e-server.sh with E2E_PORT and E2E_STATE), then:
 * pnpm exec tsx tools/bench/export-server.ts --url http://127.0.0.1:8795 --state .tmp/e2e-state-account --pids 1,2
 * (`--pids`: the server's workerd process ids, e.g. from `pstree -p <server pid>`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8795' },
    state: { type: 'string', default: '.tmp/e2e-state-account' },
    pids: { type: 'string', default: '' },
    orders: { type: 'string', default: '10' },
    mb: { type: 'string', default: '200' },
  },
});
const base = values.url;
const ORDERS = Number(values.orders);
const TOTAL = Number(values.mb) * 1024 * 1024;
const pids = values.pids.split(',').filter(Boolean).map(Number);
const headers = { Origin: new URL(base).origin };

function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

async function signIn(email: string): Promise<string> {
  const asked = await fetch(`${base}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.77' },
    body: JSON.stringify({ email, returnTo: '/dashboard' }),
  });
  if (!asked.ok) throw new Error(`sign-in request: ${asked.status} ${await asked.text()}`);
  const mails = (await (await fetch(`${base}/dev/mailbox.json`)).json()) as { to: string; links: string[] }[];
  const link = mails.find((m) => m.to === email)?.links.find((l) => l.includes('/api/auth/magic-link/verify'));
  if (!link) throw new Error('no sign-in mail');
  const verified = await fetch(link, { redirect: 'manual' });
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
const totalRss = () => pids.reduce((sum, pid) => sum + rssKb(pid), 0);

const email = `export-bench-${Date.now().toString(36)}@example.com`;
const cookie = await signIn(email);
const me = (await (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };

// The customer's orders and files, straight into the server's local D1 and R2.
const proxy = await getPlatformProxy<Env>({
  configPath: join(root, 'wrangler.toml'),
  persist: { path: join(resolve(root, values.state), 'v3') },
});
const perOrder = Math.floor(TOTAL / ORDERS);
const drawingSize = Math.floor(perOrder * 0.05);
const started = performance.now();
try {
  for (let n = 0; n < ORDERS; n += 1) {
    const orderId = crypto.randomUUID();
    const frameId = crypto.randomUUID();
    const now = Date.now();
    const videoKey = `animations/${frameId}/${crypto.randomUUID()}.mp4`;
    await proxy.env.DB.batch([
      proxy.env.DB.prepare(
        `INSERT INTO orders (id, type, customer_email, customer_name, frame_size, amount_cents, payment_status, user_id, paid_at, created_at, updated_at)
         VALUES (?, 'frame', ?, 'Bench Parent', '7', 12900, 'paid', ?, ?, ?, ?)`,
      ).bind(orderId, email, me.id, now, now, now),
      proxy.env.DB.prepare(
        `INSERT INTO user_frames (id, user_id, order_id, frame_size, status, animation_video_url, created_at)
         VALUES (?, ?, ?, '7', 'ready', ?, ?)`,
      ).bind(frameId, me.id, orderId, videoKey, now),
    ]);
    for (const [i, size] of [drawingSize, drawingSize].entries()) {
      await proxy.env.FILES.put(`artwork/${orderId}/${crypto.randomUUID()}`, bytes(size, n * 10 + i + 1), {
        httpMetadata: { contentType: 'image/png' },
        customMetadata: { fileName: `drawing-${i + 1}.png` },
      });
    }
    await proxy.env.FILES.put(videoKey, bytes(perOrder - 2 * drawingSize, n * 10 + 9), {
      httpMetadata: { contentType: 'video/mp4' },
    });
  }
} finally {
  await proxy.dispose();
}
console.log(
  `seeded ${ORDERS} orders, ${(TOTAL / 1048576).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const before = totalRss();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, totalRss());
}, 50);
const t0 = performance.now();
const requested = await fetch(`${base}/api/user/export`, { method: 'POST', headers: { ...headers, cookie } });
if (requested.status !== 202) throw new Error(`export request: ${requested.status} ${await requested.text()}`);
type Latest = { export: { status: string; downloadUrl: string | null; size: number | null } | null };
let latest: Latest['export'] = null;
for (;;) {
  latest = ((await (await fetch(`${base}/api/user/export`, { headers: { cookie } })).json()) as Latest).export;
  if (latest?.status === 'ready' || latest?.status === 'failed') break;
  if (performance.now() - t0 > 600_000) throw new Error('export did not finish in 10 minutes');
  await new Promise((r) => setTimeout(r, 100));
}
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
if (latest?.status !== 'ready' || !latest.downloadUrl) throw new Error(`export ${latest?.status}`);

const download = await fetch(`${base}${latest.downloadUrl}`, { headers: { cookie } });
const zipPath = join(tmpdir(), `export-bench-${Date.now()}.zip`);
writeFileSync(zipPath, new Uint8Array(await download.arrayBuffer()));
const listing = execFileSync('unzip', ['-l', zipPath], { encoding: 'utf8' }).trim().split('\n');
const tested = execFileSync('unzip', ['-tq', zipPath], { encoding: 'utf8' }).trim();
rmSync(zipPath);

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
console.log(`data export on the local Worker (${base}): ${ORDERS} orders, ${(TOTAL / 1048576).toFixed(0)} MB of files`);
console.log(`  ready after    ${seconds.toFixed(2)} s (request -> queue -> ZIP in R2 -> mail)`);
console.log(`  zip            ${((latest.size ?? 0) / 1048576).toFixed(1)} MB, ${listing.at(-1)?.trim()}`);
console.log(
  pids.length > 0
    ? `  workerd RSS    peak ${mb(peak)}, before ${mb(before)}: +${mb(peak - before)} (pids ${pids.join(', ')})`
    : '  workerd RSS    not measured (pass --pids)',
);
console.log(`  unzip -t       ${tested}`);
