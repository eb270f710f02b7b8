/**
 * Probe benchmark (not a test): pokes a running local shop from outside, as an attacker and a
 * clumsy user would, and prints figures: requests per area, answers by status, 5xx answers (must
 * be 0), error answers without the JSON shape `{ error, code, requestId }`, lost order rows and
 * voucher uses against the voucher's limit.
 *
 * 1. Access sweep: every /api route of worker/test/access-table.ts (the table the workerd test
 *    checks against the app's route list) as guest, customer (Anna), other customer (Ben) and admin.
 * 2. Bad input: malformed bodies for every POST/PATCH/PUT route, malformed path parameters and
 *    query strings for every route.
 * 3. Checkout load: concurrent guests buy a frame with a fresh limited voucher, pay in the Stripe
 *    emulator and complete; then D1 (through the admin API) is compared with what was answered.
 *
 * Usage: node_modules/.bin/tsx tools/bench/probe-bench.ts [--clients 20] [--voucher-limit 5] [--seconds 115]
 *   (--seconds: time from the shop's first answer after which the bad-input sweep stops; on a busy
 *   machine the default leaves part of it out and says how much; --seconds 600 sends all of it).
 *   Starts its own freshly seeded shop (tools/dev/start.ts, ports 8796/12196, .tmp/probe-state)
 *   unless PROBE_URL (and PROBE_STRIPE_URL, default http://127.0.0.1:12111) point at a running one.
 *   Exit code 1 when a 5xx, a lost row, an access mismatch or a voucher overuse was seen.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ADDRESS,
  emptyFixtures,
  type Fixtures,
  ROLES,
  type Role,
  RULES,
  type Rule,
  requestFor,
} from '../../worker/test/access-table';
import { DEMO_USERS } from '../seed/demo-data';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '8796' },
    'stripe-port': { type: 'string', default: '12196' },
    'persist-to': { type: 'string', default: '.tmp/probe-state' },
    clients: { type: 'string', default: '20' },
    'voucher-limit': { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '6' },
    /** Seconds after the shop answers until the bad-input sweep stops sending (raise it for a full sweep). */
    seconds: { type: 'string', default: '115' },
  },
});

const OWN_SERVER = !process.env.PROBE_URL;
const BASE = (process.env.PROBE_URL ?? `http://127.0.0.1:${args.port}`).replace(/\/$/, '');
const STRIPE = (
  process.env.PROBE_STRIPE_URL ?? (OWN_SERVER ? `http://127.0.0.1:${args['stripe-port']}` : 'http://127.0.0.1:12111')
).replace(/\/$/, '');
const CLIENTS = Number(args.clients);
const VOUCHER_LIMIT = Number(args['voucher-limit']);
const CONCURRENCY = Number(args.concurrency);
const RUN = Math.random().toString(36).slice(2, 8);
const STARTED = Date.now();
/**
 * Each area stops sending when its share of the time is used up; bad input gets what is left of
 * `afterReady` (counted from the moment the shop answers), at least `badInputMin`.
 */
const BUDGET_MS = { access: 60_000, checkout: 60_000, afterReady: Number(args.seconds) * 1000, badInputMin: 25_000 };
let readyAt = Date.now();

for (const target of [BASE, STRIPE]) {
  const host = new URL(target).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`probe-bench only talks to 127.0.0.1, not ${host}`);
}

// ---------------------------------------------------------------------------------------------
// HTTP with per-area counting

type Area = 'setup' | 'access' | 'badInput' | 'checkout' | 'stripe';
type Problem = { area: Area; request: string; status: number; answer: string };
type Tally = { requests: number; byStatus: Map<number, number>; netErrors: number };

const tallies = new Map<Area, Tally>();
const fiveHundreds: Problem[] = [];
const badShapes: Problem[] = [];
const netErrors: Problem[] = [];

function tally(area: Area): Tally {
  let t = tallies.get(area);
  if (!t) {
    t = { requests: 0, byStatus: new Map(), netErrors: 0 };
    tallies.set(area, t);
  }
  return t;
}

/** Cookies of one browser. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

type Answer = { status: number; headers: Headers; text: string; json: unknown };
type Send = {
  method?: string;
  jar?: Jar | undefined;
  json?: unknown;
  /** A raw body (sent as is, with `contentType`). */
  body?: string | Uint8Array | undefined;
  contentType?: string;
  headers?: Record<string, string> | undefined;
  /** Label for the problem lists (defaults to method and path). */
  label?: string;
};

const short = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function describeBody(body: string | Uint8Array | undefined): string {
  if (body === undefined) return '';
  const text = typeof body === 'string' ? body : `<${body.byteLength} bytes>`;
  return ` body ${short(JSON.stringify(text), 160)}`;
}

