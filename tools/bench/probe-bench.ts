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
import type { Role } from '../../worker/test/access-table';
import { DEMO_USERS } from '../seed/demo-data';
import { accessSweep, endSessions } from './probe/access';
import { badInputSweep, storedTextProblems } from './probe/bad-input';
import { checkout } from './probe/checkout';
import { args, BASE, OWN_SERVER, STRIPE } from './probe/config';
import { buildFixtures } from './probe/fixtures';
import { type Jar, send } from './probe/http';
import { report } from './probe/report';
import { startServer, stopServer, stopServerOnSignals } from './probe/server';
import { signIn } from './probe/session';
import { progress } from './probe/state';

// The parts live in ./probe: config (command line, addresses, budgets), state (tallies and problem
// lists), http (send, pool, cookie jar), server, session (sign-in, Stripe emulator), fixtures,
// access (1.), variants and bad-input (2.), checkout (3.) and report.

stopServerOnSignals();

async function main() {
  if (OWN_SERVER) {
    console.log(`starting a seeded shop on ${BASE} (Stripe emulator ${STRIPE}, state ${args['persist-to']}) …`);
    await startServer();
  }
  const health = await send('setup', '/api/health');
  if (health.status !== 200) throw new Error(`${BASE}/api/health answered ${health.status}`);
  progress.readyAt = Date.now();

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

  const failed = report({ notes, access, accessMs, load, loadMs, bad, badMs, storedText });
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
