/**
 * Benchmark (not a test) of the running instant preview (#12): its frames per second in headless
 * Chromium (Debian's), at a phone's and a laptop's viewport, against the app at PREVIEW_BENCH_URL
 * (for example the e2e server: http://127.0.0.1:8795). The engine's own figures (cut-out IoU,
 * joint error, timings) come from `animate/bench/bench.ts` (`npx pnpm@10.34.8 --filter @dtm/animate bench`).
 * Usage: PREVIEW_BENCH_URL=http://127.0.0.1:8795 pnpm exec tsx tools/bench/preview-fps-bench.ts
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const url = process.env.PREVIEW_BENCH_URL;
if (!url) {
  console.log('Frames per second in headless Chromium: skipped (set PREVIEW_BENCH_URL to a running app)');
} else {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${url}/preview`);
    await page
      .getByTestId('preview-photo-input')
      .setInputFiles(resolve(import.meta.dirname, '../../animate/fixtures/drawings/char1/texture.png'));
    await page.getByRole('button', { name: 'Next' }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Make it move' }).click();
    const stage = page.getByTestId('preview-stage');
    const readings: number[] = [];
    for (let second = 0; second < 5; second++) {
      await page.waitForTimeout(1000);
      readings.push(Number(await stage.getAttribute('data-fps')));
    }
    const kind = await stage.getAttribute('data-renderer');
    console.log(
      `Frames per second in headless Chromium at ${viewport.width}x${viewport.height} (${kind}): ` +
        `${median(readings.slice(1))} (median of 4 one-second readings)`,
    );
    await page.close();
  }
  await browser.close();
}