/** One request to the shop (or, with area 'stripe', the emulator); counted, checked for 5xx and error shape. */
async function send(area: Area, path: string, options: Send = {}): Promise<Answer> {
  const base = area === 'stripe' ? STRIPE : BASE;
  const method = options.method ?? (options.json !== undefined || options.body !== undefined ? 'POST' : 'GET');
  const headers = new Headers(options.headers);
  if (area !== 'stripe' && method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', BASE);
  const cookie = options.jar?.header();
  if (cookie) headers.set('cookie', cookie);
  let body: string | Uint8Array | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('content-type', 'application/json');
  } else if (options.contentType) headers.set('content-type', options.contentType);
  const url = `${base}${path}`;
  if (new URL(url).origin !== new URL(base).origin) throw new Error(`refusing to leave ${base}: ${url}`);
  const label = options.label ?? `${method} ${short(path, 200)}${describeBody(body)}`;
  const t = tally(area);
  t.requests += 1;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    t.netErrors += 1;
    netErrors.push({ area, request: label, status: 0, answer: String((error as Error).cause ?? error) });
    return { status: 0, headers: new Headers(), text: '', json: undefined };
  }
  options.jar?.take(res);
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  t.byStatus.set(res.status, (t.byStatus.get(res.status) ?? 0) + 1);
  if (area !== 'stripe') {
    if (res.status >= 500) fiveHundreds.push({ area, request: label, status: res.status, answer: short(text) });
    else if (res.status >= 400 && !hasErrorShape(res, json)) {
      badShapes.push({ area, request: label, status: res.status, answer: short(text) });
    }
  }
  return { status: res.status, headers: res.headers, text, json };
}

function hasErrorShape(res: Response, json: unknown): boolean {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return false;
  const body = json as { error?: unknown; code?: unknown; requestId?: unknown } | undefined;
  return (
    typeof body?.error === 'string' &&
    body.error.length > 0 &&
    typeof body.code === 'string' &&
    typeof body.requestId === 'string'
  );
}

/** Runs `tasks` with at most `limit` at once; stops starting new ones after `deadline`. */
async function pool<T>(items: T[], limit: number, deadline: number, task: (item: T) => Promise<void>) {
  let next = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      if (Date.now() > deadline) {
        skipped += 1;
        continue;
      }
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
  return skipped;
}

const list = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  if (value && typeof value === 'object') {
    const inner = Object.values(value).find(Array.isArray);
    if (inner) return inner as Record<string, unknown>[];
  }
  return [];
};
const field = (value: unknown, key: string): string => {
  const v = (value as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'string' ? v : '';
};
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

// ---------------------------------------------------------------------------------------------
// The server

let server: ChildProcess | undefined;
let serverLog = '';

async function startServer() {
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web app first (pnpm --filter @dtm/web build).');
  }
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [
      'tools/dev/start.ts',
      '--port',
      args.port,
      '--stripe-port',
      args['stripe-port'],
      '--persist-to',
      args['persist-to'],
      '--fresh',
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STRIPE_EMULATOR_QUIET: '1' },
    },
  );
  server = child;
  const keep = (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the shop did not start within 150 s:\n${serverLog}`)), 150_000);
    const check = () => {
      if (serverLog.includes('Drawings-to-Magic is running')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`tools/dev/start.ts exited (${code}):\n${serverLog}`));
    });
  });
}

function stopServer() {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Sign-in (passwordless: the link from the dev mailbox)

let signIns = 0;
async function signIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const asked = await send('setup', '/api/auth/sign-in/magic-link', { json: { email } });
  if (asked.status !== 200) throw new Error(`sign-in mail for ${email}: ${asked.status} ${asked.text}`);
  signIns += 1;
  const mailbox = await send('setup', '/dev/mailbox.json');
  const mail = list(mailbox.json).find((m) => m.to === email.toLowerCase());
  const link = ((mail?.links as string[] | undefined) ?? []).find((l) => l.includes('/api/auth/magic-link/verify'));
  if (!link) throw new Error(`no sign-in link for ${email} in the dev mailbox`);
  const url = new URL(link);
  const verified = await send('setup', `${url.pathname}${url.search}`, { jar, label: 'GET <sign-in link>' });
  if (verified.status !== 302 || !jar.header()?.includes('session_token')) {
    throw new Error(`sign-in link for ${email}: ${verified.status} ${verified.text}`);
  }
  return jar;
}

// ---------------------------------------------------------------------------------------------
// Stripe emulator: the browser's card form

async function payInEmulator(clientSecret: string, card = '4242424242424242') {
  const res = await send('stripe', '/emulator/confirm', {
    json: { clientSecret, card: { number: card, exp_month: 12, exp_year: 2034, cvc: '123' } },
  });
  return (res.json as { paymentIntent?: { id: string; status: string } } | undefined)?.paymentIntent;
}

const stripeKey = { authorization: 'Bearer sk_test_probe_bench' };
async function retrieveIntent(id: string) {
  const res = await send('stripe', `/v1/payment_intents/${encodeURIComponent(id)}`, { headers: stripeKey });
  return res.json as { id: string; status: string; amount: number; amount_received: number } | undefined;
}

// ---------------------------------------------------------------------------------------------
// Fixtures from the seeded shop (what the workerd test writes into D1, read or made here by API)

const PNG = new Uint8Array(100).map((_, i) => (i * 31 + 7) & 0xff);
PNG.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** The first bytes of an MP4 (ISO-BMFF ftyp box), enough for the back office's video check. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\0\0isommp41'), Buffer.alloc(200, 1)]);

async function uploadAnimation(
  admin: Jar | undefined,
  id: string,
  kind: 'characters' | 'frames' = 'characters',
): Promise<number> {
  const boundary = `probe${RUN}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="probe.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    MP4,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await send('setup', `/api/admin/${kind}/${id}/animation-upload`, {
    method: 'POST',
    jar: admin,
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
  });
  return res.status;
}

