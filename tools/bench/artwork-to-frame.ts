/**
 * Benchmark (not a test) of the whole delivery of a frame animation (#19): the time from a
 * customer's artwork being submitted to a paired frame's library holding the verified video, with
 * every step scripted as the people and the frame do it:
 *   setup (not timed): a new customer signs in, pays a 7" frame order through the local Stripe
 *     emulator, pairs a frame (the frame player's own pairing client); the admin is signed in.
 *   timed: the customer uploads the drawing with tus and submits it (the clock starts when the
 *     submit is answered); the admin opens the order, opens the studio, renders the clip in the
 *     page (Playwright driving Debian's Chromium on the real studio, WebCodecs), which uploads it,
 *     and sends the preview; the customer approves it through the API; the frame syncs with the
 *     frame player's sync client into a temp library, which verifies the SHA-256 and size.
 * Prints each lap, the total (goal: under 5 minutes on a local machine) and the admin's clicks.
 *
 * Usage (from the repo root; the server serves the built app, so build web first):
 *   (cd web && ./node_modules/.bin/vite build)
 *   node_modules/.bin/tsx tools/bench/artwork-to-frame.ts            # starts its own fresh server on :8806
 *   node_modules/.bin/tsx tools/bench/artwork-to-frame.ts --url http://127.0.0.1:8803   # an e2e server
 * Options: --clip <seconds> (default 10, the studio's default), --drawing <png>, --port <n>.
 * The admin signs in once per run (sign-in links are limited to 5 per 15 minutes per address).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page, request } from '@playwright/test';
import type { ApiTarget } from '../../frame-player/src/core/cloud/api.ts';
import { pollPairing, requestPairingCode } from '../../frame-player/src/core/cloud/pairing.ts';
import { syncLibrary } from '../../frame-player/src/core/cloud/sync.ts';
import { Library } from '../../frame-player/src/core/library/library.ts';
import { benchShop, ok } from './bench-shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '8806' },
    clip: { type: 'string', default: '10' },
    drawing: { type: 'string', default: 'animate/fixtures/drawings/char1/texture.png' },
  },
});
const ADMIN_EMAIL = 'admin@drawings-to-magic.test';
const GOAL_MS = 5 * 60_000;
const port = Number(values.port);
const base = values.url ?? `http://127.0.0.1:${port}`;
const { headers, signInLink: signIn, paidFrameOrder, tusUpload } = benchShop(base);

async function waitForHealth(url: string) {
  for (let i = 0; i < 720; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not come up`);
}

function startServer(): ChildProcess {
  const state = `.tmp/bench-artwork-to-frame-${port}`;
  const args = ['tools/dev/start.ts', '--port', String(port), '--stripe-port', String(port + 3500)];
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [...args, '--persist-to', state, '--fresh'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  return child;
}

/** Signs a request context in through the local mailbox (as the magic link mail is followed). */
/** The admin's part in the browser; every click or typed field counts. */
async function adminRendersAndSends(page: Page, orderId: string, count: () => void) {
  // The order from the new-artwork mail's link.
  count();
  await page.goto(`/admin/frame-management?search=${orderId}`);
  const card = page.getByTestId('admin-frame');
  count();
  await card.getByRole('link', { name: /^Open studio/ }).click();
  const studio = page.getByTestId('animation-studio');
  await studio.getByTestId('studio-stage').waitFor({ timeout: 120_000 });
  if (values.clip !== '10') {
    count();
    await studio.getByLabel('Clip length (seconds)').fill(values.clip ?? '10');
  }
  lap('studio open (drawing cut out, rig ready)');
  count();
  await studio.getByRole('button', { name: /^Render video/ }).click();
  const rendered = studio.getByTestId('studio-rendered');
  await rendered.waitFor({ timeout: 600_000 });
  lap(`rendered and uploaded: ${await rendered.locator('p').first().textContent()}`);
  count();
  await rendered.getByRole('button', { name: 'Send preview' }).click();
  await rendered.getByText(/^The customer was sent version \d+ to review\.$/).waitFor();
}

let started = 0;
function lap(what: string) {
  console.info(`${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  ${what}`);
}

const server = values.url ? null : startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const libraryDir = await mkdtemp(join(tmpdir(), 'dtm-bench-library-'));
try {
  await waitForHealth(base);
  const drawing = await readFile(resolve(root, values.drawing ?? ''));
  const customer = await request.newContext({ baseURL: base });
  const email = `bench-${Date.now()}@example.com`;
  await customer.get(await signIn(customer, email));
  const { orderId, token } = await paidFrameOrder(customer, email);

  const api: ApiTarget = { baseUrl: base };
  const code = await requestPairingCode(api, { name: 'Bench frame', frameSize: '7' });
  await ok('pair', customer.post('/api/user/devices/pair', { data: { code: code.userCode }, headers }));
  const paired = await pollPairing(api, code.deviceCode);
  if (paired.status !== 'paired') throw new Error(`pairing: ${paired.status}`);
  const { library } = await Library.open(libraryDir);

  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(await signIn(context.request, ADMIN_EMAIL, '/admin'));
  console.info(`set up: order ${orderId}, frame paired, admin signed in; the clock starts at the submit`);

  await tusUpload(drawing, token, 'drawing.png');
  const state = await ok<{ files: { url: string }[] }>('upload state', customer.get(`/api/upload/${token}`));
  started = performance.now();
  await ok(
    'submit',
    customer.post(`/api/upload/${token}/submit`, { data: { artworkUrls: state.files.map((f) => f.url) }, headers }),
  );
  lap(`artwork submitted (${(drawing.length / 1e6).toFixed(2)} MB drawing)`);

  let clicks = 0;
  await adminRendersAndSends(page, orderId, () => {
    clicks += 1;
  });
  lap('preview sent');

  const frames = await ok<{ id: string; orderId: string }[]>('frames', customer.get('/api/user/frames'));
  const frameId = frames.find((frame) => frame.orderId === orderId)?.id ?? '';
  const review = await ok<{ preview: { version: number } | null }>(
    'review',
    customer.get(`/api/user/frames/${frameId}/review`),
  );
  if (!review.preview) throw new Error('no preview to approve');
  await ok(
    'approve',
    customer.post(`/api/user/frames/${frameId}/review/approve`, { data: { version: review.preview.version }, headers }),
  );
  lap('the customer approved it');

  const result = await syncLibrary(api, paired.token.token, library);
  if (result.failed.length > 0 || result.downloaded !== 1) throw new Error(`sync: ${JSON.stringify(result)}`);
  const total = performance.now() - started;
  const [entry] = library.entries();
  if (!entry) throw new Error('the library is empty');
  const bytes = await readFile(library.pathOf(entry));
  const verified = createHash('sha256').update(bytes).digest('hex') === entry.sha256 && bytes.length === entry.size;
  if (!verified) throw new Error('the library file does not match its checksum');
  lap(
    `the frame's library holds the verified file (${(entry.size / 1e6).toFixed(2)} MB, sha-256 ${entry.sha256.slice(0, 12)}…)`,
  );
  console.info(
    `\nartwork submitted -> frame library verified: ${(total / 1000).toFixed(1)} s (${total < GOAL_MS ? 'under' : 'OVER'} the 5 min goal); admin clicks: ${clicks}; clip ${values.clip} s`,
  );
  await context.close();
  await customer.dispose();
} finally {
  await browser.close();
  await rm(libraryDir, { recursive: true, force: true });
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
