import { expect, type Page, test } from '@playwright/test';
import { emit, openPlayer, seamStats } from './page-driver.ts';
import { CHANGE_MIX, soak } from './soak-driver.ts';

const SHORT = CHANGE_MIX.slice(0, 2);
/** STALL_MS of the page's watchdog plus its tick and a margin for a busy machine. */
const STILL_LIMIT_MS = 2_000 + 250 + 250;

const frontVideo = (page: Page) => page.locator('video.front');
const presented = async (page: Page) => (await seamStats(page)).presented;

test('a video that stops presenting is brought back by the watchdog, and it says why', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 480 });
  await openPlayer(page);
  await emit(page, 'player:playlist', { items: [SHORT[0]], intervalSeconds: 300, fit: 'contain' });
  await expect(frontVideo(page)).toHaveJSProperty('paused', false);
  await expect.poll(() => presented(page)).toBeGreaterThan(10);

  // 1. The playing element pauses by itself: the first step (retry the switch) plays again.
  // A pause that lands during a seam stops the outgoing element and changes nothing, so the
  // videos are paused again until the watchdog has spoken.
  await expect
    .poll(
      async () => {
        const said = (await seamStats(page)).recoveries.join('\n');
        if (!said.includes('retrying the switch')) {
          await page.evaluate(`document.querySelectorAll('video').forEach((v) => v.pause())`);
        }
        return said;
      },
      { timeout: 30_000, intervals: [3_000] },
    )
    .toContain('retrying the switch');
  const before = await presented(page);
  await expect.poll(() => presented(page), { timeout: 20_000 }).toBeGreaterThan(before + 10);

  // 2. The element loses its file: a step brings the clip back in an element that has it.
  await page.evaluate(`{ const v = document.querySelector('video.front'); v.removeAttribute('src'); v.load(); }`);
  const lost = await presented(page);
  await expect.poll(() => presented(page), { timeout: 20_000 }).toBeGreaterThan(lost + 10);
  const stats = await seamStats(page);
  expect(stats.recoveries.every((line) => line.startsWith('watchdog: no new frame for 2 s'))).toBe(true);
  // The still pictures were answered at the watchdog's limit, and measured as such.
  expect(stats.longestUnansweredStillMs).toBeGreaterThanOrEqual(2_000);
  expect(stats.longestUnansweredStillMs).toBeLessThanOrEqual(STILL_LIMIT_MS);
  // Main was never needed.
  expect(await page.evaluate(`window.sent.filter(([c]) => c === 'player:stalled').length`)).toBe(0);
});

test('a picture that cannot be brought back in the page asks main to reload, then to relaunch', async ({ page }) => {
  await openPlayer(page);
  await emit(page, 'player:playlist', { items: [SHORT[0]], intervalSeconds: 300, fit: 'contain' });
  await expect.poll(() => presented(page)).toBeGreaterThan(5);
  // Every element refuses to play from now on (a stuck decoder, say).
  await page.evaluate(`HTMLMediaElement.prototype.play = function () { this.pause(); return Promise.resolve(); }`);
  await page.evaluate(`document.querySelector('video.front').pause()`);
  const stalled = async () =>
    (await page.evaluate(`window.sent.filter(([c]) => c === 'player:stalled').map(([, p]) => p.action)`)) as string[];
  await expect.poll(stalled, { timeout: 30_000 }).toEqual(['reload-page', 'relaunch']);
  // The heartbeat tells main a clip should play while the frame count stands still.
  const beats = (await page.evaluate(
    `window.sent.filter(([c]) => c === 'player:heartbeat').map(([, p]) => p)`,
  )) as Array<{
    playing: boolean;
    frames: number;
  }>;
  expect(beats.at(-1)?.playing).toBe(true);
  expect(beats.at(-1)?.frames).toBe(beats.at(-2)?.frames);
});

test('0.2 s clips never freeze: one repeating, two changing every loop', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  await openPlayer(page);
  for (const [items, intervalSeconds] of [
    [[SHORT[0]], 300],
    [SHORT, 0],
  ] as const) {
    const start = await seamStats(page);
    await emit(page, 'player:playlist', { items, intervalSeconds, fit: 'contain' });
    await expect.poll(async () => (await seamStats(page)).loops, { timeout: 45_000 }).toBeGreaterThan(start.loops + 40);
  }
  const stats = await seamStats(page);
  expect(stats.changes).toBeGreaterThan(20);
  expect(stats.longestStillMs).toBeLessThanOrEqual(STILL_LIMIT_MS);
});

test('soak (short): 200 changes and 200 loops with the CPU throttled 4x, broken files among them', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 800, height: 480 });
  await openPlayer(page);
  const result = await soak(page, { changes: 200, loops: 200, throttle: 4, log: (line) => console.log(line) });
  console.log(
    `soak: ${result.seconds.toFixed(0)} s, longest still ${result.stats.longestStillMs} ms (before the watchdog acted ${result.stats.longestUnansweredStillMs} ms), recoveries ${result.stats.recoveries.length}`,
  );
  // The watchdog answers every still picture in time. How soon the picture then moves again is
  // this machine's speed (a busy run with the CPU throttled 4x: 2.6 s, 5 recoveries): a figure
  // for bench/soak-bench.ts, which holds longestStillMs to the limit.
  expect(result.stats.longestUnansweredStillMs).toBeLessThanOrEqual(STILL_LIMIT_MS);
  // Each broken file is reported once, not at every pass.
  expect(result.errorsReported).toBe(2);
  expect(result.overlays).toEqual([]);
  const [first, last] = [result.samples[0], result.samples.at(-1)];
  expect((last?.heapKiB ?? 0) - (first?.heapKiB ?? 0)).toBeLessThan(2048);
  // Text nodes of the status come and go: a few either way, never a growing count.
  expect(last?.nodes ?? 0).toBeLessThanOrEqual((first?.nodes ?? 0) + 10);
});
