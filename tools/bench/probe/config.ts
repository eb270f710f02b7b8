/**
 * probe-bench's settings: the parsed command line, the shop's and the emulator's addresses, the
 * run's id and start time, and the time budget of each area. Only 127.0.0.1 is ever talked to.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const { values: args } = parseArgs({
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

export const OWN_SERVER = !process.env.PROBE_URL;
export const BASE = (process.env.PROBE_URL ?? `http://127.0.0.1:${args.port}`).replace(/\/$/, '');
export const STRIPE = (
  process.env.PROBE_STRIPE_URL ?? (OWN_SERVER ? `http://127.0.0.1:${args['stripe-port']}` : 'http://127.0.0.1:12111')
).replace(/\/$/, '');
export const CLIENTS = Number(args.clients);
export const VOUCHER_LIMIT = Number(args['voucher-limit']);
export const CONCURRENCY = Number(args.concurrency);
export const RUN = Math.random().toString(36).slice(2, 8);
export const STARTED = Date.now();
/**
 * Each area stops sending when its share of the time is used up; bad input gets what is left of
 * `afterReady` (counted from the moment the shop answers), at least `badInputMin`.
 */
export const BUDGET_MS = {
  access: 60_000,
  checkout: 60_000,
  afterReady: Number(args.seconds) * 1000,
  badInputMin: 25_000,
};

for (const target of [BASE, STRIPE]) {
  const host = new URL(target).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`probe-bench only talks to 127.0.0.1, not ${host}`);
}
