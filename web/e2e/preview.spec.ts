import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, saveScreenshot, VIEWPORTS } from './support';

const DRAWING = path.resolve(import.meta.dirname, '../src/features/preview/fixtures/drawings/char1/texture.png');

/** axe on the preview section only (the rest of the landing page has its own checks): no serious issue. */
async function expectSectionAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('#try-it').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** What the stage canvas shows right now, as a data URL. */
function stagePixels(page: Page): Promise<string> {
  return page.getByTestId('preview-stage').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
}

test('a drawing comes alive: cut-out, a joint dragged, the wave plays, and a WebM download that plays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const started = Date.now();
  const lap = (what: string) => console.info(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject non-essential' }).click();
  await page.getByTestId('button-try-preview').click();

  // 1. Pick the photo: the cut-out is found in the worker and outlined over the photo.
  await page.getByTestId('preview-photo-input').setInputFiles(DRAWING);
  await expect(page.getByRole('heading', { name: 'Is the yellow line around the whole figure?' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByTestId('preview-cutout-canvas').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'preview-cutout-phone', false);
  // A brush stroke, then undo.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove' }).click();
  const cutout = await page.getByTestId('preview-cutout-canvas').boundingBox();
  if (!cutout) throw new Error('no cut-out canvas');
  await page.mouse.move(cutout.x + cutout.width * 0.5, cutout.y + cutout.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(cutout.x + cutout.width * 0.55, cutout.y + cutout.height * 0.55, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();

  lap('cut-out');
  // 2. Drag the right hand's dot with a finger-sized target on a 390 px screen.
  const hand = page.getByRole('button', { name: 'Move the right hand' });
  const before = await hand.boundingBox();
  if (!before) throw new Error('no hand dot');
  expect(before.width).toBeGreaterThanOrEqual(44);
  await hand.dispatchEvent('pointerdown', { pointerId: 1, clientX: before.x + 22, clientY: before.y + 22 });
  await page.mouse.move(before.x + 22, before.y + 22);
  await page.mouse.down();
  await page.mouse.move(before.x + 2, before.y - 30, { steps: 5 });
  await page.mouse.up();
  const after = await hand.boundingBox();
  expect(after?.y ?? 0).toBeLessThan(before.y - 10);
  await saveScreenshot(page, 'preview-joints-phone', false);
  await expectSectionAccessible(page);
  lap('joints');
  await page.getByRole('button', { name: 'Make it move' }).click();

  // 3. The wave plays: the canvas changes between frames.
  await expect(page.getByRole('radio', { name: 'Wave' })).toBeChecked();
  const first = await stagePixels(page);
  await page.waitForTimeout(400);
  const second = await stagePixels(page);
  expect(second).not.toBe(first);
  await page.getByRole('radio', { name: 'Sunny Meadow' }).check();
  await page.waitForTimeout(500);
  await saveScreenshot(page, 'preview-wave-phone', false);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId('preview-stage').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'preview-wave-desktop', false);
  await expectSectionAccessible(page);

  lap('wave');
  // 4. Download the 800x480 WebM and play it in Chromium.
  await page.getByLabel('Video size').selectOption({ label: '800 x 480 (5 inch frame)' });
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download video' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('drawing-wave-800x480.webm');
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML (WebM) header
  const played = await page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([data], { type: 'video/webm' }));
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
    });
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { width: video.videoWidth, height: video.videoHeight, time: video.currentTime };
  }, bytes.toString('base64'));
  expect(played.width).toBe(800);
  expect(played.height).toBe(480);
  expect(played.time).toBeGreaterThan(0);
  lap('video');
  expect(errors).toEqual([]);
});
