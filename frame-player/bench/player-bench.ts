// Figures for the frame player (prints them; not a test):
//   1. frames dropped at the loop seam over 100 loops, for both loop strategies of the page;
//   2. memory of the playback page after 1 000 loops (JS heap after GC, DOM nodes, renderer RSS);
//   3. time from start to first frame with a full library (library open + recovery, page load,
//      first presented frame).
// Usage: tsx bench/player-bench.ts [--seam-loops 100] [--memory-loops 1000] [--library 200] [--only seam|memory|start]
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import buildPage from '../e2e/build-page.ts';
import { emit, openPlayer, type SeamStats, seamStats } from '../e2e/page-driver.ts';
import { Library } from '../src/core/library/library.ts';

const { values } = parseArgs({
  options: {
    'seam-loops': { type: 'string', default: '100' },
    'memory-loops': { type: 'string', default: '1000' },
    library: { type: 'string', default: '200' },
    only: { type: 'string' },
    'cpu-throttle': { type: 'string', default: '1' },
    strategies: { type: 'string' },
    formats: { type: 'string' },
    /** Extra page parameters, e.g. early=20 (how early the seam starts). */
    query: { type: 'string' },
  },
});
const media = (name: string) => join(import.meta.dirname, '../e2e/media', name);
const item = (name: string, id: string) => ({ id: id.repeat(64), url: pathToFileURL(media(name)).href, name });

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--autoplay-policy=no-user-gesture-required',
      '--enable-precise-memory-info',
    ],
  });
}

