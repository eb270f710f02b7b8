/**
 * The local shop probe-bench starts for itself (tools/dev/start.ts, freshly seeded), and its stop,
 * also on SIGINT/SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { args, root } from './config';

let server: ChildProcess | undefined;
let serverLog = '';

export async function startServer() {
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
  await waitUntilRunning(child);
}

/** Resolves when the shop says it is running; fails after 150 s or when it exits. */
function waitUntilRunning(child: ChildProcess) {
  return new Promise<void>((ready, fail) => {
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

export function stopServer() {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** On Ctrl-C or SIGTERM: the shop is stopped too, exit code 130. */
export function stopServerOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopServer();
      process.exit(130);
    });
  }
}