async function buildFixtures(jars: Record<Role, Jar | undefined>): Promise<{ f: Fixtures; notes: string[] }> {
  const f: Fixtures = { ...emptyFixtures(), unique: `-${RUN}` };
  const notes: string[] = [];
  const anna = jars.customer;
  const order = (type: 'frame' | 'character', extra: Record<string, unknown> = {}) =>
    send('setup', `/api/orders/${type}`, {
      jar: anna,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', ...extra },
    });
  f.frameOrderId = field((await order('frame', { frameSize: '7' })).json, 'orderId');
  f.characterOrderId = field((await order('character')).json, 'orderId');
  f.paidOrderId = field((await order('frame', { frameSize: '5' })).json, 'orderId');

  // The paid order: paid as the customer would, through the emulator.
  const setup = await send('setup', `/api/orders/${f.paidOrderId}/payment-intent`, {
    jar: anna,
    json: { shippingAddress: ADDRESS },
  });
  const clientSecret = field(setup.json, 'clientSecret');
  const intent = clientSecret ? await payInEmulator(clientSecret) : undefined;
  if (intent?.status === 'succeeded') {
    const done = await send('setup', `/api/orders/${f.paidOrderId}/complete-payment`, {
      method: 'PATCH',
      jar: anna,
      json: { paymentIntentId: intent.id },
    });
    f.uploadToken = field(done.json, 'uploadToken');
  }
  if (!f.uploadToken) notes.push(`the fixture order could not be paid (payment-intent ${setup.status})`);

  // One received file on its upload link (tus: create, then one PATCH).
  const created = await send('setup', '/api/uploads/tus', {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(PNG.byteLength),
      'upload-metadata': `token ${b64(f.uploadToken)},filename ${b64('drawing.png')},filetype ${b64('image/png')}`,
    },
  });
  const location = created.headers.get('location') ?? '';
  f.uploadId = location.split('/').pop() ?? '';
  const patched = await send('setup', new URL(location || '/missing', BASE).pathname, {
    method: 'PATCH',
    body: PNG,
    contentType: 'application/offset+octet-stream',
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0' },
  });
  if (created.status !== 201 || patched.status !== 204) {
    notes.push(`fixture upload: create ${created.status}, patch ${patched.status}`);
  }
  const link = await send('setup', `/api/upload/${f.uploadToken}`);
  f.fileUrl = field(list((link.json as { files?: unknown })?.files)[0], 'url');

  // The customer's own rows: the seed gives Anna a frame, characters, an animation with a variation, a background.
  const mine = async (path: string) => list((await send('setup', path, { jar: anna })).json);
  const frames = await mine('/api/user/frames');
  const characters = await mine('/api/user/characters');
  const animations = await mine('/api/user/animations');
  const backgrounds = await mine('/api/user/backgrounds');
  f.owned.frame = field(frames[0], 'id');
  if (f.owned.frame && !field(frames[0], 'animationDownloadUrl')) {
    // The frame's finished animation, so its download and USB manifest answer the owner.
    const uploaded = await uploadAnimation(jars.admin, f.owned.frame, 'frames');
    if (uploaded !== 201) notes.push(`animation upload for the customer's frame: ${uploaded}`);
  }
  const ready = characters.find((c) => field(c, 'animationDownloadUrl') || field(c, 'animationVideoUrl'));
  f.owned.character = field(ready ?? characters[0], 'id');
  if (!ready && f.owned.character) {
    // The seed's characters are still being made: the back office uploads an animation, as staff would.
    const uploaded = await uploadAnimation(jars.admin, f.owned.character);
    if (uploaded !== 200) notes.push(`animation upload for the customer's character: ${uploaded}`);
  }
  f.owned.animation = field(animations[0], 'id');
  f.owned.background = field(backgrounds[0], 'id');
  f.owned.variation = field((await mine(`/api/user/animations/${f.owned.animation}/variations`))[0], 'id');

  // Items for sale the customer does not own yet, and a public media file.
  const catalog = list((await send('setup', '/api/animations')).json);
  const owned = new Set(animations.map((a) => field(a, 'animationId')));
  f.forSale.animation = field(
    catalog.find((a) => !owned.has(field(a, 'id'))),
    'id',
  );
  const backgroundCatalog = list((await send('setup', '/api/backgrounds')).json);
  const ownedBackgrounds = new Set(backgrounds.map((b) => field(b, 'backgroundId')));
  f.forSale.background = field(
    backgroundCatalog.find((b) => !ownedBackgrounds.has(field(b, 'id'))),
    'id',
  );
  f.mediaPath = field(catalog[0], 'thumbnailUrl');
  for (const [name, value] of Object.entries({ ...f, ...f.owned, ...f.forSale })) {
    if (value === '') notes.push(`fixture ${name} is missing`);
  }
  return { f, notes };
}

// ---------------------------------------------------------------------------------------------
// 1. Access sweep

type Mismatch = { route: string; role: Role; expected: number; got: number; request: string };
const mismatches: Mismatch[] = [];

const unchecked: string[] = [];

async function checkRule(route: string, rule: Rule, role: Role, jar: Jar | undefined, f: Fixtures) {
  const { method, path, json, headers } = requestFor(route, rule, f);
  if (!path.startsWith('/api/') || path.split('?')[0]?.split('/').slice(1).includes('')) {
    unchecked.push(`${route} as ${role} (a fixture is missing: ${JSON.stringify(path)})`);
    return;
  }
  const res = await send('access', path, { method, jar, json, headers, label: `${method} ${path} as ${role}` });
  const expected = rule.expect[role];
  if (res.status !== expected) {
    mismatches.push({
      route,
      role,
      expected,
      got: res.status,
      request: `${method} ${path}${json ? ` ${short(JSON.stringify(json), 120)}` : ''}`,
    });
  }
}

