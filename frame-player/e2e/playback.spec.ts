import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fitVideo } from '../src/core/fit.ts';
import { qrModules } from '../src/core/qr.ts';
import { contentBox, emit, ITEMS, openPlayer, seamStats } from './page-driver.ts';

const PANELS = [
  { name: '5in-landscape', width: 800, height: 480 },
  { name: '5in-portrait', width: 480, height: 800 },
  { name: '7in-landscape', width: 1024, height: 600 },
  { name: '7in-portrait', width: 600, height: 1024 },
];
const shots = (name: string) => `screenshots/${name}.png`;
const STATUS = { online: true, paired: false, copying: null, message: null };

test('the first-run screen shows the pairing code and its QR code on both panels, both ways up', async ({ page }) => {
  await openPlayer(page);
  const qr = qrModules('http://127.0.0.1:8794/dashboard?pair=K7Q2XM4P');
  await emit(page, 'player:idle', { pairingCode: 'K7Q2XM4P', qr });
  await emit(page, 'player:status', STATUS);
  for (const panel of PANELS) {
    await page.setViewportSize(panel);
    await expect(page.getByText('K7Q2 XM4P')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Let's add some magic" })).toBeVisible();
    const code = await page.locator('#pairing-code').boundingBox();
    const qrBox = await page.locator('#pairing-qr').boundingBox();
    // Everything fits on the panel: nothing cut off at any edge.
    for (const box of [code, qrBox]) {
      expect(box).not.toBeNull();
      if (!box) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(panel.width);
      expect(box.y + box.height).toBeLessThanOrEqual(panel.height);
    }
    await page.screenshot({ path: shots(`first-run-${panel.name}`) });
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('plays fitted to the panel, letterboxed without stretching, with a quiet status line', async ({ page }) => {
  await openPlayer(page);
  for (const panel of PANELS) {
    await page.setViewportSize(panel);
    for (const [item, video] of [
      [ITEMS.seam43, { width: 320, height: 240 }],
      [ITEMS.seam169, { width: 640, height: 360 }],
    ] as const) {
      await emit(page, 'player:playlist', { items: [item], intervalSeconds: 300, fit: 'contain' });
      await expect(page.locator(`video.front[data-item-id="${item.id}"]`)).toHaveJSProperty('paused', false);
      const expected = fitVideo(video, panel, 'contain');
      // Playing is not yet painted on a busy machine: take pictures until one shows the video.
      let box = { x: 0, y: 0, width: 0, height: 0 };
      await expect
        .poll(
          async () => {
            const png = await page.screenshot({ path: shots(`playing-${panel.name}-${video.width}x${video.height}`) });
            box = await contentBox(page, png);
            return box.width;
          },
          { message: `${panel.name}: a picture of the playing video` },
        )
        .toBeGreaterThan(0);
      // The picture keeps its shape: within 2 px of the contain placement, bars elsewhere.
      expect(Math.abs(box.x - expected.x), `${panel.name} x`).toBeLessThanOrEqual(2);
      expect(Math.abs(box.y - expected.y), `${panel.name} y`).toBeLessThanOrEqual(2);
      expect(Math.abs(box.width - expected.width), `${panel.name} width`).toBeLessThanOrEqual(3);
      expect(Math.abs(box.height - expected.height), `${panel.name} height`).toBeLessThanOrEqual(3);
    }
  }
  // The seed's own media (a 4:3 WebM and a 16:9 MP4) play too.
  await page.setViewportSize(PANELS[2] ?? { width: 1024, height: 600 });
  await emit(page, 'player:playlist', {
    items: [ITEMS.character169, ITEMS.dragon43],
    intervalSeconds: 300,
    fit: 'contain',
  });
  await expect(page.locator(`video.front[data-item-id="${ITEMS.character169.id}"]`)).toHaveJSProperty('paused', false);
  await emit(page, 'player:status', { online: false, paired: true, copying: 40, message: null });
  // Offline is no news during playback (status.spec.ts): only the copy shows.
  await expect(page.getByRole('status')).toHaveText('Copying 40 %');
  await page.screenshot({ path: shots('playing-7in-landscape-status') });
  await emit(page, 'player:status', { online: true, paired: true, copying: null, message: null });
  await expect(page.getByRole('status')).toBeHidden();
});

test('loops without a visible seam and moves on to the next animation after the interval', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 480 });
  await openPlayer(page);
  await emit(page, 'player:playlist', { items: [ITEMS.seam43, ITEMS.seam169], intervalSeconds: 5, fit: 'contain' });
  // 0.5 s clips: about 10 seams before the interval is up, then the second clip takes over.
  await expect(page.locator(`video.front[data-item-id="${ITEMS.seam169.id}"]`)).toBeAttached({ timeout: 9_000 });
  await page.waitForTimeout(2_500);
  const stats = await seamStats(page);
  const sorted = [...stats.dropped].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 99;
  console.log(
    `seams: ${stats.loops}, dropped per seam: ${JSON.stringify(stats.dropped)}, gaps ms: ${JSON.stringify(stats.gapsMs)}`,
  );
  expect(stats.loops).toBeGreaterThanOrEqual(12);
  expect(median).toBeLessThanOrEqual(1);
  // No seam ever shows a blank: the sent messages are only the page's ready, heartbeats and seams.
  const sentNow = () => page.evaluate(() => (window as unknown as { sent: Array<[string, unknown]> }).sent);
  const quiet = new Set(['player:ready', 'player:heartbeat', 'player:loop-seam']);
  expect((await sentNow()).filter(([c]) => !quiet.has(c))).toEqual([]);
  // Main hears every seam (the quiet moment an update installs at, at night).
  const seams = (await sentNow()).filter(([c]) => c === 'player:loop-seam').length;
  expect(seams).toBeGreaterThanOrEqual(stats.loops);
});
