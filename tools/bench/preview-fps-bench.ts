/**
 * Benchmark (not a test) of the running instant preview (#12, #35): its frames per second in
 * headless Chromium (Debian's), at a phone's and a laptop's viewport, against the app at
 * PREVIEW_BENCH_URL (for example the e2e server: http://127.0.0.1:8795). Each viewport is measured
 * twice: with the motion browser's thumbnails looping on screen, and with them held still (the
 * page asked for reduced motion, so their worker draws nothing), printing the stage's frames per
 * second, the page thread's milliseconds per stage frame (pose + draw), the longest tasks on the
 * page's thread, and the thumbnails' own work (in their worker: milliseconds per thumbnail frame
 * and thumbnail frames a second), then the longest task on the page's thread after tapping each
 * motion (its loop is solved in a worker). The engine's own figures (cut-out IoU, joint error, timings)
 * come from `animate/bench/bench.ts` (`npx pnpm@10.34.8 --filter @dtm/animate bench`).
 * Usage: PREVIEW_BENCH_URL=http://127.0.0.1:8795 pnpm exec tsx tools/bench/preview-fps-bench.ts
 */
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Seconds read per measurement (the first is left out: the motion's loop is solved then). */
const SECONDS = 6;

async function measure(page: Page, label: string) {
  const stage = page.getByTestId('preview-stage');
  const browser = page.getByTestId('motion-browser');
  await browser.scrollIntoViewIfNeeded();
  // Long tasks (over 50 ms) on the page's thread while measuring.
  // (Strings: this file is checked without the DOM's types.)
  await page.evaluate(`
    window.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  `);
  const fps: number[] = [];
  const frameMs: number[] = [];
  const thumbnailMs: number[] = [];
  const thumbnailFps: number[] = [];
  for (let second = 0; second < SECONDS; second++) {
    await page.waitForTimeout(1000);
    if (second === 0) continue;
    fps.push(Number(await stage.getAttribute('data-fps')));
    frameMs.push(Number(await stage.getAttribute('data-frame-ms')));
    thumbnailMs.push(Number((await browser.getAttribute('data-thumbnail-ms')) ?? 0));
    thumbnailFps.push(Number((await browser.getAttribute('data-thumbnail-fps')) ?? 0));
  }
  const longTasks = await page.evaluate<number[]>('window.benchLongTasks');
  const onScreen = await page.evaluate<number>(`
    [...document.querySelectorAll('[data-testid="motion-browser"] [data-motion]')].filter((slot) => {
      const box = slot.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    }).length
  `);
  const kind = await stage.getAttribute('data-renderer');
  console.log(
    `  ${label}: stage ${median(fps)} fps (${kind}), ${median(frameMs).toFixed(2)} ms of the page's thread per frame; ` +
      `${longTasks.length} long tasks (longest ${Math.round(Math.max(0, ...longTasks))} ms); ` +
      `${onScreen} thumbnails on screen, ${median(thumbnailFps).toFixed(0)} thumbnail frames/s in their worker at ` +
      `${median(thumbnailMs).toFixed(2)} ms each (median of ${fps.length} one-second readings)`,
  );
}

/** Chooses every motion in turn: the longest task on the page's thread after each tap. */
async function chooseEach(page: Page) {
  const choices = page.getByTestId('motion-browser').getByRole('radio');
  const longest: number[] = [];
  for (const choice of await choices.all()) {
    await page.evaluate('window.benchLongTasks = []');
    await choice.check();
    await page.waitForTimeout(800);
    longest.push(Math.max(0, ...(await page.evaluate<number[]>('window.benchLongTasks'))));
  }
  console.log(
    `  choosing each of ${longest.length} motions: longest task on the page's thread after a tap ` +
      `${Math.round(median(longest))} ms (median), ${Math.round(Math.max(0, ...longest))} ms (worst)`,
  );
}

const url = process.env.PREVIEW_BENCH_URL;
if (!url) {
  console.log('Frames per second in headless Chromium: skipped (set PREVIEW_BENCH_URL to a running app)');
} else {
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const page = await browser.newPage({ viewport, reducedMotion: 'no-preference' });
    await page.goto(`${url}/preview`);
    await page
      .getByTestId('preview-photo-input')
      .setInputFiles(resolve(import.meta.dirname, '../../animate/fixtures/drawings/char1/texture.png'));
    await page.getByRole('button', { name: 'Next' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Make it move' }).click();
    console.log(`Frames per second in headless Chromium at ${viewport.width}x${viewport.height}:`);
    await measure(page, 'thumbnails looping');
    await chooseEach(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await measure(page, 'thumbnails still  ');
    await page.close();
  }
  await browser.close();
}
