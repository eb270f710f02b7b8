/**
 * Lighthouse on a running local system (not a test): the four category scores of a page at
 * Lighthouse's default mobile settings (emulated phone, simulated slow 4G and CPU), plus what
 * the page loads: its JavaScript (gzip size, from the files in web/dist) and its media.
 *
 *   PATH="$PWD/node_modules/.bin:$PATH" tsx tools/bench/lighthouse.ts [--url http://127.0.0.1:8787/] [--runs 3] [--verbose] [--save report.json]
 *
 * Lighthouse needs Node >= 22.12 (node_modules/.bin/node is one, hence the PATH) and a Chromium:
 * CHROME_PATH, else /usr/bin/chromium. Start the system first (`pnpm start`, or the e2e server).
 * Targets: performance >= 95 on a quiet machine (issue 17; >= 90 with another job running: pass
 * --busy), accessibility >= 95, best practices >= 95, SEO >= 90 (issue 7). --busy runs that other job
 * itself, the same each time: one process that keeps a CPU core busy for as long as the runs last.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8787/' },
    runs: { type: 'string', default: '1' },
    /** Lists every script with its size. */
    verbose: { type: 'boolean', default: false },
    /** Writes the last run's full report (JSON) here, for a closer look. */
    save: { type: 'string' },
    /** Another job runs beside it (one CPU-bound process, started here): the performance target is 90, not 95. */
    busy: { type: 'boolean', default: false },
  },
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: values.busy ? 90 : 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 90,
};

/** Lighthouse's threshold (core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). */
const SLOW_HOST_BENCHMARK = 1000;

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

/** Starts headless Chromium with a DevTools port and resolves with that port. */
function launchChromium(): Promise<{ port: number; chromium: ChildProcess }> {
  const executable = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chromium = spawn(
    executable,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${executable} did not open a DevTools port:\n${output}`)), 30_000);
    chromium.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done({ port: Number(match[1]), chromium });
      }
    });
    chromium.on('exit', (code) => fail(new Error(`${executable} exited (${code}):\n${output}`)));
  });
}

/** The gzip size of a file the page loaded from web/dist (what a compressing server sends). */
function gzipBytesOf(url: string): number | null {
  try {
    return gzipSync(readFileSync(join(root, 'web/dist', new URL(url).pathname)), { level: 9 }).length;
  } catch {
    return null;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Another job beside the runs: a process that keeps one CPU core busy until it is killed. */
function startCpuBoundJob(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function main() {
  const runs = Math.max(1, Number(values.runs));
  const { port, chromium } = await launchChromium();
  // Started once Chromium is up, and killed with it below: a failed launch leaves no spinning process.
  const otherJob = values.busy ? startCpuBoundJob() : undefined;
  const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
  let network: NetworkItem[] = [];
  const metrics: string[] = [];
  /** Lighthouse's BenchmarkIndex of this machine at each run (its CPU speed then, load included). */
  const benchmarks: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(values.url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (values.save) writeFileSync(values.save, JSON.stringify(lhr, null, 2));
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      for (const category of CATEGORIES)
        scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const line = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]
        .map((id) => `${lhr.audits[id]?.title ?? id}: ${lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      const benchmark = Math.round(lhr.environment.benchmarkIndex);
      benchmarks.push(benchmark);
      metrics.push(`run ${run}: ${line}, host CPU benchmark: ${benchmark}`);
      // What the page logged as errors (a hydration mismatch shows here as React error #418: the
      // page was drawn again whole, a long task in this run's blocking time).
      const logged = lhr.audits['errors-in-console']?.details;
      if (logged && logged.type === 'table') {
        for (const item of logged.items as { description?: string }[]) {
          const firstLine = (item.description ?? '').split('\n')[0] ?? '';
          metrics.push(`  console error: ${firstLine.slice(0, 160)}`);
        }
      }
      for (const category of CATEGORIES) {
        const failing = (lhr.categories[category]?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          );
        if (failing.length > 0 && run === runs) {
          console.log(`  ${category} audits below 0.9: ${failing.map((audit) => audit?.id).join(', ')}`);
        }
      }
      const details = lhr.audits['network-requests']?.details;
      if (details && details.type === 'table') network = details.items as NetworkItem[];
    }
  } finally {
    chromium.kill();
    otherJob?.kill();
  }

  console.log(
    `\nLighthouse ${values.url} (mobile, ${runs} run${runs > 1 ? 's, median' : ''}${otherJob ? ', one CPU-bound process beside it' : ''})`,
  );
  for (const metric of metrics) console.log(`  ${metric}`);
  // The 4x CPU slowdown assumes a host of BenchmarkIndex > 1000; Lighthouse's CLI warns below
  // that ("slower CPU than Lighthouse expects"), its Node API (used here) does not.
  const slowest = Math.min(...benchmarks);
  if (slowest < SLOW_HOST_BENCHMARK) {
    console.log(
      `  host CPU benchmark ${slowest} (< ${SLOW_HOST_BENCHMARK}): slower than Lighthouse's 4x CPU slowdown assumes, the performance score reads low here (docs/throttling.md in Lighthouse)`,
    );
  }
  let met = true;
  for (const category of CATEGORIES) {
    const score = median(scores[category]);
    const ok = score >= TARGETS[category];
    met &&= ok;
    console.log(
      `  ${category.padEnd(15)} ${String(score).padStart(3)}  (target >= ${TARGETS[category]}) ${ok ? 'ok' : 'BELOW'}`,
    );
  }

  const origin = new URL(values.url).origin;
  const scripts = network.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  const gzip = scripts.map((item) => gzipBytesOf(item.url) ?? item.transferSize ?? 0);
  const raw = scripts.map((item) => item.resourceSize ?? 0);
  if (values.verbose) {
    scripts.forEach((item, index) => {
      console.log(`    script ${new URL(item.url).pathname} ${kb(raw[index] ?? 0)} raw, ${kb(gzip[index] ?? 0)} gzip`);
    });
  }
  console.log(
    `  JavaScript loaded: ${scripts.length} files, ${kb(raw.reduce((a, b) => a + b, 0))} raw, ${kb(gzip.reduce((a, b) => a + b, 0))} gzip`,
  );
  const media = network.filter((item) => new URL(item.url).pathname.startsWith('/media/'));
  for (const item of media) console.log(`    media ${new URL(item.url).pathname} ${kb(item.transferSize ?? 0)}`);
  console.log(`  media loaded: ${media.length} files, ${kb(media.reduce((a, b) => a + (b.transferSize ?? 0), 0))}`);
  if (!met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
