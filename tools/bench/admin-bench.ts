/**
 * Benchmark (not a test): seeds a local D1 (wrangler's local state, through getPlatformProxy) with
 * 100 000 orders, then times the back office's order search and dashboard figures with the
 * Worker's own query code, and prints the query plans (the search must use the trigram index).
 * Usage: tsx tools/bench/admin-bench.ts [--orders 100000] [--runs 20] [--keep]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';
import { orderSearchCondition, searchOrders } from '../../worker/src/admin/order-search';
import { dashboardStats } from '../../worker/src/admin/stats';
import * as schema from '../../worker/src/db/schema';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const ORDER_COUNT = Number(values.orders);
const RUNS = Number(values.runs);
const persistTo = join(root, '.tmp/admin-bench');

const FIRST = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Ella',
  'Finn',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
  'Klara',
  'Leon',
  'Mia',
  'Noah',
  'Olivia',
  'Paul',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
];
const LAST = [
  'Schmidt',
  'Okafor',
  'Müller',
  'Nguyen',
  'Garcia',
  'Kowalski',
  'Rossi',
  'Yilmaz',
  'Andersen',
  'Dubois',
  'Silva',
  'Novak',
  'Kim',
  'Haddad',
  'Walsh',
  'Ivanova',
  'Tanaka',
  'Bauer',
  'Costa',
  'Lind',
];
const PAYMENT = ['paid', 'paid', 'paid', 'pending', 'failed', 'refunded'] as const;
const FULFILMENT = ['pending', 'processing', 'shipped', 'delivered'] as const;

/** A small deterministic generator, so every run seeds the same shop. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function time(label: string, task: () => Promise<unknown>, note = '') {
  await task(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(6)} ms${note ? `   ${note}` : ''}`,
  );
}

async function main() {
  rmSync(persistTo, { recursive: true, force: true });
  execFileSync(
    join(root, 'node_modules/.bin/wrangler'),
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  const proxy = await getPlatformProxy<Env>({
    configPath: join(root, 'wrangler.toml'),
    persist: { path: join(persistTo, 'v3') },
  });
  try {
    const d1 = proxy.env.DB;
    const db = drizzle(d1, { schema });
    const next = random(42);
    const now = Date.now();
    const started = performance.now();
    const CHUNK = 2_000;
    let expectedRevenueCents = 0;
    let knownId = '';
    for (let offset = 0; offset < ORDER_COUNT; offset += CHUNK) {
      const rows = [];
      for (let i = offset; i < Math.min(ORDER_COUNT, offset + CHUNK); i++) {
        const first = FIRST[Math.floor(next() * FIRST.length)] ?? 'Anna';
        const last = LAST[Math.floor(next() * LAST.length)] ?? 'Schmidt';
        const character = next() < 0.3;
        const amount = character ? 7_900 : next() < 0.5 ? 9_900 : 12_900;
        const discount = next() < 0.1 ? Math.round(amount * 0.1) : 0;
        const payment = PAYMENT[Math.floor(next() * PAYMENT.length)] ?? 'paid';
        const id = crypto.randomUUID();
        if (i === Math.floor(ORDER_COUNT / 2)) knownId = id;
        if (payment === 'paid') expectedRevenueCents += amount - discount;
        rows.push({
          id,
          type: character ? 'character' : 'frame',
          email: `${first}.${last}.${i}@example.com`.toLowerCase(),
          name: `${first} ${last}`,
          size: character ? null : amount === 9_900 ? '5' : '7',
          amount: amount - discount,
          discount,
          payment,
          fulfilment: FULFILMENT[Math.floor(next() * FULFILMENT.length)] ?? 'pending',
          created: now - Math.floor(next() * 365 * 86_400_000),
        });
      }
      // One statement per chunk: the rows travel as one JSON parameter.
      await d1
        .prepare(
          `INSERT INTO orders (id, type, customer_email, customer_name, frame_size, amount_cents, discount_cents,
             payment_status, fulfillment_status, created_at, updated_at)
           SELECT j.value ->> 'id', j.value ->> 'type', j.value ->> 'email', j.value ->> 'name', j.value ->> 'size',
             j.value ->> 'amount', j.value ->> 'discount', j.value ->> 'payment', j.value ->> 'fulfilment',
             j.value ->> 'created', j.value ->> 'created'
           FROM json_each(?) AS j`,
        )
        .bind(JSON.stringify(rows))
        .run();
    }
    const seconds = (performance.now() - started) / 1000;
    const counted = await d1.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>();
    const indexed = await d1.prepare('SELECT count(*) AS n FROM orders_search').first<{ n: number }>();
    console.log(
      `Seeded ${counted?.n} orders in ${seconds.toFixed(1)} s (search index rows: ${indexed?.n}; audit rows written by the insert trigger).`,
    );

    console.log('\nQuery plans');
    const plan = async (label: string, sql: string) => {
      const { results } = await d1.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>();
      console.log(`  ${label}:\n${results.map((row) => `    ${row.detail}`).join('\n')}`);
    };
    const searchSql = db.select().from(schema.orders).where(orderSearchCondition('okafor')).limit(20).toSQL();
    await plan('search "okafor" (page 1)', searchSql.sql.replace('?', `'"okafor"'`).replace('?', '20'));
    await plan('newest orders, no search (page 1)', 'SELECT * FROM orders ORDER BY created_at DESC LIMIT 20');
    await plan(
      'dashboard totals (counts and revenue)',
      "SELECT count(*), sum(payment_status = 'paid'), sum(CASE WHEN payment_status = 'paid' THEN amount_cents END), sum(fulfillment_status = 'shipped') FROM orders",
    );
    await plan(
      'dashboard chart (30 days)',
      `SELECT created_at / 86400000 AS day, count(*) FROM orders WHERE created_at >= ${now - 30 * 86_400_000} GROUP BY day`,
    );

    console.log(
      `\nTimings over ${RUNS} runs each (through getPlatformProxy: each query is one round trip to local workerd)`,
    );
    const page = (search: string | undefined, pageNumber = 1) =>
      searchOrders(db, { search, page: pageNumber, pageSize: 20 });
    const total = async (search: string) => (await page(search)).total;
    await time('orders: newest, page 1', () => page(undefined), `(${ORDER_COUNT} match)`);
    await time('orders: newest, page 2000', () => page(undefined, 2000));
    await time('orders: name fragment "okafor"', () => page('okafor'), `(${await total('okafor')} match)`);
    await time('orders: name "Mia Kim"', () => page('Mia Kim'), `(${await total('Mia Kim')} match)`);
    await time('orders: e-mail "tara.lind.7"', () => page('tara.lind.7'), `(${await total('tara.lind.7')} match)`);
    await time(
      'orders: order id prefix (8 chars)',
      () => page(knownId.slice(0, 8)),
      `(${await total(knownId.slice(0, 8))} match)`,
    );
    await time('orders: 2 characters "ab" (scan)', () => page('ab'), `(${await total('ab')} match)`);
    await time('orders: no match "zzzzzz"', () => page('zzzzzz'));
    let revenue = '';
    await time('dashboard stats (cards, recent, 30-day chart)', async () => {
      revenue = (await dashboardStats(db)).revenue;
    });
    const expected = `${Math.floor(expectedRevenueCents / 100)}.${String(expectedRevenueCents % 100).padStart(2, '0')}`;
    console.log(
      `\nRevenue from SQL: $${revenue}; summed in the seeder: $${expected}; ${revenue === expected ? 'exact' : 'MISMATCH'}`,
    );
  } finally {
    await proxy.dispose();
    if (!values.keep) rmSync(persistTo, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
