/**
 * Starts the whole system locally: migrates and seeds the local D1/R2, starts the Stripe
 * emulator and the Worker (API + built web app on one origin), then prints the URL and the
 * demo sign-ins. Used by README command 1 and by the browser tests (with --port/--persist-to).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_USERS } from '../seed/demo-data';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    fresh: { type: 'boolean', default: false },
    'stripe-port': { type: 'string', default: '12111' },
    // The browser tests' servers: build the Worker once and serve that build, instead of watching
    // its source for changes (esbuild's watcher polls the files: about 2% of a core per idle server).
    'no-watch': { type: 'boolean', default: false },
  },
});

const port = Number(args.port);
const persistTo = resolve(root, args['persist-to']);
const url = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const bin = (name: string) => join(root, 'node_modules/.bin', name);

/** Runs a setup step quietly; its output is shown only when it fails. */
function run(label: string, command: string, commandArgs: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`✓ ${label}`);
        done();
      } else {
        process.stderr.write(output);
        fail(new Error(`${label} failed (${command} ${commandArgs.join(' ')} exited ${code})`));
      }
    });
  });
}

function start(name: string, command: string, commandArgs: string[], extraEnv: Record<string, string> = {}) {
  // Its own process group, so stop() ends the child and everything it started (workerd, node).
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (line: string) => `[${name}] ${line}`;
  child.stdout?.on('data', (chunk: Buffer) =>
    process.stdout.write(`${chunk.toString().split('\n').filter(Boolean).map(prefix).join('\n')}\n`),
  );
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`${chunk.toString().split('\n').filter(Boolean).map(prefix).join('\n')}\n`),
  );
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); shutting down.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(target: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(target);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${target} did not answer within ${timeoutMs / 1000} s`);
}

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  const signal = (sig: NodeJS.Signals) => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, sig);
      } catch {
        // already gone
      }
    }
  };
  signal('SIGTERM');
  // Whatever did not stop in 3 s is killed, so no port stays taken after this process ends.
  setTimeout(() => {
    signal('SIGKILL');
    process.exit(code);
  }, 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

async function main() {
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web app first (pnpm --filter @dtm/web build).');
  }
  if (args.fresh) rmSync(persistTo, { recursive: true, force: true });
  await run('database migrated', bin('wrangler'), [
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '--persist-to',
    persistTo,
  ]);
  await run('demo shop seeded', bin('tsx'), ['tools/seed/run.ts', '--persist-to', persistTo]);

  const stripePort = args['stripe-port'];
  const emulator = join(root, 'tools/stripe-emulator/src/main.ts');
  if (existsSync(emulator)) {
    start('stripe', bin('tsx'), [emulator], {
      STRIPE_EMULATOR_PORT: stripePort,
      STRIPE_WEBHOOK_URL: `${url}/api/webhooks/stripe`,
    });
  }
  // Built as `wrangler deploy` would (the deploy check builds the same way), then served unbundled.
  const build = join(persistTo, 'worker-build');
  if (args['no-watch']) await run('worker built', bin('wrangler'), ['deploy', '--dry-run', '--outdir', build]);
  start('worker', bin('wrangler'), [
    'dev',
    ...(args['no-watch'] ? [join(build, 'index.js'), '--no-bundle'] : []),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    '--var',
    'APP_ENV:development',
    '--var',
    'MAIL_TRANSPORT:outbox',
    '--var',
    `PUBLIC_URL:${url}`,
    '--var',
    `STRIPE_API_URL:http://127.0.0.1:${stripePort}`,
    '--show-interactive-dev-session=false',
  ]);
  // A busy 2-core machine can take minutes to bundle and start workerd: wait for the state.
  await waitFor(`${url}/api/health`, Number(process.env.START_TIMEOUT_MS ?? 600_000));
  // The seed cannot reach the upload links' Durable Objects: the running Worker records the demo
  // orders' artwork in them, so their artwork pages show the drawing.
  const seeded = await fetch(`${url}/dev/seed-artwork`, { method: 'POST' });
  if (!seeded.ok) throw new Error(`recording the demo artwork failed: ${seeded.status} ${await seeded.text()}`);

  const signIns = Object.values(DEMO_USERS)
    .map((u) => `    ${u.email.padEnd(34)} ${u.isAdmin ? 'admin' : 'customer'} (${u.firstName} ${u.lastName})`)
    .join('\n');
  console.log(`
  Drawings-to-Magic is running.

    Shop, dashboard and admin:  ${url}
    Admin back office:          ${url}/admin/login
    Local mailbox:              ${url}/dev/mailbox
    Stripe emulator:            http://127.0.0.1:${stripePort}

  Demo sign-ins (passwordless: enter the e-mail, open the link in the local mailbox):
${signIns}

  Test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0025 0000 3155 (3-D Secure).
  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});
