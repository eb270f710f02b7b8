/**
 * The landing's main-thread work after its first paint (not a test), the part Lighthouse's total
 * blocking time counts: a Chromium trace of `/` with the CPU throttled like Lighthouse's phone,
 * its long tasks (over 50 ms) with what ran in them, and two sums of their excess over 50 ms.
 * The wall-clock sum is what Lighthouse sees; the CPU-time sum leaves out the time the page
 * waited for a busy machine's cores, so it says what the page itself costs when the machine is
 * not quiet. It traces with Lighthouse's own categories, and prints the time V8 spent re-reading
 * code to say where on a stack it was (V8.CollectSourcePositions). With DevTools attached, as
 * under Lighthouse and Playwright, V8 records where each Error is made; React's code makes a few
 * when it first runs (markers it keeps, made once), inside one function that holds the
 * whole of react-dom, so V8 re-reads all of it: about 20 ms, 80-100 ms at 4x CPU, in the task that
 * evaluates React's chunk. No visitor pays it; Lighthouse counts it.
 *
 *   node_modules/.bin/tsx tools/bench/boot-tasks.ts [--url http://127.0.0.1:8787/] [--runs 5] [--cpu 4] [--verbose]
 *
 * Start the system first (`pnpm start`, or the e2e server). Uses Debian's /usr/bin/chromium.
 */
import { parseArgs } from 'node:util';
import { type CDPSession, chromium } from '@playwright/test';
import LighthouseTrace from 'lighthouse/core/gather/gatherers/trace.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8787/' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    /** Lists every long task of every run. */
    verbose: { type: 'boolean', default: false },
  },
});

/** A trace event (Chrome's trace event format), the fields read here. */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
};

type Run = { wallBlocking: number; cpuBlocking: number; sourcePositions: number; tasks: string[] };

const LONG_US = 50_000;
const ms = (us: number) => Math.round(us / 1000);

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    // Plus V8's compile events, where the re-reading shows by name.
    categories: [...LighthouseTrace.getDefaultTraceCategories(), 'disabled-by-default-v8.compile'].join(','),
    transferMode: 'ReportEvents',
  });
  await load();
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** What ran inside a task, its three largest parts (script evaluation, a call into a file, layout...). */
function describe(task: TraceEvent, events: TraceEvent[]): string {
  const inside = events
    .filter((e) => e.ph === 'X' && e !== task && e.tid === task.tid && e.ts >= task.ts)
    .filter((e) => e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && (e.dur ?? 0) > 5000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3);
  return inside
    .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${ms(e.dur ?? 0)}`)
    .join(', ');
}

async function measure(): Promise<Run> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    const events = await trace(cdp, async () => {
      await page.goto(values.url, { waitUntil: 'load' });
      // The app's start, its lazy parts and the idle-time loads: well within this.
      await page.waitForTimeout(5000);
    });
    const main = new Set(
      events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid),
    );
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`no first contentful paint in the trace of ${values.url}`);
    const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    const after = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(e.tid) && e.ts > fcp.ts);
    const excess = (us: number | undefined) => Math.max(0, (us ?? 0) - LONG_US);
    return {
      wallBlocking: ms(after.reduce((sum, e) => sum + excess(e.dur), 0)),
      cpuBlocking: ms(after.reduce((sum, e) => sum + excess(e.tdur), 0)),
      sourcePositions: ms(
        events
          .filter((e) => e.name === 'V8.CollectSourcePositions' && main.has(e.tid))
          .reduce((sum, e) => sum + (e.dur ?? 0), 0),
      ),
      tasks: after
        .filter((e) => (e.dur ?? 0) > LONG_US)
        .map((e) => `  @${ms(e.ts - start)} ms  ${ms(e.dur ?? 0)} ms (CPU ${ms(e.tdur ?? 0)}): ${describe(e, events)}`),
    };
  } finally {
    await browser.close();
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

const runs: Run[] = [];
for (let index = 1; index <= Number(values.runs); index++) {
  const run = await measure();
  runs.push(run);
  console.log(
    `run ${index}: blocking ${run.wallBlocking} ms (CPU only ${run.cpuBlocking} ms), ${run.tasks.length} long tasks, ` +
      `re-reading code for DevTools' stacks ${run.sourcePositions} ms`,
  );
  if (values.verbose) for (const line of run.tasks) console.log(line);
}
console.log(
  `${values.url} at ${values.cpu}x CPU, median of ${runs.length}: blocking after first paint ${median(runs.map((r) => r.wallBlocking))} ms, ` +
    `CPU only ${median(runs.map((r) => r.cpuBlocking))} ms; re-reading code for DevTools' stacks ${median(runs.map((r) => r.sourcePositions))} ms`,
);
