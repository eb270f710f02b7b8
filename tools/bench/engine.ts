/**
 * Benchmark (not a test) of the animation engine (@dtm/animate) for issue #18's figures:
 * - the 12 MP phone photos (char4, garlic): `readDrawing` (the package's one path from a photo to a
 *   rigged figure: shrink to 1600 px, cut-out, body plan, joints) under Node on the decoded photo,
 *   and in headless Chromium as the preview and the studio's automatic start run it (`loadPhoto`:
 *   decode and shrink, then `readDrawing`, the worker's work; engine-page.ts);
 * - frames per second of every motion of every body plan drawn by the preview's renderer on a
 *   390x844 canvas in headless Chromium, with the work per frame (deformation + draw).
 * Chromium is Debian's (/usr/bin/chromium). The machine's load is printed: on a shared machine
 * the times are upper bounds.
 * Usage: ./node_modules/.bin/tsx tools/bench/engine.ts [--cut-only] [--runs N]
 *   --cut-only: only the 12 MP cut-out, with its steps in Chromium (decode, shrink, readDrawing),
 *   not the frames per second; --runs: runs per photo (median; 3 by default).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { readDrawing } from '../../animate/src/index';
import { loadImage } from '../../animate/src/testing/fixtures';

type MotionRow = { motion: string; fps: number; workMedian: number; workP95: number };
/** The page's global, set by engine-page.ts (written out in each callback: they run in the page). */
type BenchPage = typeof globalThis & {
  engineBench: {
    cutOut(url: string, runs: number): Promise<{ load: number; cut: number; plan: string }[]>;
    cutOutSteps(url: string, runs: number): Promise<Record<string, number>[]>;
    motionFps(
      url: string,
      plan: string,
      width: number,
      height: number,
      seconds: number,
    ): Promise<{ kind: string; vertices: number; rows: MotionRow[] }>;
  };
};

const ROOT = resolve(import.meta.dirname, '../..');
const PHOTOS = ['char4/photo.jpg', 'garlic-photo.jpg'];
/** One drawing of each body plan from the evaluation set, cut out and rigged as the app does. */
const FIGURES = [
  ['biped', 'gen-teddy'],
  ['quadruped', 'gen-dog'],
  ['many-limbed', 'gen-bug'],
  ['limbless', 'gen-fish'],
] as const;
const SIZE = { width: 390, height: 844 };
const CUT_ONLY = process.argv.includes('--cut-only');
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function nodeCutOut(): void {
  console.log(
    `12 MP photo: readDrawing (shrink to 1600 px, cut-out, plan, joints) under Node (${process.version}), median of ${RUNS}`,
  );
  for (const name of PHOTOS) {
    const photo = loadImage(name);
    const times: number[] = [];
    let read = '';
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const reading = readDrawing(photo);
      times.push(performance.now() - started);
      read = `${reading.plan}, ${Object.keys(reading.joints).length} joints`;
    }
    console.log(
      `  ${name.padEnd(18)} ${photo.width}x${photo.height}: readDrawing ${ms(median(times))} (read as ${read}; ` +
        `runs ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  }
}

// esbuild comes with tsx (as in studio-render.ts): one bundle of the page's half.
type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles?: { text: string }[] }> };
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx'))('esbuild') as Esbuild;

async function browser(): Promise<void> {
  const bundle = await esbuild.build({
    entryPoints: [resolve(ROOT, 'tools/bench/engine-page.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    target: 'es2022',
    nodePaths: [resolve(ROOT, 'animate/node_modules')],
    // animate says it has no side effects; engine-page.ts imports animate's page for its global.
    ignoreAnnotations: true,
    logLevel: 'error',
  });
  const script = bundle.outputFiles?.[0]?.text ?? '';
  const chrome = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
  const page = await chrome.newPage({ viewport: SIZE });
  const files: Record<string, string> = {
    '/char4/photo.jpg': resolve(ROOT, 'animate/fixtures/drawings/char4/photo.jpg'),
    '/garlic-photo.jpg': resolve(ROOT, 'animate/fixtures/drawings/garlic-photo.jpg'),
    ...Object.fromEntries(
      FIGURES.map(([, id]) => [`/eval/${id}.png`, resolve(ROOT, `animate/fixtures/eval/${id}/drawing.png`)]),
    ),
  };
  await page.route('http://bench.local/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' });
    if (path === '/bench.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    const file = files[path];
    if (!file) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: path.endsWith('.png') ? 'image/png' : 'image/jpeg', body: readFileSync(file) });
  });
  await page.goto('http://bench.local/');
  await page.addScriptTag({ url: 'http://bench.local/bench.js' });
  console.log(
    `12 MP photo in headless Chromium ${chrome.version()}: loadPhoto (decode + shrink to 1600 px), then readDrawing (median of ${RUNS})`,
  );
  for (const name of PHOTOS) {
    const times = await page.evaluate(
      ([url, runs]) => (globalThis as BenchPage).engineBench.cutOut(url as string, runs as number),
      [`http://bench.local/${name}`, RUNS] as const,
    );
    const load = median(times.map((t) => t.load));
    const cut = median(times.map((t) => t.cut));
    console.log(
      `  ${name.padEnd(18)} decode + shrink ${ms(load)}, readDrawing ${ms(cut)}, total ${ms(load + cut)} (read as ${times[0]?.plan}; ` +
        `runs ${times.map((t) => (t.load + t.cut).toFixed(0)).join(', ')} ms)`,
    );
  }
  if (CUT_ONLY) {
    // CPU time besides the wall clock: on a busy machine the wall clock counts the waits for a core.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
    const cpu = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      return { thread: value('ThreadTime'), process: value('ProcessTime') };
    };
    console.log(
      `The same, step by step (median of ${RUNS}; the whole run's median, not the steps' sum), and the CPU time of ` +
        'the page (main thread; renderer process, 10 ms steps)',
    );
    for (const name of PHOTOS) {
      const steps: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const before = await cpu();
        const [times] = await page.evaluate(
          ([url]) => (globalThis as BenchPage).engineBench.cutOutSteps(url as string, 1),
          [`http://bench.local/${name}`] as const,
        );
        const after = await cpu();
        steps.push({ ...times, thread: after.thread - before.thread, process: after.process - before.process });
      }
      const row = Object.keys(steps[0] ?? {}).map((step) => `${step} ${ms(median(steps.map((s) => s[step] ?? 0)))}`);
      const totals = steps.map((s) => (s.total ?? 0).toFixed(0)).join(', ');
      console.log(`  ${name.padEnd(18)} ${row.join(', ')} (totals ${totals} ms)`);
    }
    await chrome.close();
    return;
  }
  console.log(`Frames per second of each motion, drawn at ${SIZE.width}x${SIZE.height} (3 s each)`);
  for (const [plan, id] of FIGURES) {
    const result = await page.evaluate(
      ([url, p, w, h]) => (globalThis as BenchPage).engineBench.motionFps(url, p, w, h, 3),
      [`http://bench.local/eval/${id}.png`, plan, SIZE.width, SIZE.height] as const,
    );
    for (const row of result.rows) {
      console.log(
        `  ${plan.padEnd(12)} ${row.motion.padEnd(16)} ${row.fps.toFixed(1).padStart(5)} fps  ` +
          `(work per frame ${row.workMedian.toFixed(1)} ms median, ${row.workP95.toFixed(1)} ms p95; ${result.kind}, ${id}, ${result.vertices} vertices)`,
      );
    }
  }
  await chrome.close();
}

console.log(
  `Load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on this machine`,
);
nodeCutOut();
await browser();