async function waitForLoops(page: Page, loops: number): Promise<SeamStats> {
  for (;;) {
    const stats = await seamStats(page);
    if (stats.loops >= loops) return stats;
    await page.waitForTimeout(500);
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const total = values.reduce((sum, v) => sum + v, 0);
  return { total, mean: total / Math.max(1, values.length), median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/** The clips of every format the frames get (e2e/media/make-bench-media.sh makes them). */
const FORMATS = [
  { label: 'H.264 1024x600 30 fps', file: 'generated/h264-1024x600-30fps.mp4' },
  { label: 'H.264 800x480 25 fps', file: 'generated/h264-800x480-25fps.mp4' },
  { label: 'VP9 1024x600 30 fps', file: 'generated/vp9-1024x600-30fps.webm' },
  { label: 'H.264 High 1080p 30 fps', file: 'generated/h264-1920x1080-30fps.mp4' },
  { label: 'H.264 1024x600 60 fps', file: 'generated/h264-1024x600-60fps.mp4' },
];
const STRATEGIES = (values.strategies ?? 'native,dual,hold').split(',');

/** Slows the page's CPU like a loaded frame (Chrome DevTools Protocol). */
async function throttle(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function seamBench(browser: Browser, loops: number) {
  const rate = Number(values['cpu-throttle']);
  console.log(`\n1. Loop seams: ${loops} seams per clip (1 s clips), 1024x600 page, CPU throttle ${rate}x`);
  console.log(
    '   clean = no frame skipped, held or cut short; seam = display time each frame across the seam got (the last\n' +
      '   frame, and the first of the next loop when it came up paused in the other element); gap = last frame to\n' +
      "   the next loop's first playing frame",
  );
  console.log(
    `   ${'format'.padEnd(24)} ${'strategy'.padEnd(8)} ${'clean'.padStart(7)}  seam median / p95 (ms)  frame (ms)  dropped total  gap median (ms)`,
  );
  const files = values.formats
    ? FORMATS.filter((f) => values.formats?.split(',').some((x) => f.file.includes(x)))
    : FORMATS;
  for (const format of files) {
    for (const strategy of STRATEGIES) {
      const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
      await openPlayer(page, `?loop=${strategy}${values.query ? `&${values.query}` : ''}`);
      await throttle(page, rate);
      await emit(page, 'player:playlist', { items: [item(format.file, 'c')], intervalSeconds: 300, fit: 'contain' });
      // The first seam is the page's warm-up (decoder and compositor starting): left out.
      const stats = await waitForLoops(page, loops + 1);
      const dropped = stats.dropped.slice(1, loops + 1);
      const gaps = summary(stats.seamMs.slice(1, loops + 1));
      const rawGaps = summary(stats.gapsMs.slice(1, loops + 1));
      const clean = dropped.filter((d) => d === 0).length;
      const fps = Number(/(\d+)fps/.exec(format.file)?.[1] ?? 30);
      console.log(
        `   ${format.label.padEnd(24)} ${strategy.padEnd(8)} ${`${clean}/${dropped.length}`.padStart(7)}  ${`${gaps.median} / ${gaps.p95}`.padStart(22)}  ${(1000 / fps).toFixed(1).padStart(10)}  ${String(summary(dropped).total).padStart(13)}  ${rawGaps.median}`,
      );
      await page.close();
    }
  }
  // A change of clip (interval 1 s, two clips): the time between the two pictures.
  const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
  await openPlayer(page);
  await throttle(page, rate);
  await emit(page, 'player:playlist', {
    items: [item('generated/h264-1024x600-30fps.mp4', 'c'), item('generated/vp9-1024x600-30fps.webm', 'd')],
    intervalSeconds: 1,
    fit: 'contain',
  });
  let stats = await seamStats(page);
  while (stats.changes < 21) {
    await page.waitForTimeout(500);
    stats = await seamStats(page);
  }
  const changeGaps = summary(stats.gapsMs.filter((_, i) => stats.modes[i] === 'change').slice(1));
  console.log(
    `   clip changes (H.264 <-> VP9, 20): seam median ${changeGaps.median} ms, p95 ${changeGaps.p95} ms, max ${changeGaps.max} ms`,
  );
  await page.close();
}

async function rendererRssKb(browser: Browser): Promise<number | null> {
  const cdp = await browser.newBrowserCDPSession();
  const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> };
  let total = 0;
  for (const process of info.processInfo.filter((p) => p.type === 'renderer')) {
    const status = await readFile(`/proc/${process.id}/status`, 'utf8').catch(() => '');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return total || null;
}

async function memoryBench(browser: Browser, loops: number) {
  console.log(`\n2. Memory of the playback page over ${loops} loops (0.2 s clip, default strategy)`);
  const page = await browser.newPage({ viewport: { width: 800, height: 480 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await openPlayer(page);
  await emit(page, 'player:playlist', {
    items: [item('seam-320x240-30fps-short.webm', 'e')],
    intervalSeconds: 300,
    fit: 'contain',
  });
  const sample = async (label: string) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: Array<{ name: string; value: number }>;
    };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const rss = await rendererRssKb(browser);
    const stats = await seamStats(page);
    console.log(
      `  ${label.padEnd(16)} loops ${String(stats.loops).padStart(5)}: JS heap ${(metric('JSHeapUsedSize') / 1024).toFixed(0)} KiB, DOM nodes ${metric('Nodes')}, listeners ${metric('JSEventListeners')}, renderer RSS ${rss ? `${(rss / 1024).toFixed(1)} MiB` : 'n/a'}`,
    );
  };
  await waitForLoops(page, 10);
  await sample('after 10 loops');
  for (const checkpoint of [Math.floor(loops / 2), loops]) {
    await waitForLoops(page, checkpoint);
    await sample(`after ${checkpoint}`);
  }
  await page.close();
}

async function startBench(browser: Browser, size: number) {
  console.log(`\n3. Start to first frame with a full library (${size} animations)`);
  const dir = await mkdtemp(join(tmpdir(), 'dtm-bench-library-'));
  try {
    const { library } = await Library.open(dir);
    const head = await readFile(join(import.meta.dirname, '../../tools/seed/media/dancing-dragon.webm'));
    for (let i = 0; i < size; i++) {
      const bytes = new Uint8Array(head.length + 1024);
      bytes.set(head);
      new DataView(bytes.buffer).setUint32(head.length, i);
      await library.commit(await library.stage([bytes]), {
        name: `Animation ${i}`,
        source: { kind: 'usb', path: `/x/${i}.webm` },
      });
    }
    await copyFile(join(dir, 'index.json'), join(dir, 'index.copy.json'));
    const runs: Array<{ open: number; page: number }> = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const { library: reopened } = await Library.open(dir);
      const items = reopened
        .entries()
        .map((e) => ({ id: e.sha256, url: pathToFileURL(reopened.pathOf(e)).href, name: e.name }));
      const open = performance.now() - started;
      const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
      await openPlayer(page);
      await emit(page, 'player:playlist', { items, intervalSeconds: 300, fit: 'contain' });
      let firstFrameAt: number | null = null;
      while (firstFrameAt === null) {
        await page.waitForTimeout(10);
        firstFrameAt = (await page.evaluate('playerStats.firstFrameAt')) as number | null;
      }
      // firstFrameAt is page time: milliseconds since the page's navigation started.
      runs.push({ open, page: firstFrameAt });
      await page.close();
    }
    const open = summary(runs.map((r) => r.open));
    const pageTimes = summary(runs.map((r) => r.page));
    const totals = summary(runs.map((r) => r.open + r.page));
    console.log(`  library open + recovery check: median ${open.median.toFixed(0)} ms (max ${open.max.toFixed(0)})`);
    console.log(
      `  page load to first frame:      median ${pageTimes.median.toFixed(0)} ms (max ${pageTimes.max.toFixed(0)})`,
    );
    console.log(`  total:                         median ${totals.median.toFixed(0)} ms over ${runs.length} runs`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

buildPage();
const browser = await launch();
try {
  if (!values.only || values.only === 'seam') await seamBench(browser, Number(values['seam-loops']));
  if (!values.only || values.only === 'memory') await memoryBench(browser, Number(values['memory-loops']));
  if (!values.only || values.only === 'start') await startBench(browser, Number(values.library));
} finally {
  await browser.close();
}