/** Every rule but the ones ending a session (those run last, see endSessions). */
async function accessSweep(jars: Record<Role, Jar | undefined>, f: Fixtures) {
  const deadline = Date.now() + BUDGET_MS.access;
  const rules = Object.entries(RULES).filter(([, rule]) => !rule.endsSession);
  // Routes one after another (the preview is written before it is read), the roles of a route at once.
  const skipped = await pool(rules, 1, deadline, async ([route, rule]) => {
    await Promise.all(ROLES.map((role) => checkRule(route, rule, role, jars[role], f)));
  });
  return { routes: rules.length, skipped };
}

/** The rules that end a session: each role's own session, the admin's signed in again in between. */
async function endSessions(jars: Record<Role, Jar | undefined>, f: Fixtures) {
  const ending = Object.entries(RULES).filter(([, rule]) => rule.endsSession);
  // Ending routes that only admins may use first (a customer's session survives its 403).
  ending.sort(([, a], [, b]) => Number(b.expect.customer === 403) - Number(a.expect.customer === 403));
  for (const [index, [route, rule]] of ending.entries()) {
    if (index > 0 && jars.admin) jars.admin = await signIn(DEMO_USERS.admin.email);
    for (const role of ROLES) await checkRule(route, rule, role, jars[role], f);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Bad input

const HUGE = 'A'.repeat(1_500_000);
/** `tier` orders the work: when the time budget runs out, the later tiers are the ones left out. */
type Variant = { name: string; tier: number; body: string | Uint8Array; contentType: string };

function mapLeaves(value: unknown, onString: (s: string) => unknown, onNumber: (n: number) => unknown): unknown {
  if (typeof value === 'string') return onString(value);
  if (typeof value === 'number') return onNumber(value);
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, onString, onNumber));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, onString, onNumber)]));
  }
  return value;
}
const eachField = (value: unknown, to: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0
    ? Object.fromEntries(Object.keys(value).map((k) => [k, to]))
    : { field: to };
const isNumeric = (s: string) => /^-?\d+(\.\d+)?$/.test(s);

/** Malformed bodies made from a route's valid one; variants that come out equal to it are left out. */
function bodyVariants(valid: unknown): Variant[] {
  const base = valid && typeof valid === 'object' ? valid : {};
  const validText = JSON.stringify(base);
  const json = (name: string, tier: number, value: unknown): Variant => ({
    name,
    tier,
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const raw = (name: string, tier: number, body: string | Uint8Array, contentType = 'application/json'): Variant => ({
    name,
    tier,
    body,
    contentType,
  });
  const hasFields = Object.keys(base).length > 0;
  const strings = (fn: (s: string) => string, none: Record<string, string>) =>
    hasFields ? mapLeaves(base, fn, (n) => n) : none;
  // Bytes that are not UTF-8 inside the first string value.
  const firstString = validText.match(/"(?:[^"\\]|\\.)*"\s*:\s*"/);
  const cut = firstString ? (firstString.index ?? 0) + firstString[0].length : -1;
  const invalidUtf8 =
    cut > 0
      ? Buffer.concat([
          Buffer.from(validText.slice(0, cut)),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from(validText.slice(cut)),
        ])
      : Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
  const variants = [
    raw('not JSON', 1, '{"oops": '),
    raw('empty', 1, ''),
    json('array', 1, []),
    json('null', 1, null),
    json(
      'huge strings',
      2,
      hasFields
        ? mapLeaves(
            base,
            () => HUGE,
            (n) => n,
          )
        : { note: HUGE },
    ),
    json('wrong types', 1, eachField(base, 12345)),
    json(
      'NUL bytes',
      1,
      strings((s) => `${s.slice(0, 1)}\u0000${s.slice(1)}`, { note: 'a\u0000b' }),
    ),
    json(
      'lone surrogate',
      1,
      strings((s) => `\uD800${s}`, { note: '\uD800' }),
    ),
    json(
      'RTL override',
      1,
      strings((s) => `\u202E${s}`, { note: '\u202Etxt.exe' }),
    ),
    raw(
      'extra fields',
      1,
      `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${validText.slice(1, -1)}${
        hasFields ? ',' : ''
      }"isAdmin":true,"is_admin":1,"userId":"${DEMO_USERS.admin.id}","paymentStatus":"paid","amountCents":1}`,
    ),
    raw('text/plain', 5, 'hello there', 'text/plain'),
    json('array of valid', 5, [base]),
    json('number', 5, 42),
    raw('deep nesting', 5, `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    raw('invalid UTF-8', 5, invalidUtf8),
    json('wrong types: object', 5, eachField(base, { $gt: '' })),
    json('wrong types: array', 5, eachField(base, ['x'])),
    json(
      'negative numbers',
      5,
      mapLeaves(
        base,
        (s) => (isNumeric(s) ? `-${s}` : s),
        () => -1,
      ),
    ),
    json(
      'huge numbers',
      5,
      mapLeaves(
        base,
        (s) => (isNumeric(s) ? '9'.repeat(30) : s),
        () => 1e308,
      ),
    ),
    raw('number 1e999', 5, JSON.stringify(eachField(base, 0)).replaceAll(':0', ':1e999')),
  ];
  return variants.filter((v) => typeof v.body !== 'string' || v.body !== validText);
}

const PARAM_VALUES = ['%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(3000), '%E0%A4%A', '%ED%A0%80', "1'%20OR%20'1'%3D'1"];
const QUERIES = [
  `search=${'a'.repeat(5000)}&category=${'b'.repeat(5000)}`,
  'search=%&category=%E0%A4%A',
  'search=%00%ED%A0%80&category=%E2%80%AE',
  'search[]=a&search[]=b&category[]=x',
  'page=-1&pageSize=1e9&page=99999999999999999999',
  'returnTo=//evil.example/x&callbackURL=https://evil.example&token=%00',
];

/** The role that gets furthest into a route (its body and parameters are read): one with a 2xx if any. */
function deepestRole(rule: Rule): Role {
  const order: Role[] = ['customer', 'admin', 'otherCustomer', 'guest'];
  return (
    order.find((r) => rule.expect[r] < 300) ??
    order.find((r) => rule.expect[r] !== 401 && rule.expect[r] !== 403) ??
    'customer'
  );
}

type BadResult = { kind: string; route: string; status: number; ms: number };
/** Control, format (bidi overrides) and lone surrogate characters, which stored names must not keep. */
const UNSAFE_TEXT = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** After the sweep: the names the customer's malformed bodies may have changed, read back. */
async function storedTextProblems(customer: Jar | undefined): Promise<string[]> {
  const problems: string[] = [];
  const check = (where: string, value: unknown) => {
    if (typeof value === 'string' && UNSAFE_TEXT.test(value)) problems.push(`${where}: ${JSON.stringify(value)}`);
  };
  const me = (await send('badInput', '/api/auth/user', { jar: customer })).json as Record<string, unknown> | undefined;
  for (const key of ['firstName', 'lastName', 'name']) check(`GET /api/auth/user ${key}`, me?.[key]);
  for (const row of list((await send('badInput', '/api/user/frames', { jar: customer })).json)) {
    check(`GET /api/user/frames frameName`, row.frameName);
  }
  for (const row of list((await send('badInput', '/api/user/characters', { jar: customer })).json)) {
    check(`GET /api/user/characters characterName`, row.characterName);
  }
  return problems;
}
const badResults: BadResult[] = [];
const openRedirects: string[] = [];

async function badInputSweep(jars: Record<Role, Jar | undefined>, f: Fixtures) {
  const deadline = Math.max(Date.now() + BUDGET_MS.badInputMin, readyAt + BUDGET_MS.afterReady);
  /** Sorted by tier, then by `turn` (the n-th variant of each route), so a cut leaves out whole kinds, not routes. */
  type Job = { tier: number; turn: number; run: () => Promise<void> };
  const turns = new Map<string, number>();
  const jobs: Job[] = [];
  for (const [route, rule] of Object.entries(RULES)) {
    // Session-ending routes as a guest: the probe's own sessions are needed until the end.
    const role: Role = rule.endsSession ? 'guest' : deepestRole(rule);
    const jar = jars[role];
    const req = requestFor(route, rule, f);
    const pattern = route.split(' ')[1] ?? '';
    const fire = (kind: string, tier: number, path: string, options: Send) => {
      const turn = turns.get(`${route} ${tier}`) ?? 0;
      turns.set(`${route} ${tier}`, turn + 1);
      jobs.push({
        tier,
        turn,
        run: async () => {
          const started = Date.now();
          const res = await send('badInput', path, options);
          badResults.push({ kind, route, status: res.status, ms: Date.now() - started });
          const location = res.headers.get('location');
          if (res.status >= 300 && res.status < 400 && location) {
            if (new URL(location, BASE).origin !== new URL(BASE).origin) {
              openRedirects.push(`${req.method} ${short(path, 160)} -> ${location}`);
            }
          }
        },
      });
    };
    if (['POST', 'PATCH', 'PUT'].includes(req.method) && !rule.endsSession) {
      for (const v of bodyVariants(req.json)) {
        fire(`body: ${v.name}`, v.tier, req.path, {
          method: req.method,
          jar,
          body: v.body,
          contentType: v.contentType,
          headers: req.headers,
          label: `${req.method} ${req.path} as ${role} [${v.name}] content-type ${v.contentType}${describeBody(v.body)}`,
        });
      }
    }
    // Path parameters: each one in turn replaced (a wildcard's whole tail); the body stays valid.
    const patternParts = pattern.split('/');
    const pathParts = req.path.split('?')[0]?.split('/') ?? [];
    patternParts.forEach((part, index) => {
      if (!part.startsWith(':') && part !== '*') return;
      for (const value of PARAM_VALUES) {
        const parts =
          part === '*' ? [...pathParts.slice(0, index), value] : pathParts.map((p, i) => (i === index ? value : p));
        fire(`path: ${short(value, 24)}`, 3, parts.join('/'), {
          method: req.method,
          jar,
          json: req.json,
          headers: req.headers,
          label: `${req.method} ${short(parts.join('/'), 200)} as ${role}`,
        });
      }
    });
    // Query strings on the GET routes without parameters (lists, sign-in, the link check).
    if (req.method === 'GET' && !pattern.includes(':') && !pattern.includes('*')) {
      for (const query of QUERIES) {
        const path = `${req.path.split('?')[0]}?${query}`;
        fire(`query: ${short(query, 24)}`, 4, path, {
          jar,
          headers: req.headers,
          label: `GET ${short(path, 200)} as ${role}`,
        });
      }
    }
  }
  jobs.sort((a, b) => a.tier - b.tier || a.turn - b.turn);
  const skipped = await pool(jobs, CONCURRENCY, deadline, (job) => job.run());
  const tiers = new Map<number, number>();
  for (const job of jobs) tiers.set(job.tier, (tiers.get(job.tier) ?? 0) + 1);
  return { planned: jobs.length, skipped, tiers };
}

// ---------------------------------------------------------------------------------------------
// 3. Checkout load

type ClientResult = {
  orderId: string;
  created: boolean;
  voucherAtCreate: boolean;
  voucherAtPayment: boolean;
  intentId: string;
  paidAtEmulator: boolean;
  completed: string;
  steps: string[];
  /** A double click on Pay answered once 409 and once 200: the request and both answers. */
  raceEvidence?: string;
};

async function checkoutClient(i: number, code: string, tag: string): Promise<ClientResult> {
  const jar = new Jar();
  const result: ClientResult = {
    orderId: '',
    created: false,
    voucherAtCreate: false,
    voucherAtPayment: false,
    intentId: '',
    paidAtEmulator: false,
    completed: '',
    steps: [],
  };
  const clumsy = i % 4 === 0;
  const order = {
    customerName: `Probe ${tag} Client ${i}`,
    customerEmail: `probe-${tag}-${i}@example.com`,
    frameSize: i % 2 ? '5' : '7',
  };
  let created = await send('checkout', '/api/orders/frame', { jar, json: { ...order, voucherCode: code } });
  result.steps.push(`create ${created.status}`);
  result.voucherAtCreate = created.status === 201;
  if (created.status !== 201) {
    // The voucher was refused at once: the customer goes on without it.
    created = await send('checkout', '/api/orders/frame', { jar, json: order });
    result.steps.push(`create without voucher ${created.status}`);
  }
  result.orderId = field(created.json, 'orderId');
  result.created = created.status === 201 && result.orderId !== '';
  if (!result.created) return result;

  const setupPath = `/api/orders/${result.orderId}/payment-intent`;
  const setupOnce = (withoutVoucher = false) =>
    send('checkout', setupPath, {
      jar,
      json: { shippingAddress: ADDRESS, ...(withoutVoucher ? { withoutVoucher } : {}) },
    });
  // A clumsy customer double-clicks "Pay".
  let setups = clumsy ? await Promise.all([setupOnce(), setupOnce()]) : [await setupOnce()];
  result.steps.push(`payment-intent ${setups.map((s) => s.status).join('+')}`);
  let setup = setups.find((s) => s.status === 200);
  const refused = setups.find((s) => s.status === 409);
  if (setup && refused) {
    result.raceEvidence = `2 x POST ${setupPath} ${JSON.stringify({ shippingAddress: ADDRESS })} at once (guest cookie of the order, voucher ${code}) -> ${refused.status} ${short(refused.text, 200)} | ${setup.status} ${short(setup.text.replace(/"clientSecret":"[^"]*"/, '"clientSecret":"…"'), 200)}`;
  }
  result.voucherAtPayment = result.voucherAtCreate && Boolean(setup);
  if (!setup && setups.some((s) => s.status === 409)) {
    setups = [await setupOnce(true)];
    result.steps.push(`payment-intent without voucher ${setups[0]?.status}`);
    setup = setups.find((s) => s.status === 200);
    result.voucherAtPayment = false;
  }
  if (!setup) return result;
  const secrets = new Set(setups.map((s) => field(s.json, 'clientSecret')).filter(Boolean));
  if (secrets.size > 1) result.steps.push(`double click gave ${secrets.size} different intents`);
  const clientSecret = field(setup.json, 'clientSecret');
  if (!clientSecret) {
    result.steps.push('free order');
    return result;
  }
  result.intentId = clientSecret.split('_secret_')[0] ?? '';
  const intent = await payInEmulator(clientSecret);
  result.paidAtEmulator = intent?.status === 'succeeded';
  result.steps.push(`emulator ${intent?.status ?? 'error'}`);

  const complete = () =>
    send('checkout', `/api/orders/${result.orderId}/complete-payment-guest`, {
      method: 'PATCH',
      jar,
      json: { paymentIntentId: result.intentId },
    });
  const completions = clumsy ? await Promise.all([complete(), complete()]) : [await complete()];
  result.steps.push(`complete ${completions.map((c) => c.status).join('+')}`);
  result.completed = completions.map((c) => field(c.json, 'paymentStatus') || String(c.status)).join('+');
  return result;
}

type AdminOrder = {
  id: string;
  amount: string;
  discountAmount: string;
  voucherCode: string | null;
  stripePaymentIntentId: string | null;
  paymentStatus: string;
};

async function checkout(admin: Jar) {
  const deadline = Date.now() + BUDGET_MS.checkout;
  const code = `PROBE-${RUN}`.toUpperCase();
  const made = await send('checkout', '/api/admin/vouchers', {
    jar: admin,
    json: { code, discountType: 'percentage', discountValue: '20', usageLimit: VOUCHER_LIMIT },
  });
  if (made.status !== 201) throw new Error(`voucher not created: ${made.status} ${made.text}`);

  const started = Date.now();
  const results = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => checkoutClient(i + 1, code, RUN)));
  const checkoutMs = Date.now() - started;

  // Wait for the webhooks to land: read until two reads in a row agree (or the budget ends).
  const createdIds = new Set(results.filter((r) => r.created).map((r) => r.orderId));
  let rows: AdminOrder[] = [];
  let previous = '';
  for (let attempt = 0; attempt < 20 && Date.now() < deadline; attempt++) {
    const page = await send('checkout', `/api/admin/orders?search=${encodeURIComponent(`probe-${RUN}`)}&pageSize=100`, {
      jar: admin,
    });
    rows = list((page.json as { orders?: unknown })?.orders) as unknown as AdminOrder[];
    const now = JSON.stringify(rows.map((r) => [r.id, r.paymentStatus]).sort());
    if (now === previous) break;
    previous = now;
    await new Promise((r) => setTimeout(r, 1500));
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lost = [...createdIds].filter((id) => !byId.has(id));
  // A row missing from the search may still exist: ask for it by id.
  const reallyLost: string[] = [];
  for (const id of lost) {
    const one = await send('checkout', `/api/admin/orders/${id}`, { jar: admin });
    if (one.status !== 200) reallyLost.push(id);
    else byId.set(id, (one.json as { order: AdminOrder }).order);
  }

  const intents = new Map<string, Awaited<ReturnType<typeof retrieveIntent>>>();
  for (const r of results) if (r.intentId) intents.set(r.intentId, await retrieveIntent(r.intentId));
  const succeeded = [...intents.values()].filter((pi) => pi?.status === 'succeeded');
  const orders = [...byId.values()].filter((o) => createdIds.has(o.id));
  const paid = orders.filter((o) => o.paymentStatus === 'paid');
  const amountMismatches: string[] = [];
  const statusMismatches: string[] = [];
  for (const o of orders) {
    const pi = o.stripePaymentIntentId ? intents.get(o.stripePaymentIntentId) : undefined;
    const piPaid = pi?.status === 'succeeded';
    if ((o.paymentStatus === 'paid') !== piPaid && o.stripePaymentIntentId) {
      statusMismatches.push(`order ${o.id}: ${o.paymentStatus}, intent ${o.stripePaymentIntentId} ${pi?.status}`);
    }
    if (o.paymentStatus === 'paid' && pi && cents(o.amount) !== pi.amount_received) {
      amountMismatches.push(`order ${o.id}: amount ${o.amount}, intent ${pi.id} amount_received ${pi.amount_received}`);
    }
  }
  // Intents the customers paid that their order does not point at (money taken, order elsewhere).
  const orphanIntents = succeeded.filter((pi) => pi && !orders.some((o) => o.stripePaymentIntentId === pi.id));

  const vouchers = list((await send('checkout', '/api/admin/vouchers', { jar: admin })).json);
  const voucher = vouchers.find((v) => v.code === code) as
    | { usedCount: number; reservedCount?: number; usageLimit: number | null }
    | undefined;
  const paidDiscounted = paid.filter((o) => o.voucherCode === code && cents(o.discountAmount) > 0).length;
  return {
    code,
    results,
    checkoutMs,
    created: createdIds.size,
    rows: orders.length,
    lost: reallyLost,
    paid: paid.length,
    succeeded: succeeded.length,
    paidAtEmulator: results.filter((r) => r.paidAtEmulator).length,
    amountMismatches,
    statusMismatches,
    orphanIntents: orphanIntents.map((pi) => pi?.id ?? ''),
    voucher,
    paidDiscounted,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const pad = (s: string | number, n: number) => String(s).padStart(n);
function statusLine(byStatus: Map<number, number>) {
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  if (OWN_SERVER) {
    console.log(`starting a seeded shop on ${BASE} (Stripe emulator ${STRIPE}, state ${args['persist-to']}) …`);
    await startServer();
  }
  const health = await send('setup', '/api/health');
  if (health.status !== 200) throw new Error(`${BASE}/api/health answered ${health.status}`);
  readyAt = Date.now();

  const jars: Record<Role, Jar | undefined> = {
    guest: undefined,
    customer: await signIn(DEMO_USERS.anna.email),
    otherCustomer: await signIn(DEMO_USERS.ben.email),
    admin: await signIn(DEMO_USERS.admin.email),
  };
  const { f, notes } = await buildFixtures(jars);
  const admin = jars.admin as Jar;

  let t = Date.now();
  const access = await accessSweep(jars, f);
  const accessMs = Date.now() - t;
  t = Date.now();
  const load = await checkout(admin);
  const loadMs = Date.now() - t;
  t = Date.now();
  const bad = await badInputSweep(jars, f);
  const badMs = Date.now() - t;
  const storedText = await storedTextProblems(jars.customer);
  await endSessions(jars, f);

  // --- figures
  const line = '-'.repeat(100);
  console.log(`\nprobe-bench against ${BASE} (${OWN_SERVER ? 'own freshly seeded shop' : 'PROBE_URL'}), run ${RUN}`);
  console.log(`shop ready after ${seconds(readyAt - STARTED)}; sign-in mails sent: ${signIns}`);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(line);
  console.log(
    `${'area'.padEnd(14)}${pad('requests', 9)}${pad('5xx', 6)}${pad('non-JSON err', 14)}${pad('net err', 9)}  answers by status`,
  );
  const areas: [Area, string][] = [
    ['setup', 'setup'],
    ['access', 'access sweep'],
    ['checkout', 'checkout'],
    ['badInput', 'bad input'],
    ['stripe', 'emulator'],
  ];
  let total = 0;
  for (const [area, name] of areas) {
    const tl = tally(area);
    total += tl.requests;
    const fives = area === 'stripe' ? '-' : fiveHundreds.filter((p) => p.area === area).length;
    const shapes = area === 'stripe' ? '-' : badShapes.filter((p) => p.area === area).length;
    console.log(
      `${name.padEnd(14)}${pad(tl.requests, 9)}${pad(fives, 6)}${pad(shapes, 14)}${pad(tl.netErrors, 9)}  ${statusLine(tl.byStatus)}`,
    );
  }
  console.log(`${'total'.padEnd(14)}${pad(total, 9)}   in ${seconds(Date.now() - STARTED)}`);
  console.log(line);

  console.log(
    `access sweep: ${access.routes} routes x ${ROLES.length} roles in ${seconds(accessMs)} (+ ${Object.values(RULES).filter((r) => r.endsSession).length} session-ending routes at the end); mismatches: ${mismatches.length}; not checked: ${unchecked.length}${access.skipped ? `; ${access.skipped} routes skipped (time budget)` : ''}`,
  );
  for (const m of mismatches) {
    console.log(`  MISMATCH ${m.route} as ${m.role}: expected ${m.expected}, got ${m.got} (${m.request})`);
  }
  for (const u of unchecked) console.log(`  not checked: ${u}`);

  console.log(
    `checkout: ${CLIENTS} concurrent guests, voucher ${load.code} (20 % off, limit ${VOUCHER_LIMIT}); every 4th double-clicks Pay and Complete; ${seconds(load.checkoutMs)} (with checks ${seconds(loadMs)})`,
  );
  console.log(
    `  orders created ${load.created}, rows in D1 ${load.rows}; paid orders ${load.paid}, succeeded intents ${load.succeeded} (confirmed at the emulator ${load.paidAtEmulator})`,
  );
  console.log(
    `  amount mismatches (order amount vs amount_received): ${load.amountMismatches.length}; paid-status mismatches: ${load.statusMismatches.length}; paid intents no order points at: ${load.orphanIntents.length}`,
  );
  for (const m of [...load.amountMismatches, ...load.statusMismatches]) console.log(`    ${m}`);
  for (const id of load.orphanIntents) console.log(`    orphan intent ${id}`);
  const steps = new Map<string, number>();
  for (const r of load.results) steps.set(r.steps.join(', '), (steps.get(r.steps.join(', ')) ?? 0) + 1);
  for (const [key, n] of steps) console.log(`  ${pad(n, 3)} x ${key}`);
  const races = load.results.filter((r) => r.raceEvidence);
  if (races.length) {
    console.log(`  double clicks on Pay answered 409 "used up" and 200 with the discount: ${races.length}; e.g.`);
    console.log(`    ${races[0]?.raceEvidence}`);
  }

  const badStatuses = new Map<number, number>();
  for (const r of badResults) badStatuses.set(r.status, (badStatuses.get(r.status) ?? 0) + 1);
  const tiers = [...bad.tiers].map(
    ([tier, n]) => `${['', 'bodies', 'huge bodies', 'path params', 'queries', 'more bodies'][tier]} ${n}`,
  );
  console.log(
    `bad input: ${bad.planned - bad.skipped} of ${bad.planned} planned requests sent (${tiers.join(', ')}) in ${seconds(badMs)}${bad.skipped ? `; ${bad.skipped} left out by the time budget` : ''}`,
  );
  console.log(`  answers by status: ${statusLine(badStatuses)}`);
  const accepted = badResults.filter((r) => r.status >= 200 && r.status < 300 && r.kind.startsWith('body'));
  const byKind = new Map<string, string[]>();
  for (const r of accepted) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.route]);
  console.log(`  malformed bodies answered 2xx (accepted, not counted as errors): ${accepted.length}`);
  for (const [kind, routes] of byKind) console.log(`    ${kind.replace('body: ', '')}: ${routes.join(', ')}`);
  const slow = [...badResults].sort((a, b) => b.ms - a.ms)[0];
  if (slow) console.log(`  slowest answer: ${slow.ms} ms (${slow.kind}, ${slow.route})`);
  console.log(`  stored names with control, bidi-format or lone surrogate characters: ${storedText.length}`);
  for (const p of storedText) console.log(`    ${p}`);
  console.log(`  open redirects: ${openRedirects.length}`);
  for (const r of openRedirects.slice(0, 10)) console.log(`    ${r}`);

  const used = load.voucher?.usedCount ?? -1;
  const limit = load.voucher?.usageLimit ?? VOUCHER_LIMIT;
  console.log(line);
  console.log(`lost rows: ${load.lost.length}`);
  for (const id of load.lost) console.log(`  lost order ${id}`);
  console.log(
    `voucher uses: ${used} of limit ${limit} (paid discounted orders: ${load.paidDiscounted}; reserved: ${load.voucher?.reservedCount ?? '?'})`,
  );
  console.log(`5xx: ${fiveHundreds.length}`);
  for (const p of fiveHundreds.slice(0, 20)) console.log(`  ${p.status} ${p.request}\n      -> ${p.answer}`);
  console.log(`error answers without { error, code, requestId }: ${badShapes.length}`);
  for (const p of badShapes.slice(0, 20)) console.log(`  ${p.status} ${p.request}\n      -> ${p.answer}`);
  if (netErrors.length) {
    console.log(`network errors: ${netErrors.length}`);
    for (const p of netErrors.slice(0, 10)) console.log(`  ${p.request} -> ${p.answer}`);
  }

  const failed =
    fiveHundreds.length > 0 ||
    badShapes.length > 0 ||
    load.lost.length > 0 ||
    mismatches.length > 0 ||
    used > limit ||
    load.paidDiscounted > limit ||
    load.amountMismatches.length > 0;
  if (failed) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  stopServer();
}
